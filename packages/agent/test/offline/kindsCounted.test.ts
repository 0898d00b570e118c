import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now, timeZone: "Europe/Lisbon" });

/** A journal with coffee in 30 entries and wine in 4, of 120: the drink word itself is never written. */
const mentions: Record<string, number> = { coffee: 30, wine: 4 };
const counted = (_name: string, args: Record<string, unknown>) => {
  const query = String(args["query"]);
  const count = ["drink", "bebo"].includes(query) ? 34 : (mentions[query] ?? 0);
  return { query, from: "2023-05-10", to: "2024-05-10", entries: 120, mentions: count, days: count, words: count * 80, firstDate: count > 0 ? "2023-06-01" : null, lastDate: count > 0 ? "2024-05-01" : null, recentDates: count > 0 ? ["2024-05-01"] : [], byMonth: [], perWeek: 0.7, perMonth: 2.8, truncated: false };
};

describe("a word that covers kinds of things", () => {
  it.each(["do I drink too much?", "bebo demasiado?"])("%s counts the drinks, each kind on its own too", async (question) => {
    const { calls } = await ask(question);
    const queries = calls.map((call) => JSON.parse(call.arguments)["query"]);
    expect(queries.slice(1)).toEqual(["coffee", "tea", "wine", "beer", "alcohol"]);
    const related = (JSON.parse(calls[0]!.arguments)["related"] as string[][]).flat();
    expect(related).toEqual(expect.arrayContaining(["coffee", "wine", "cerveja"]));
    expect(related).not.toContain("baby");
  });

  it.each([
    ["do I drink too much?", "By kind: “coffee” in 30 entries and “wine” in 4 entries.", "Never mentioned: tea, beer and alcohol."],
    ["será que eu bebo demasiado?", "Por tipo: «coffee» em 30 entradas e «wine» em 4 entradas.", "Nunca mencionado: tea, beer e alcohol."],
  ])("%s says which kinds the journal holds and which it never mentions", async (question, found, never) => {
    const text = await answerWith(question, counted);
    expect(text).toContain(found);
    expect(text).toContain(never);
  });
});
