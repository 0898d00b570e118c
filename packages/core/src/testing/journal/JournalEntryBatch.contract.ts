import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { EntryId, UserId } from "../../common/ids.js";
import { JournalEntry } from "../../journal/entry.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { Limits } from "../../common/validation.js";
import { freshId, malformedId, newEntry, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const entries = <A, E>(f: (repository: JournalEntryRepository["Service"]) => Effect.Effect<A, E>) => JournalEntryRepository.use(f);

/** The batch methods of `JournalEntryRepository`: `createMany`, `findMany` and `setProcessingMany`. */
export const journalEntryBatchContract = (harness: StorageHarness): void => {
  describe("JournalEntryRepository batches", () => {
    const { run, fails } = harness;
    const all = (user: UserId) => run(entries((repository) => repository.list(user, { order: "asc", limit: 200 }))).then((page) => page.items);

    it("createMany creates entries in input order with the defaults create gives, Unicode intact", async () => {
      const user = await harness.newUser();
      const id = freshId<EntryId>();
      const inputs = [
        newEntry("2024-03-02", unicodeText, { title: "Título", source: "import", sourceRef: "2024/03-02.md" }),
        newEntry("2024-03-01", "Second in the batch, earlier date", { id }),
        newEntry("2024-03-01", "Third", { title: null, sourceRef: null }),
      ];
      const created = await run(entries((repository) => repository.createMany(user, inputs)));
      expect(created.map((entry) => entry.content)).toEqual(inputs.map((input) => input.content));
      for (const entry of created) assertDecodes(JournalEntry, entry);
      expect(created[1]!.id).toBe(id);
      const single = await run(entries((repository) => repository.create(user, newEntry("2024-03-03", "Made alone", { source: "import", sourceRef: "x.md" }))));
      const defaults = (entry: JournalEntry) => ({
        processingStatus: entry.processingStatus, processingAttempts: entry.processingAttempts, processingError: entry.processingError, processedHash: entry.processedHash,
      });
      for (const entry of created) {
        expect(defaults(entry)).toEqual(defaults(single));
        expect(entry.userId).toBe(user);
        expect(entry.updatedAt).toEqual(entry.createdAt);
        expect(await run(entries((repository) => repository.get(user, entry.id)))).toEqual(entry);
      }
      expect(created[0]).toMatchObject({ title: "Título", source: "import", sourceRef: "2024/03-02.md" });
      expect(created[2]).toMatchObject({ title: null, source: "manual", sourceRef: null });
      expect(await run(entries((repository) => repository.createMany(user, [])))).toEqual([]);
    });

    it("createMany writes nothing when any input is bad, an id is taken or repeats, or the batch is too large", async () => {
      const user = await harness.newUser();
      const existing = await run(entries((repository) => repository.create(user, newEntry("2024-01-01", "Already here"))));
      const good = newEntry("2024-01-02", "Fine");
      await fails(entries((repository) => repository.createMany(user, [good, newEntry("2024-01-03", "   ")])), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.createMany(user, [good, newEntry("2024-01-03", "x".repeat(Limits.entryChars + 1))])), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(entries((repository) => repository.createMany(user, [good, newEntry("2024-01-03", "Taken", { id: existing.id })])), "Conflict", "CONFLICT");
      const id = freshId<EntryId>();
      await fails(entries((repository) => repository.createMany(user, [newEntry("2024-01-03", "a", { id }), newEntry("2024-01-04", "b", { id })])), "Conflict", "CONFLICT");
      const tooMany = Array.from({ length: Limits.batchItemsMax + 1 }, (_, index) => newEntry("2024-02-01", `Entry ${index}`));
      await fails(entries((repository) => repository.createMany(user, tooMany)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      expect(await all(user)).toEqual([existing]);
      await fails(entries((repository) => repository.createMany(unknownId<UserId>(), [good])), "NotFound", "NOT_FOUND");
    });

    it("findMany returns what the single lookups return, per value, and never another user's entries", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const first = await run(entries((repository) => repository.create(user, newEntry("2024-05-02", "Same text", { sourceRef: "a.md" }))));
      const second = await run(entries((repository) => repository.create(user, newEntry("2024-05-01", "Same text", { sourceRef: "a.md" }))));
      const third = await run(entries((repository) => repository.create(user, newEntry("2024-05-03", "Other text", { sourceRef: "b.md" }))));
      const foreign = await run(entries((repository) => repository.create(other, newEntry("2024-05-04", "Foreign text", { sourceRef: "c.md" }))));
      const byRef = await run(entries((repository) => repository.findMany(user, "sourceRef", ["a.md", "b.md", "c.md", "missing.md", "a.md"])));
      expect(byRef.get("a.md")).toEqual(Option.getOrThrow(await run(entries((repository) => repository.findBySourceRef(user, "a.md")))));
      expect(byRef.get("a.md")?.id).toBe(first.id);
      expect(byRef.get("b.md")).toEqual(third);
      expect([...byRef.keys()].sort()).toEqual(["a.md", "b.md"]);
      const byHash = await run(entries((repository) => repository.findMany(user, "contentHash", [first.contentHash, foreign.contentHash, third.contentHash])));
      expect(byHash.get(first.contentHash)).toEqual(Option.getOrThrow(await run(entries((repository) => repository.findByContentHash(user, first.contentHash)))));
      expect(byHash.get(third.contentHash)).toEqual(third);
      expect(byHash.has(foreign.contentHash)).toBe(false);
      const byId = await run(entries((repository) => repository.findMany(user, "id", [second.id, foreign.id, unknownId<EntryId>()])));
      expect([...byId.entries()]).toEqual([[second.id, second]]);
      expect((await run(entries((repository) => repository.findMany(user, "id", [])))).size).toBe(0);
      await fails(entries((repository) => repository.findMany(user, "id", [malformedId()])), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.findMany(user, "title" as never, ["x"])), "InvalidInput", "INVALID_INPUT");
      await fails(entries((repository) => repository.findMany(user, "sourceRef", Array.from({ length: Limits.batchItemsMax + 1 }, String))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
    });

    it("setProcessingMany applies each update as setProcessing would, in order, all or nothing", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const [a, b, c] = await run(entries((repository) => repository.createMany(user, [newEntry("2024-06-01", "a"), newEntry("2024-06-02", "b"), newEntry("2024-06-03", "c")])));
      const [twin] = await run(entries((repository) => repository.createMany(user, [newEntry("2024-06-04", "twin")])));
      await run(entries((repository) => repository.setProcessingMany(user, [
        { id: a!.id, status: "done", attempts: 1, error: null, processedHash: a!.contentHash },
        { id: b!.id, status: "failed", attempts: 2, error: "EMBEDDER: down" },
        { id: c!.id, status: "failed", attempts: 1, error: "first" },
        { id: c!.id, status: "done", processedHash: "h" },
      ])));
      await run(entries((repository) => repository.setProcessing(user, twin!.id, { status: "failed", attempts: 2, error: "EMBEDDER: down" })));
      const after = await all(user);
      const status = (entry: JournalEntry) => [entry.processingStatus, entry.processingAttempts, entry.processingError, entry.processedHash];
      expect(after.map(status)).toEqual([
        ["done", 1, null, a!.contentHash],
        ["failed", 2, "EMBEDDER: down", null],
        ["done", 1, "first", "h"],
        status({ ...twin!, processingStatus: "failed", processingAttempts: 2, processingError: "EMBEDDER: down" }),
      ]);
      expect(after.map((entry) => entry.updatedAt)).toEqual([a, b, c, twin].map((entry) => entry!.updatedAt));
      const foreign = await run(entries((repository) => repository.create(other, newEntry("2024-06-05", "theirs"))));
      await fails(entries((repository) => repository.setProcessingMany(user, [{ id: a!.id, status: "pending", attempts: 0 }, { id: foreign.id, status: "done" }])), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.setProcessingMany(user, [{ id: a!.id, status: "pending" }, { id: unknownId<EntryId>(), status: "done" }])), "NotFound", "NOT_FOUND");
      await fails(entries((repository) => repository.setProcessingMany(user, [{ id: a!.id, status: "pending" }, { id: b!.id, status: "finished" as never }])), "InvalidInput", "INVALID_INPUT");
      expect(await all(user)).toEqual(after);
      expect(await run(entries((repository) => repository.get(other, foreign.id)))).toEqual(foreign);
      await run(entries((repository) => repository.setProcessingMany(user, [])));
    });
  });
};
