import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import type { ReflectionResult } from "../../reflection/reflection.js";
import { SavedReflection } from "../../reflection/reflection.js";
import { ReflectionRepository } from "../../reflection/ReflectionRepository.js";
import { malformedId, newEntry, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const reflections = <A, E>(f: (repository: ReflectionRepository["Service"]) => Effect.Effect<A, E>) => ReflectionRepository.use(f);

const resultOf = (summary: string): ReflectionResult => ({
  summary,
  themes: ["trabalho", "sono"],
  mood: "stressed",
  prompts: [{ text: "List what is within your control", source: "stoic", rationale: "Touches on work." }],
  advice: "One concrete step: write three lines tonight.",
  warnings: ["No AI model was used."],
  trace_id: "trace-1",
});

export const reflectionRepositoryContract = (harness: StorageHarness): void => {
  describe("ReflectionRepository", () => {
    const { run, fails } = harness;
    const entryOf = async (user: UserId) => (await run(JournalEntryRepository.use((entries) => entries.create(user, newEntry("2024-05-01", "A long day"))))).id;

    it("saves a reflection on an entry or a text, reads it back exactly, lists newest first and by entry, and deletes", async () => {
      const user = await harness.newUser();
      const entryId = await entryOf(user);
      const onEntry = await run(reflections((repository) => repository.save(user, { entryId, result: resultOf(unicodeText) })));
      const onText = await run(reflections((repository) => repository.save(user, { entryId: null, result: { ...resultOf("pasted"), warnings: undefined } })));
      expect(assertDecodes(SavedReflection, onEntry).result).toEqual(resultOf(unicodeText));
      expect(Option.getOrThrow(await run(reflections((repository) => repository.get(user, onEntry.id))))).toEqual(onEntry);
      expect((await run(reflections((repository) => repository.list(user)))).map((reflection) => reflection.id)).toEqual([onText.id, onEntry.id]);
      expect((await run(reflections((repository) => repository.list(user, { entryId })))).map((reflection) => reflection.id)).toEqual([onEntry.id]);
      expect(await run(reflections((repository) => repository.list(user, { limit: 1 })))).toHaveLength(1);
      await run(reflections((repository) => repository.delete(user, onText.id)));
      expect(Option.isNone(await run(reflections((repository) => repository.get(user, onText.id))))).toBe(true);
      await fails(reflections((repository) => repository.delete(user, onText.id)), "NotFound", "NOT_FOUND");
    });

    it("keeps one reflection per (user, entry, request key), answering a repeat with the one kept first, even when saves run at once", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const entryId = await entryOf(user);
      const secondEntry = await entryOf(user);
      const first = await run(reflections((repository) => repository.save(user, { entryId, result: resultOf("first"), requestKey: "click-1" })));
      const repeat = await run(reflections((repository) => repository.save(user, { entryId, result: resultOf("again"), requestKey: "click-1" })));
      expect(repeat).toEqual(first);
      expect(Option.getOrThrow(await run(reflections((repository) => repository.getByRequestKey(user, entryId, "click-1"))))).toEqual(first);
      expect(Option.isNone(await run(reflections((repository) => repository.getByRequestKey(user, entryId, "click-2"))))).toBe(true);
      expect(Option.isNone(await run(reflections((repository) => repository.getByRequestKey(other, entryId, "click-1"))))).toBe(true);

      const together = await Promise.all(
        ["a", "b", "c"].map((summary) => run(reflections((repository) => repository.save(user, { entryId, result: resultOf(summary), requestKey: "click-2" })))),
      );
      expect(new Set(together.map((saved) => saved.id)).size).toBe(1);
      const onOtherEntry = await run(reflections((repository) => repository.save(user, { entryId: secondEntry, result: resultOf("x"), requestKey: "click-1" })));
      const withoutKey = await run(reflections((repository) => repository.save(user, { entryId, result: resultOf("no key") })));
      expect(onOtherEntry.id).not.toBe(first.id);
      expect((await run(reflections((repository) => repository.list(user, { entryId })))).map((reflection) => reflection.id).sort()).toEqual(
        [first.id, together[0]!.id, withoutKey.id].sort(),
      );
      await fails(reflections((repository) => repository.save(user, { entryId, result: resultOf("x"), requestKey: "has space" })), "InvalidInput", "INVALID_INPUT");
      await fails(reflections((repository) => repository.save(user, { entryId, result: resultOf("x"), requestKey: "k".repeat(201) })), "InvalidInput", "INVALID_INPUT");
    });

    it("keeps each user's reflections to that user", async () => {
      const owner = await harness.newUser();
      const other = await harness.newUser();
      const saved = await run(reflections((repository) => repository.save(owner, { entryId: null, result: resultOf("mine") })));
      expect(Option.isNone(await run(reflections((repository) => repository.get(other, saved.id))))).toBe(true);
      expect(await run(reflections((repository) => repository.list(other)))).toEqual([]);
      await fails(reflections((repository) => repository.delete(other, saved.id)), "NotFound", "NOT_FOUND");
      const ownersEntry = await entryOf(owner);
      await fails(reflections((repository) => repository.save(other, { entryId: ownersEntry, result: resultOf("x") })), "NotFound", "NOT_FOUND");
    });

    it("deletes an entry's reflections with the entry", async () => {
      const user = await harness.newUser();
      const entryId = await entryOf(user);
      const saved = await run(reflections((repository) => repository.save(user, { entryId, result: resultOf("gone soon") })));
      await run(JournalEntryRepository.use((entries) => entries.delete(user, entryId)));
      expect(Option.isNone(await run(reflections((repository) => repository.get(user, saved.id))))).toBe(true);
      expect(await run(reflections((repository) => repository.list(user)))).toEqual([]);
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      await fails(reflections((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(reflections((repository) => repository.list(user, { limit: 0 })), "InvalidInput", "INVALID_INPUT");
      await fails(reflections((repository) => repository.save(user, { entryId: unknownId(), result: resultOf("x") })), "NotFound", "NOT_FOUND");
      await fails(reflections((repository) => repository.save(user, { entryId: null, result: { ...resultOf("x"), mood: "happy" as never } })), "InvalidInput", "INVALID_INPUT");
      await fails(reflections((repository) => repository.save(unknownId(), { entryId: null, result: resultOf("x") })), "NotFound", "NOT_FOUND");
    });
  });
};
