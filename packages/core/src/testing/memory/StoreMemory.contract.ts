import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import { Embedder } from "../../ai/Embedder.js";
import type { Memory, NewMemory } from "../../memory/memory.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { Predicates } from "../../memory/predicates.js";
import { storeMemory } from "../../memory/storeMemory.js";
import type { StorageHarness } from "../storage/harness.js";

/** An embedder that gives no vectors: memories are kept for keyword search alone. */
const noVectors = Embedder.of({ info: { model: "none", dimensions: 0, offline: true }, embed: () => Effect.succeed([]) });

/** "<subject> is my <kind>" as the extractor keeps it: a relationship memory with its triple. */
const relation = (content: string, subject: string, kind: string): NewMemory => ({
  content,
  type: "relationship",
  context: "personal",
  importance: 8,
  triple: { subject, predicate: Predicates.relationshipToUser, object: kind },
});

const firstTold = new Date("2026-11-20T10:00:00.000Z");
const laterTold = new Date("2026-12-02T10:00:00.000Z");

/**
 * Storing memories through `storeMemory` against real storage: a new holder of a relation had one at a time (a dentist,
 * a boss) closes the one before in the same write, kept as history; a friend or a brother more closes nothing.
 */
export const storeMemoryContract = (harness: StorageHarness): void => {
  describe("storeMemory", () => {
    const { run } = harness;
    const store = (user: UserId, memory: NewMemory, now: Date) => run(Effect.provideService(storeMemory(user, memory, { now, timeZone: "Europe/Lisbon" }), Embedder, noVectors));
    const all = async (user: UserId): Promise<ReadonlyArray<Memory>> => (await run(MemoryRepository.use((repository) => repository.list(user, { limit: 50 })))).items;
    const current = async (user: UserId) => (await all(user)).filter((memory) => memory.validTo === null).map((memory) => memory.content).sort();

    it.each([
      ["my dentist", relation("Dr. Lopes is my dentist", "Dr. Lopes", "dentist"), relation("Dr. Costa is my dentist", "Dr. Costa", "dentist")],
      ["o meu dentista", relation("Dr. Lopes é meu dentista", "Dr. Lopes", "dentist"), relation("Dr. Costa é meu dentista", "Dr. Costa", "dentista")],
      ["a minha chefe", relation("Rita é minha chefe", "Rita", "boss"), relation("Marta é minha chefe", "Marta", "boss")],
    ])("a new holder of a relation had one at a time closes the earlier one, kept as history: %s", async (_said, first, second) => {
      const user = await harness.newUser();
      const earlier = await store(user, first, firstTold);
      const newer = await store(user, second, laterTold);
      expect(newer).toMatchObject({ kind: "created", closed: [earlier.memory.id] });
      expect(await current(user)).toEqual([second.content]);
      const closed = await run(MemoryRepository.use((repository) => repository.get(user, earlier.memory.id)));
      expect(closed).toMatchObject({ content: first.content, validTo: laterTold, supersededBy: newer.memory.id });
    });

    it.each([
      ["my dentist", relation("Dr. Costa is my dentist", "Dr. Costa", "dentist")],
      ["o meu dentista", relation("Dr. Costa é meu dentista", "Dr. Costa", "dentist")],
    ])("the same holder told again closes nothing: %s", async (_said, told) => {
      const user = await harness.newUser();
      await store(user, relation("Dr. Lopes is my dentist", "Dr. Lopes", "dentist"), firstTold);
      const costa = await store(user, told, new Date(firstTold.getTime() + 60_000));
      const again = await store(user, told, laterTold);
      expect(again).toMatchObject({ kind: "skipped", closed: [] });
      expect(await current(user)).toEqual([told.content]);
      expect((await all(user)).map((memory) => memory.id)).toContain(costa.memory.id);
    });

    it.each([
      ["my friend", relation("Tom is my friend", "Tom", "friend"), relation("Ana is my friend", "Ana", "friend")],
      ["o meu irmão", relation("Pedro é meu irmão", "Pedro", "brother"), relation("João é meu irmão", "João", "irmão")],
    ])("a relation had several of keeps every holder current: %s", async (_said, first, second) => {
      const user = await harness.newUser();
      await store(user, first, firstTold);
      expect(await store(user, second, laterTold)).toMatchObject({ kind: "created", closed: [] });
      expect(await current(user)).toEqual([first.content, second.content].sort());
    });

    it.each([
      ["my dentist", relation("Dr. Lopes is my dentist", "Dr. Lopes", "dentist"), relation("Dr. Costa is my dentist", "Dr. Costa", "dentist")],
      ["a minha chefe", relation("Rita é minha chefe", "Rita", "boss"), relation("Marta é minha chefe", "Marta", "boss")],
    ])("a holder told earlier but learnt after a later one is kept as history, and the later one stays current: %s", async (_said, first, second) => {
      const user = await harness.newUser();
      const newer = await store(user, second, laterTold);
      const older = await store(user, first, firstTold);
      expect(older).toMatchObject({ kind: "created", closed: [], memory: { validFrom: firstTold, validTo: laterTold } });
      expect(await current(user)).toEqual([second.content]);
      expect(await run(MemoryRepository.use((repository) => repository.get(user, newer.memory.id)))).toMatchObject({ validFrom: laterTold, validTo: null });
    });

    it("deleting the newer holder leaves the earlier one as history, and the next holder told is current alone", async () => {
      const user = await harness.newUser();
      const lopes = await store(user, relation("Dr. Lopes is my dentist", "Dr. Lopes", "dentist"), firstTold);
      const costa = await store(user, relation("Dr. Costa é meu dentista", "Dr. Costa", "dentist"), laterTold);
      await run(MemoryRepository.use((repository) => repository.delete(user, costa.memory.id)));
      expect((await all(user)).map((memory) => [memory.id, memory.validTo])).toEqual([[lopes.memory.id, laterTold]]);
      const reis = await store(user, relation("Dr. Reis is my dentist", "Dr. Reis", "dentist"), new Date(laterTold.getTime() + 60_000));
      expect(reis).toMatchObject({ kind: "created", closed: [] });
      expect(await current(user)).toEqual(["Dr. Reis is my dentist"]);
    });
  });
};
