import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "what's my longest running streak?", "quantos dias seguidos corri?": the days in a row whose entries mention it.

const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

/** Twenty days written every day: running on days 2–5 and 10–16 (the longest) and the last two, 18 and 19. */
const ranOn = new Set([2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16, 18, 19]);
const entries = (ran: string, rested: string): FixtureEntry[] => Array.from({ length: 20 }, (_, index) => ({ date: dayOf(index), content: ranOn.has(index) ? ran : rested }));

const streakOf = async (journal: FixtureEntry[], query: string | undefined) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(journal);
      return (yield* countMentions.run(query === undefined ? {} : { query }, contextFor(userId, "2024-01-20T12:00:00Z"))).data.mentionStreak;
    }),
  );

describe("the run of days mentioning a topic", () => {
  it("finds the longest run of running days and the current one, not the writing streak", async () => {
    expect(await streakOf(entries("Went running by the river before work.", "Quiet day at the office."), "running")).toEqual({
      longest: { from: dayOf(10), to: dayOf(16), days: 7 },
      current: 2,
    });
  });

  it("finds them in Portuguese entries", async () => {
    expect(await streakOf(entries("Fui correr à beira-rio antes do trabalho.", "Dia calmo no escritório."), "correr")).toEqual({
      longest: { from: dayOf(10), to: dayOf(16), days: 7 },
      current: 2,
    });
  });

  it("has no run when nothing mentions it, and none without a query", async () => {
    const journal = entries("Quiet day at the office.", "Quiet day at the office.");
    expect(await streakOf(journal, "running")).toEqual({ longest: null, current: 0 });
    expect(await streakOf(journal, undefined)).toBeUndefined();
  });
});
