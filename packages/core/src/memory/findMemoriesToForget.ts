import { Effect } from "effect";
import type { UserId } from "../common/ids.js";
import { withSameWords } from "../search/relatedWords.js";
import { forgetsByMeaning, holdsValueForgotten, sparedFromForgetting } from "./forgetByMeaning.js";
import type { Memory } from "./memory.js";
import { nearInMeaning, retrieveMemories } from "./retrieveMemories.js";

export interface MemoriesToForget {
  /**
   * The memories "forget <query>" means, at most 5, best first: those that share its words or names (in either
   * language) or answer what it means ("forget where I live" → "I live in Lisbon"), never someone else's fact when it
   * asks the person's own ("My sister Ana lives in Porto" stays).
   */
  readonly meant: ReadonlyArray<Memory>;
  /** Memories only near the query in meaning, at most 5: not certain enough to delete without asking which. */
  readonly near: ReadonlyArray<Memory>;
}

/**
 * The memories a request to forget `query` names, found with the recall's own search (history included), with those
 * it only comes near to: a memory goes for sharing the request's words or names or answering what it means, never for
 * being merely near, recent or important. Deletes nothing.
 */
export const findMemoriesToForget = (userId: UserId, query: string, at: { readonly now: Date; readonly timeZone: string }) =>
  Effect.gen(function* () {
    if (query.trim() === "") return { meant: [], near: [] } satisfies MemoriesToForget;
    const found = yield* retrieveMemories(userId, { query: withSameWords(query), limit: 10, now: at.now, timeZone: at.timeZone, includeHistory: true });
    // "forget that I'm allergic to peanuts": the other allergies stay, though they share its words and its meaning.
    const kept = found.hits.filter((hit) => !sparedFromForgetting(query, hit.memory.content) && holdsValueForgotten(query, hit.memory.content));
    const sure = (hit: (typeof kept)[number]) => hit.matchedBy.includes("keyword") || hit.matchedBy.includes("entity") || forgetsByMeaning(query, hit.memory.content);
    return {
      meant: kept.filter(sure).slice(0, 5).map((hit) => hit.memory),
      near: kept.filter((hit) => !sure(hit) && nearInMeaning(hit)).slice(0, 5).map((hit) => hit.memory),
    } satisfies MemoriesToForget;
  });
