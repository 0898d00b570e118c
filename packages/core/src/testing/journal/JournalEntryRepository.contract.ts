import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import { JournalEntry } from "../../journal/entry.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { Limits } from "../../common/validation.js";
import { day, malformedCursors, malformedId, newEntry, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const entries = <A, E>(f: (repository: JournalEntryRepository["Service"]) => Effect.Effect<A, E>) => JournalEntryRepository.use(f);

export const journalEntryRepositoryContract = (harness: StorageHarness): void => {
  describe("JournalEntryRepository", () => {
    const { run, fails } = harness;
    const create = (user: UserId, date: string, content: string, extra = {}) =>
      run(entries((repository) => repository.create(user, newEntry(date, content, extra))));

    it("creates an entry with defaults and reads it back with exact types, Unicode intact", async () => {
      const user = await harness.newUser();
      const entry = await create(user, "2024-02-29", unicodeText);
      assertDecodes(JournalEntry, entry);
      expect(entry).toMatchObject({
        userId: user, date: "2024-02-29", title: null, content: unicodeText, source: "manual", sourceRef: null,
        processingStatus: "pending", processingAttempts: 0, processingError: null, processedHash: null,
      });
      expect(entry.updatedAt).toEqual(entry.createdAt);
      expect(await run(entries((repository) => repository.get(user, entry.id)))).toEqual(entry);
    });

    it("stores an entry of about 400k characters exactly", async () => {
      const user = await harness.newUser();
      const content = `${"Hoje corri à beira-mar. 🌊 ".repeat(15_000)}fim`.slice(0, 400_000);
      const entry = await create(user, "2024-05-01", content, { title: "Longo" });
      expect((await run(entries((repository) => repository.get(user, entry.id)))).content).toBe(content);
      await fails(entries((repository) => repository.create(user, newEntry("2024-05-01", "x".repeat(Limits.entryChars + 1)))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
    });

    it("lists by date (newest first by default, ties by creation), inclusive bounds, every page once", async () => {
      const user = await harness.newUser();
      const made = [];
      for (const date of ["2024-01-03", "2024-01-01", "2024-01-02", "2024-01-02", "2024-01-05", "2024-01-04", "2024-01-02"]) {
        made.push(await create(user, date, `Entry of ${date} #${made.length}`));
      }
      const ascending = [...made].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.createdAt.getTime() - b.createdAt.getTime()));
      const desc = await walkPages(run, (cursor) => entries((repository) => repository.list(user, { limit: 2, cursor })));
      expect(desc.items.map((entry) => entry.id)).toEqual([...ascending].reverse().map((entry) => entry.id));
      const asc = await walkPages(run, (cursor) => entries((repository) => repository.list(user, { order: "asc", limit: 3, cursor })));
      expect(asc.items.map((entry) => entry.id)).toEqual(ascending.map((entry) => entry.id));
      const ranged = await run(entries((repository) => repository.list(user, { from: day("2024-01-02"), to: day("2024-01-04"), order: "asc" })));
      expect(ranged.items.map((entry) => entry.date)).toEqual(["2024-01-02", "2024-01-02", "2024-01-02", "2024-01-03", "2024-01-04"]);
      const sameDay = await run(entries((repository) => repository.listByDate(user, day("2024-01-02"))));
      expect(sameDay.map((entry) => entry.id)).toEqual(ascending.filter((entry) => entry.date === "2024-01-02").map((entry) => entry.id));
      expect(await run(entries((repository) => repository.listByDate(user, day("2023-12-31"))))).toEqual([]);
      expect(await run(entries((repository) => repository.stats(user)))).toEqual({ count: 7, firstDate: "2024-01-01", lastDate: "2024-01-05" });
      for (const cursor of malformedCursors) {
        await fails(entries((repository) => repository.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
      }
    });

    it("resets processing when the content changes, not otherwise", async () => {
      const user = await harness.newUser();
      const entry = await create(user, "2024-03-01", "Primeiro texto");
      await run(entries((repository) => repository.setProcessing(user, entry.id, { status: "done", attempts: 2, error: null, processedHash: entry.contentHash })));
      const retitled = await run(entries((repository) => repository.update(user, entry.id, { title: "Título", content: "Primeiro texto" })));
      expect(retitled).toMatchObject({ title: "Título", processingStatus: "done", processingAttempts: 2, processedHash: entry.contentHash });
      const rewritten = await run(entries((repository) => repository.update(user, entry.id, { content: "Outro texto", contentHash: "h2", date: day("2024-03-02") })));
      expect(rewritten).toMatchObject({ content: "Outro texto", contentHash: "h2", date: "2024-03-02", processingStatus: "pending", processingAttempts: 0, processingError: null, processedHash: entry.contentHash });
      expect(rewritten.updatedAt.getTime()).toBeGreaterThan(entry.updatedAt.getTime());
      expect(rewritten.createdAt).toEqual(entry.createdAt);
    });

    it("records that an imported entry was edited by changing its source, keeping its source ref", async () => {
      const user = await harness.newUser();
      const entry = await create(user, "2024-03-03", "From the file", { source: "import", sourceRef: "2024-03-03.md" });
      const edited = await run(entries((repository) => repository.update(user, entry.id, { content: "My edit", contentHash: "h-edit", source: "manual" })));
      expect(edited).toMatchObject({ source: "manual", sourceRef: "2024-03-03.md", content: "My edit" });
      expect(Option.getOrNull(await run(entries((repository) => repository.findBySourceRef(user, "2024-03-03.md"))))?.source).toBe("manual");
    });

    it("tracks processing status, counts and queues", async () => {
      const user = await harness.newUser();
      const a = await create(user, "2024-06-03", "a");
      const b = await create(user, "2024-06-01", "b");
      const c = await create(user, "2024-06-02", "c");
      await run(entries((repository) => repository.setProcessing(user, a.id, { status: "failed", attempts: 3, error: "embedder down" })));
      expect((await run(entries((repository) => repository.get(user, a.id))))).toMatchObject({ processingStatus: "failed", processingAttempts: 3, processingError: "embedder down" });
      expect(await run(entries((repository) => repository.countByProcessing(user)))).toEqual({ pending: 2, done: 0, failed: 1 });
      const pending = await run(entries((repository) => repository.listByProcessing(user, "pending", 10)));
      expect(pending.map((entry) => entry.id)).toEqual([b.id, c.id]);
      expect(await run(entries((repository) => repository.listByProcessing(user, "pending", 1)))).toHaveLength(1);
    });

    it("finds entries by content hash and source ref", async () => {
      const user = await harness.newUser();
      const first = await create(user, "2024-07-01", "Same text", { source: "import", sourceRef: "export/2024-07-01.md" });
      await create(user, "2024-07-02", "Same text");
      expect(Option.getOrNull(await run(entries((repository) => repository.findByContentHash(user, first.contentHash))))?.id).toBe(first.id);
      expect(Option.getOrNull(await run(entries((repository) => repository.findBySourceRef(user, "export/2024-07-01.md"))))).toEqual(first);
      expect(Option.isNone(await run(entries((repository) => repository.findBySourceRef(user, "missing.md"))))).toBe(true);
      expect(Option.isNone(await run(entries((repository) => repository.findByContentHash(user, "nope"))))).toBe(true);
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const entry = await create(user, "2024-08-01", "ok");
      const bad = (input: object) => entries((repository) => repository.create(user, { ...newEntry("2024-08-01", "ok"), ...input }));
      await fails(bad({ content: " \n " }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ date: "2024-02-30" }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ date: "01/08/2024" }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ source: "telepathy" }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ title: "t".repeat(Limits.titleChars + 1) }), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(bad({ id: entry.id }), "Conflict", "CONFLICT");
      // Text no adapter stores as given is refused by every adapter alike.
      await fails(bad({ content: "before\u0000after" }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ title: "lone \uD800 surrogate" }), "InvalidInput", "INVALID_INPUT");
      await fails(bad({ source: "import", sourceRef: "notes\u0000.md" }), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.update(user, entry.id, { content: "tail \uDC00" })), "InvalidInput", "INVALID_INPUT");
      expect((await run(entries((repository) => repository.get(user, entry.id)))).content).toBe("ok");
      expect((await run(entries((repository) => repository.stats(user)))).count).toBe(1);
      await fails(entries((repository) => repository.get(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.update(user, unknownId(), { title: "x" })), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.update(user, entry.id, { content: "" })), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.delete(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.setProcessing(user, unknownId(), { status: "done" })), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.setProcessing(user, entry.id, { status: "finished" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.listByProcessing(user, "weird" as never, 5)), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.listByDate(user, "yesterday" as never)), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.create(unknownId(), newEntry("2024-08-01", "x"))), "NotFound", "NOT_FOUND");
      expect(await run(entries((repository) => repository.get(user, entry.id)))).toEqual(entry);
    });

    it("never lets another user read, list, find, count or change an entry", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const entry = await create(owner, "2024-09-09", "Segredo", { sourceRef: "secret.md" });
      const asStranger = <A, E>(f: (repository: JournalEntryRepository["Service"]) => Effect.Effect<A, E>) => entries(f);
      await fails(asStranger((repository) => repository.get(stranger, entry.id)), "NotFound", "NOT_FOUND");
      await fails(asStranger((repository) => repository.update(stranger, entry.id, { content: "changed" })), "NotFound", "NOT_FOUND");
      await fails(asStranger((repository) => repository.delete(stranger, entry.id)), "NotFound", "NOT_FOUND");
      await fails(asStranger((repository) => repository.setProcessing(stranger, entry.id, { status: "done" })), "NotFound", "NOT_FOUND");
      expect(await run(asStranger((repository) => repository.listByDate(stranger, entry.date)))).toEqual([]);
      expect((await run(asStranger((repository) => repository.list(stranger, {})))).items).toEqual([]);
      expect(Option.isNone(await run(asStranger((repository) => repository.findByContentHash(stranger, entry.contentHash))))).toBe(true);
      expect(Option.isNone(await run(asStranger((repository) => repository.findBySourceRef(stranger, "secret.md"))))).toBe(true);
      expect(await run(asStranger((repository) => repository.countByProcessing(stranger)))).toEqual({ pending: 0, done: 0, failed: 0 });
      expect(await run(asStranger((repository) => repository.listByProcessing(stranger, "pending", 10)))).toEqual([]);
      expect(await run(asStranger((repository) => repository.stats(stranger)))).toEqual({ count: 0, firstDate: null, lastDate: null });
      expect(await run(entries((repository) => repository.get(owner, entry.id)))).toEqual(entry);
    });
  });
};
