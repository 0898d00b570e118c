import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now, timeZone: "Europe/Lisbon" });

/** Two entries about moving: a friend's, years before, and the person's own moving day on 2024-02-03. */
const found = {
  confidence: "high",
  results: [
    { entryId: "e1", date: "2022-07-20", excerpt: "Farewell dinner for Sofia, who is moving to Berlin.", score: 1, confidence: "high" },
    { entryId: "e2", date: "2024-02-03", excerpt: "Pleasant day, mostly calm. Moving day: we carried boxes into our new flat all day.", score: 0.9, confidence: "high" },
  ],
};
const compared = (first: number, second: number) => (name: string, args: Record<string, unknown>) =>
  name === "search_journal" ? found : name === "compare_time_periods" ? { metric: args["metric"], first: { ...(args["first"] as object), average: first, count: 40 }, second: { ...(args["second"] as object), average: second, count: 50 } } : {};

describe("the mood before and after an event the journal records", () => {
  it.each([
    ["am I happier since I moved?", "moved"],
    // A life event is searched by the words that tell it in either language, "mudei" among them.
    ["estou mais feliz desde que mudei de casa?", "moved"],
    ["how was my mood before the trip?", "trip"],
    ["como estava o meu humor antes da viagem?", "viagem"],
  ])("%s first looks for the event (%s) in the journal", async (question, query) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)["query"]])).toEqual([["search_journal", query]]);
  });

  it.each([
    ["am I happier since I moved?", "Yes.", "2024-02-03", "from 2023-12-05 to 2024-02-02", "from 2024-02-03 to 2024-05-10"],
    ["estou mais feliz desde que mudei de casa?", "Sim.", "2024-02-03", "de 2023-12-05 a 2024-02-02", "de 2024-02-03 a 2024-05-10"],
  ])("%s compares the 60 days before the latest event with the days since", async (question, verdict, ...parts) => {
    const text = await answerWith(question, compared(48, 66));
    expect(text).toContain("Moving day");
    expect(text).not.toContain("Pleasant day");
    expect(text).not.toContain("Sofia");
    expect(text).toContain(verdict);
    for (const part of parts) expect(text).toContain(part);
  });

  it.each([
    ["was I happier before the move?", "No."],
    ["how was my mood before the trip?", "2024-02-03"],
  ])("%s reads the side asked", async (question, part) => {
    const text = await answerWith(question, compared(48, 66));
    expect(text).toContain(part);
  });

  it("says what it found when the journal holds no such event", async () => {
    const text = await answerWith("como estava o meu humor antes da viagem?", (name) => (name === "search_journal" ? { confidence: "none", results: [] } : {}));
    expect(text).toContain("viagem");
  });
});
