import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Thread } from "../../chat/thread.js";
import type { ThreadId } from "../../common/ids.js";
import { ThreadRepository } from "../../chat/ThreadRepository.js";
import { MessageRepository } from "../../chat/MessageRepository.js";
import { Limits } from "../../common/validation.js";
import { malformedCursors, malformedId, newMessage, newThread, textPart, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const threads = <A, E>(f: (repository: ThreadRepository["Service"]) => Effect.Effect<A, E>) => ThreadRepository.use(f);

export const threadRepositoryContract = (harness: StorageHarness): void => {
  describe("ThreadRepository", () => {
    const { run, fails } = harness;
    const create = (userId: Parameters<ThreadRepository["Service"]["create"]>[0], title: string, extra = {}) =>
      run(threads((repository) => repository.create(userId, newThread({ title, ...extra }))));

    it("creates a thread with defaults, equal timestamps and exact types", async () => {
      const user = await harness.newUser();
      const thread = await create(user, unicodeText.slice(0, 120), { tags: ["família", "🎉"] });
      assertDecodes(Thread, thread);
      expect(thread).toMatchObject({ userId: user, title: unicodeText.slice(0, 120), titleSource: "auto", pinned: false, tags: ["família", "🎉"] });
      expect(thread.config).toEqual({ model: "offline", tools: ["search_journal"] });
      expect(thread.updatedAt.getTime()).toBe(thread.createdAt.getTime());
      expect(await run(threads((repository) => repository.get(user, thread.id)))).toEqual(thread);
    });

    it("keeps a caller-chosen id and refuses to reuse it", async () => {
      const user = await harness.newUser();
      const id = unknownId<ThreadId>();
      expect((await create(user, "Chosen", { id })).id).toBe(id);
      await fails(threads((repository) => repository.create(user, newThread({ id }))), "Conflict", "CONFLICT");
    });

    it("updates fields; updatedAt moves only with touchedAt, and then to exactly that instant", async () => {
      const user = await harness.newUser();
      const thread = await create(user, "Before");
      const renamed = await run(threads((repository) => repository.update(user, thread.id, { title: "After", titleSource: "user", pinned: true, tags: ["x"] })));
      expect(renamed).toMatchObject({ title: "After", titleSource: "user", pinned: true, tags: ["x"] });
      expect(renamed.updatedAt).toEqual(thread.updatedAt);
      const touchedAt = new Date("2030-05-06T07:08:09.123Z");
      const touched = await run(threads((repository) => repository.update(user, thread.id, { touchedAt })));
      expect(touched.updatedAt).toEqual(touchedAt);
      expect(touched.createdAt).toEqual(thread.createdAt);
      expect(await run(threads((repository) => repository.get(user, thread.id)))).toEqual(touched);
    });

    it("lists pinned first, then most recently updated, then id descending", async () => {
      const user = await harness.newUser();
      const [a, b, c, d] = [await create(user, "a"), await create(user, "b"), await create(user, "c"), await create(user, "d")];
      await run(threads((repository) => repository.update(user, b!.id, { pinned: true })));
      await run(threads((repository) => repository.update(user, a!.id, { touchedAt: new Date("2031-01-01T00:00:00Z") })));
      const page = await run(threads((repository) => repository.list(user, {})));
      expect(page.items.map((thread) => thread.title)).toEqual(["b", "a", "d", "c"]);
      expect(page.nextCursor).toBeNull();
      expect(page.items.map((thread) => thread.id)).toContain(c!.id);
      expect(page.items.map((thread) => thread.id)).toContain(d!.id);
      for (const thread of page.items) assertDecodes(Thread, thread);
    });

    it("walks every page exactly once, with a default limit of 20", async () => {
      const user = await harness.newUser();
      for (let index = 0; index < 23; index++) await create(user, `Thread ${index}`, { pinned: index % 5 === 0 });
      const all = await run(threads((repository) => repository.list(user, { limit: Limits.pageLimitMax })));
      expect(all.items).toHaveLength(23);
      const walked = await walkPages(run, (cursor) => threads((repository) => repository.list(user, { limit: 4, cursor })));
      expect(walked.pages).toBe(6);
      expect(walked.items.map((thread) => thread.id)).toEqual(all.items.map((thread) => thread.id));
      const first = await run(threads((repository) => repository.list(user, {})));
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).not.toBeNull();
    });

    it("filters by title search (case-insensitive, wildcards literal), tag and pinned", async () => {
      const user = await harness.newUser();
      await create(user, "Trip to LISBON", { tags: ["travel"] });
      await create(user, "Budget 100% done", { tags: ["money"], pinned: true });
      await create(user, "Budget_2025", { tags: ["money"] });
      const titles = async (query: Parameters<ThreadRepository["Service"]["list"]>[1]) =>
        (await run(threads((repository) => repository.list(user, query)))).items.map((thread) => thread.title).sort();
      expect(await titles({ search: "lisbon" })).toEqual(["Trip to LISBON"]);
      expect(await titles({ search: "100%" })).toEqual(["Budget 100% done"]);
      expect(await titles({ search: "t_2" })).toEqual(["Budget_2025"]);
      expect(await titles({ search: "%" })).toEqual(["Budget 100% done"]);
      expect(await titles({ tag: "money" })).toEqual(["Budget 100% done", "Budget_2025"]);
      expect(await titles({ pinned: false, tag: "money" })).toEqual(["Budget_2025"]);
      expect(await titles({ search: "nothing like this" })).toEqual([]);
    });

    it("finds threads by the text of their messages too, never by tool results or another user's words", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const walk = await create(user, "Sunday");
      const work = await create(user, "Deadlines");
      const other = await create(stranger, "Theirs");
      await run(
        MessageRepository.use((repository) =>
          repository.saveAll(user, [
            newMessage(walk.id, { content: { schemaVersion: 1, parts: [textPart("We walked along the Harbour with Ana")] } }),
            newMessage(work.id, {
              role: "assistant",
              content: {
                schemaVersion: 1,
                parts: [
                  { type: "toolResult", toolCallId: "call-1", name: "search_journal", success: true, data: { note: "harbour" }, meta: null },
                  textPart("The 50% deadline weighed on you"),
                ],
              },
            }),
          ]),
        ),
      );
      await run(MessageRepository.use((repository) => repository.save(stranger, newMessage(other.id, { content: { schemaVersion: 1, parts: [textPart("harbour too")] } }))));
      const titles = async (search: string) =>
        (await run(threads((repository) => repository.list(user, { search })))).items.map((thread) => thread.title).sort();
      expect(await titles("harbour")).toEqual(["Sunday"]);
      expect(await titles("ANA")).toEqual(["Sunday"]);
      expect(await titles("50%")).toEqual(["Deadlines"]);
      expect(await titles("deadline")).toEqual(["Deadlines"]);
      expect(await titles("0%d")).toEqual([]);
      expect(await titles("sun")).toEqual(["Sunday"]);
    });

    it("matches words with or without their accents, in titles and messages", async () => {
      const user = await harness.newUser();
      const meeting = await create(user, "Reunião de equipa");
      const doctor = await create(user, "Tuesday");
      const cafe = await create(user, "Plans");
      await run(
        MessageRepository.use((repository) =>
          repository.saveAll(user, [
            newMessage(doctor.id, { content: { schemaVersion: 1, parts: [textPart("I have the MÉDICO appointment on Friday")] } }),
            newMessage(cafe.id, { content: { schemaVersion: 1, parts: [textPart("Coffee at the cafe after the reuniao")] } }),
          ]),
        ),
      );
      const titles = async (search: string) =>
        (await run(threads((repository) => repository.list(user, { search })))).items.map((thread) => thread.title).sort();
      expect(await titles("reuniao")).toEqual(["Plans", meeting.title].sort());
      expect(await titles("REUNIÃO")).toEqual(["Plans", meeting.title].sort());
      expect(await titles("medico")).toEqual(["Tuesday"]);
      expect(await titles("médico appointment")).toEqual(["Tuesday"]);
      expect(await titles("café")).toEqual(["Plans"]);
      expect(await titles("reunião de equipa")).toEqual([meeting.title]);
    });

    it("matches text stored with its accents decomposed, and accents beyond Portuguese's", async () => {
      const user = await harness.newUser();
      // "Café" written as "Cafe" followed by a combining acute accent, as some keyboards and file systems store it.
      const decomposed = await create(user, "Cafe\u0301 com a Ana");
      const turkish = await create(user, "Şantiye notes");
      const polish = await create(user, "Spotkanie w Gdańsku");
      const titles = async (search: string) =>
        (await run(threads((repository) => repository.list(user, { search })))).items.map((thread) => thread.title).sort();
      expect(await titles("café com")).toEqual([decomposed.title]);
      expect(await titles("cafe")).toEqual([decomposed.title]);
      expect(await titles("santiye")).toEqual([turkish.title]);
      expect(await titles("gdansku")).toEqual([polish.title]);
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const thread = await create(user, "Valid");
      await fails(threads((repository) => repository.get(user, unknownId())), "NotFound", "THREAD_NOT_FOUND");
      await fails(threads((repository) => repository.update(user, unknownId(), { title: "x" })), "NotFound", "THREAD_NOT_FOUND");
      await fails(threads((repository) => repository.delete(user, unknownId())), "NotFound", "THREAD_NOT_FOUND");
      await fails(threads((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.get(malformedId(), thread.id)), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.create(user, newThread({ title: "x".repeat(Limits.titleChars + 1) }))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(threads((repository) => repository.create(user, newThread({ titleSource: "robot" as never }))), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.create(user, newThread({ tags: [" "] }))), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.create(user, newThread({ tags: Array.from({ length: Limits.tagsPerThread + 1 }, (_, index) => `t${index}`) }))), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.create(unknownId(), newThread())), "NotFound", "NOT_FOUND");
      await fails(threads((repository) => repository.update(user, thread.id, { pinned: "yes" as never })), "InvalidInput", "INVALID_INPUT");
      for (const cursor of malformedCursors) {
        await fails(threads((repository) => repository.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
      }
      await fails(threads((repository) => repository.list(user, { limit: 0 })), "InvalidInput", "INVALID_INPUT");
      await fails(threads((repository) => repository.list(user, { limit: Limits.pageLimitMax + 1 })), "InvalidInput", "INVALID_INPUT");
      expect(await run(threads((repository) => repository.get(user, thread.id)))).toEqual(thread);
    });

    it("never lets another user read, list, change or delete a thread", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const thread = await create(owner, "Private");
      await fails(threads((repository) => repository.get(stranger, thread.id)), "NotFound", "THREAD_NOT_FOUND");
      await fails(threads((repository) => repository.update(stranger, thread.id, { title: "Hacked", touchedAt: new Date() })), "NotFound", "THREAD_NOT_FOUND");
      await fails(threads((repository) => repository.delete(stranger, thread.id)), "NotFound", "THREAD_NOT_FOUND");
      expect((await run(threads((repository) => repository.list(stranger, { search: "Private" })))).items).toEqual([]);
      expect((await run(threads((repository) => repository.list(stranger, {})))).items).toEqual([]);
      expect(await run(threads((repository) => repository.get(owner, thread.id)))).toEqual(thread);
    });
  });
};
