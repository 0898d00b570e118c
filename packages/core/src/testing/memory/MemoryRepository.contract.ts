import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Memory } from "../../memory/memory.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { Limits } from "../../common/validation.js";
import type { MemoryId, UserId } from "../../common/ids.js";
import { freshId, malformedCursors, malformedId, newMemory, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const memories = <A, E>(f: (repository: MemoryRepository["Service"]) => Effect.Effect<A, E>) => MemoryRepository.use(f);

export const memoryRepositoryContract = (harness: StorageHarness): void => {
  describe("MemoryRepository", () => {
    const { run, fails } = harness;

    it("creates with defaults, updates, records access and deletes", async () => {
      const user = await harness.newUser();
      const created = await run(memories((repository) => repository.create(user, newMemory(unicodeText, { entities: ["Ana", "Lisboa"] }))));
      assertDecodes(Memory, created);
      expect(created).toMatchObject({ content: unicodeText, summary: "", sentiment: 0, accessCount: 0, lastAccessedAt: null, sourceThreadId: null, archived: false, entities: ["Ana", "Lisboa"] });
      const updated = await run(memories((repository) => repository.update(user, created.id, { importance: 9, archived: true, summary: "resumo", sentiment: -0.5 })));
      expect(updated).toMatchObject({ importance: 9, archived: true, summary: "resumo", sentiment: -0.5 });
      const at = new Date("2025-06-07T08:09:10.111Z");
      await run(memories((repository) => repository.recordAccess(user, [created.id, created.id, unknownId()], at)));
      await run(memories((repository) => repository.recordAccess(user, [created.id], at)));
      expect(await run(memories((repository) => repository.get(user, created.id)))).toMatchObject({ accessCount: 2, lastAccessedAt: at });
      await run(memories((repository) => repository.delete(user, created.id)));
      await fails(memories((repository) => repository.get(user, created.id)), "NotFound", "NOT_FOUND");
    });

    it("keeps time, provenance and triple, and closes a fact without losing it", async () => {
      const user = await harness.newUser();
      const occurredAt = new Date("2025-05-05T00:00:00.000Z");
      const created = await run(
        memories((repository) =>
          repository.create(user, {
            ...newMemory("Susana tem 15 anos"),
            language: "pt",
            source: { kind: "manual" },
            occurredAt,
            occurredPrecision: "day",
            validFrom: occurredAt,
            triple: { subject: "Susana", predicate: "age", object: "15" },
          }),
        ),
      );
      assertDecodes(Memory, created);
      expect(created).toMatchObject({ language: "pt", source: { kind: "manual" }, occurredAt, occurredPrecision: "day", validFrom: occurredAt, validTo: null, supersededBy: null, triple: { subject: "Susana", predicate: "age", object: "15" } });
      const closedAt = new Date("2026-01-01T00:00:00.000Z");
      await fails(memories((repository) => repository.create(user, newMemory("Susana fez 17 anos"), [{ id: unknownId(), validTo: closedAt }])), "NotFound", "NOT_FOUND");
      expect((await run(memories((repository) => repository.list(user, {})))).items.map((memory) => memory.id)).toEqual([created.id]);
      const newer = await run(memories((repository) => repository.create(user, newMemory("Susana fez 16 anos"), [{ id: created.id, validTo: closedAt }])));
      const closed = await run(memories((repository) => repository.get(user, created.id)));
      expect(closed).toMatchObject({ content: "Susana tem 15 anos", validTo: closedAt, supersededBy: newer.id });
      expect(newer).toMatchObject({ validTo: null, supersededBy: null });
      const stranger = await harness.newUser();
      await fails(memories((repository) => repository.create(stranger, newMemory("x"), [{ id: newer.id, validTo: closedAt }])), "NotFound", "NOT_FOUND");
      expect((await run(memories((repository) => repository.get(user, newer.id)))).validTo).toBeNull();
    });

    it("createMany stores memories in input order as create would, and writes nothing when any input is bad, an id is taken or repeats, or the batch is too large", async () => {
      const user = await harness.newUser();
      const id = freshId<MemoryId>();
      const occurredAt = new Date("2025-05-05T00:00:00.000Z");
      const inputs = [
        newMemory(unicodeText, { entities: ["Ana", "Lisboa"] }),
        { ...newMemory("Susana tem 15 anos", { id }), language: "pt", source: { kind: "manual" as const }, occurredAt, occurredPrecision: "day" as const, triple: { subject: "Susana", predicate: "age", object: "15" } },
        newMemory("Third"),
      ];
      const created = await run(memories((repository) => repository.createMany(user, inputs)));
      expect(created.map((memory) => memory.content)).toEqual(inputs.map((input) => input.content));
      expect(created[1]).toMatchObject({ id, language: "pt", source: { kind: "manual" }, occurredAt, occurredPrecision: "day", triple: { subject: "Susana", predicate: "age", object: "15" } });
      const single = await run(memories((repository) => repository.create(user, newMemory("Made alone"))));
      const defaults = ({ summary, sentiment, accessCount, lastAccessedAt, sourceThreadId, archived, validTo, supersededBy }: Memory) => ({ summary, sentiment, accessCount, lastAccessedAt, sourceThreadId, archived, validTo, supersededBy });
      for (const memory of created) {
        assertDecodes(Memory, memory);
        expect(defaults(memory)).toEqual(defaults(single));
        expect(memory).toMatchObject({ userId: user, createdAt: created[0]!.createdAt, updatedAt: created[0]!.createdAt });
        expect(await run(memories((repository) => repository.get(user, memory.id)))).toEqual(memory);
      }
      expect((await run(memories((repository) => repository.list(user, { entity: "lisboa" })))).items.map((memory) => memory.id)).toEqual([created[0]!.id]);
      expect(await run(memories((repository) => repository.createMany(user, [])))).toEqual([]);

      const other = await harness.newUser();
      const good = newMemory("Fine");
      await fails(memories((repository) => repository.createMany(other, [good, newMemory("   ")])), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.createMany(other, [good, newMemory("Taken", { id })])), "Conflict", "CONFLICT");
      const repeated = freshId<MemoryId>();
      await fails(memories((repository) => repository.createMany(other, [newMemory("a", { id: repeated }), newMemory("b", { id: repeated })])), "Conflict", "CONFLICT");
      const tooMany = Array.from({ length: Limits.batchItemsMax + 1 }, (_, index) => newMemory(`Memory ${index}`));
      await fails(memories((repository) => repository.createMany(other, tooMany)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      expect((await run(memories((repository) => repository.list(other, { includeArchived: true })))).items).toEqual([]);
      await fails(memories((repository) => repository.createMany(unknownId<UserId>(), [good])), "NotFound", "NOT_FOUND");
    });

    it("deletes by creation range or all, with their chunks and the summaries that held them, and only the user's", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const made: Memory[] = [];
      for (const text of ["um", "dois", "três"]) made.push(await run(memories((repository) => repository.create(user, newMemory(text)))));
      const theirs = await run(memories((repository) => repository.create(stranger, newMemory("alheio"))));
      const middle = made[1]!.createdAt;
      const deleted = await run(memories((repository) => repository.deleteMany(user, { from: middle, to: middle })));
      expect(deleted).toEqual([made[1]!.id]);
      await fails(memories((repository) => repository.get(user, made[1]!.id)), "NotFound", "NOT_FOUND");
      const rest = await run(memories((repository) => repository.deleteMany(user, {})));
      expect([...rest].sort()).toEqual([made[0]!.id, made[2]!.id].sort());
      expect((await run(memories((repository) => repository.list(user, { includeArchived: true })))).items).toEqual([]);
      expect(await run(memories((repository) => repository.get(stranger, theirs.id)))).toEqual(theirs);
      expect(await run(memories((repository) => repository.getMany(user, [theirs.id, unknownId()])))).toEqual([]);
      expect(await run(memories((repository) => repository.getMany(stranger, [theirs.id, theirs.id])))).toEqual([theirs]);
    });

    it("lists newest first with filters, hides archived unless asked, and walks every page once", async () => {
      const user = await harness.newUser();
      const work = await run(memories((repository) => repository.create(user, newMemory("trabalho", { context: "work", type: "goal" }))));
      const family = await run(memories((repository) => repository.create(user, newMemory("família", { context: "family", entities: ["João"] }))));
      const archived = await run(memories((repository) => repository.create(user, newMemory("antigo"))));
      await run(memories((repository) => repository.update(user, archived.id, { archived: true })));
      const ids = async (query: Parameters<MemoryRepository["Service"]["list"]>[1]) =>
        (await run(memories((repository) => repository.list(user, query)))).items.map((memory) => memory.id);
      expect(await ids({})).toEqual([family.id, work.id]);
      expect(await ids({ includeArchived: true })).toEqual([archived.id, family.id, work.id]);
      expect(await ids({ context: "work" })).toEqual([work.id]);
      expect(await ids({ type: "goal" })).toEqual([work.id]);
      expect(await ids({ entity: "joão" })).toEqual([family.id]);
      const walked = await walkPages(run, (cursor) => memories((repository) => repository.list(user, { includeArchived: true, limit: 1, cursor })));
      expect(walked.items.map((memory) => memory.id)).toEqual([archived.id, family.id, work.id]);
      for (const cursor of malformedCursors) await fails(memories((repository) => repository.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
    });

    it("lists only the memories told in a creation range, both ends inclusive, and pages within it", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const made: Memory[] = [];
      for (const text of ["um", "dois", "três", "quatro"]) made.push(await run(memories((repository) => repository.create(user, newMemory(text)))));
      await run(memories((repository) => repository.create(stranger, newMemory("alheio"))));
      const [first, second, third, fourth] = made as [Memory, Memory, Memory, Memory];
      const ids = async (query: Parameters<MemoryRepository["Service"]["list"]>[1]) =>
        (await run(memories((repository) => repository.list(user, query)))).items.map((memory) => memory.id);
      expect(await ids({ createdFrom: second.createdAt, createdTo: third.createdAt })).toEqual([third.id, second.id]);
      expect(await ids({ createdFrom: third.createdAt })).toEqual([fourth.id, third.id]);
      expect(await ids({ createdTo: first.createdAt })).toEqual([first.id]);
      expect(await ids({ createdFrom: new Date(fourth.createdAt.getTime() + 1) })).toEqual([]);
      const walked = await walkPages(run, (cursor) =>
        memories((repository) => repository.list(user, { createdFrom: second.createdAt, createdTo: fourth.createdAt, limit: 1, cursor })),
      );
      expect(walked.items.map((memory) => memory.id)).toEqual([fourth.id, third.id, second.id]);
    });

    it("rejects bad input and never lets another user read, list, change, access or delete a memory", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(memories((repository) => repository.create(owner, newMemory("meu"))));
      await fails(memories((repository) => repository.create(owner, newMemory(""))), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.create(owner, newMemory("x".repeat(Limits.memoryChars + 1)))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(memories((repository) => repository.create(owner, newMemory("x", { importance: 11 }))), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.create(owner, newMemory("x", { type: "rumour" as never }))), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.get(owner, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.recordAccess(owner, [malformedId()], new Date())), "InvalidInput", "INVALID_INPUT");
      await fails(memories((repository) => repository.delete(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(memories((repository) => repository.get(stranger, mine.id)), "NotFound", "NOT_FOUND");
      await fails(memories((repository) => repository.update(stranger, mine.id, { content: "x" })), "NotFound", "NOT_FOUND");
      await fails(memories((repository) => repository.delete(stranger, mine.id)), "NotFound", "NOT_FOUND");
      await run(memories((repository) => repository.recordAccess(stranger, [mine.id], new Date())));
      expect((await run(memories((repository) => repository.list(stranger, { includeArchived: true })))).items).toEqual([]);
      expect(await run(memories((repository) => repository.get(owner, mine.id)))).toEqual(mine);
    });
  });
};
