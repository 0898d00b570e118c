import type { StoredMemory, UserId } from "@lifeos/core";
import { escapeRegExp, MemoryRepository, normalizeText } from "@lifeos/core";
import { Effect } from "effect";
import type { Correction } from "../extraction/correction.js";

/**
 * Ends what a correction puts right ("actually it's shellfish, not peanuts" after "I'm allergic to peanuts"): each
 * current memory that, with the wrong words made right, says what a memory just stored says ("I'm allergic to
 * shellfish") is closed, superseded by it. Returns how many were closed.
 */
export const closeCorrected = (userId: UserId, correction: Correction, stored: ReadonlyArray<StoredMemory>, at: Date) =>
  Effect.gen(function* () {
    const wrong = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(normalizeText(correction.wrong))}(?![\\p{L}\\d])`, "u");
    const right = normalizeText(correction.right);
    const memories = yield* MemoryRepository;
    const current = (yield* memories.list(userId, { limit: 100 })).items.filter((memory) => memory.validTo === null);
    let closed = 0;
    for (const memory of current) {
      const folded = normalizeText(memory.content);
      if (!wrong.test(folded)) continue;
      const made = folded.replace(wrong, right);
      const by = stored.find((kept) => kept.memory.id !== memory.id && normalizeText(kept.memory.content) === made);
      if (by === undefined) continue;
      yield* memories.update(userId, memory.id, { validTo: at, supersededBy: by.memory.id });
      closed += 1;
    }
    return closed;
  });
