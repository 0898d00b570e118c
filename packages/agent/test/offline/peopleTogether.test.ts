import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Two people asked of together ("what did I do with Ana and Tom?", "… together?", "… juntos?"): the entries naming both,
// shown naming each; with none naming both, said plainly, and each one's last time instead.

const now = new Date("2024-12-31T20:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const row = (date: string, excerpt: string, confidence = "high") => ({ entryId: `entry-${date}`, date, excerpt, score: 1, confidence });

/** A journal where Ana and Tom are never in one entry: the search of both says so (`apart`), each alone finds theirs. */
const neverTogether = (name: string, args: Record<string, unknown>) => {
  if (name !== "search_journal") return {};
  const query = String(args["query"]);
  if (query === "Ana Tom") return { results: [row("2024-12-20", "Lunch with Ana at Cafe Aurora.", "low"), row("2024-12-18", "Called Tom for an hour.", "low")], confidence: "low", apart: ["ana", "tom"] };
  if (query === "Ana") return { results: [row("2024-11-02", "Walked with Ana in Sintra."), row("2024-12-20", "Lunch with Ana at Cafe Aurora.")], confidence: "high" };
  if (query === "Tom") return { results: [row("2024-12-18", "Called Tom for an hour."), row("2024-12-01", "Climbing with Tom.")], confidence: "high" };
  return { results: [], confidence: "none" };
};

/** A journal where an entry names Ana and Tom in two of its sentences. */
const together = (name: string) =>
  name === "search_journal" ? { results: [row("2024-12-10", "Walked through Sintra with Ana, up to the castle. Did some gardening. Lunch with Tom at Cafe Aurora.")], confidence: "high" } : {};

describe("people asked of together", () => {
  it.each([
    ["when did I last see Ana and Tom together?", true],
    ["quando estive com a Ana e o Tom juntos?", true],
    ["quando foi a última vez que vi a Ana e o Tom juntos?", true],
    ["what did I do with Ana and Tom?", false],
    ["o que fiz com a Ana e o Tom?", false],
  ])("%s searches the entries naming both, not the word “together”", async (question, latest) => {
    const searches = (await ask(question)).calls.filter((call) => call.name === "search_journal").map((call) => JSON.parse(call.arguments) as Record<string, unknown>);
    expect(searches.map((args) => args["query"])).toEqual(["Ana Tom"]);
    expect(searches[0]!["recencyBoost"] === true).toBe(latest);
  });

  it.each([
    ["when did I last see Ana and Tom together?", "No entry names Ana and Tom together", "Ana: the last time was on 2024-12-20", "Tom: the last time was on 2024-12-18"],
    ["what did I do with Ana and Tom?", "No entry names Ana and Tom together", "Ana: the last time was on 2024-12-20", "Tom: the last time was on 2024-12-18"],
    ["quando estive com a Ana e o Tom juntos?", "Nenhuma entrada menciona Ana e Tom juntos", "Ana: a última vez foi em 2024-12-20", "Tom: a última vez foi em 2024-12-18"],
    ["o que fiz com a Ana e o Tom?", "Nenhuma entrada menciona Ana e Tom juntos", "Ana: a última vez foi em 2024-12-20", "Tom: a última vez foi em 2024-12-18"],
  ])("%s says when no entry names both, then each one's last time", async (question, never, ana, tom) => {
    const answer = await answerWith(question, neverTogether);
    expect(answer.startsWith(never)).toBe(true);
    expect(answer.indexOf(ana)).toBeGreaterThan(0);
    expect(answer.indexOf(tom)).toBeGreaterThan(answer.indexOf(ana));
  });

  it.each(["when did I last see Ana and Tom together?", "what did I do with Ana and Tom?", "quando estive com a Ana e o Tom juntos?", "o que fiz com a Ana e o Tom?"])(
    "%s shows, of an entry naming both in two sentences, the sentence of each",
    async (question) => {
      const answer = await answerWith(question, together);
      expect(answer).toMatch(/with Ana, up to the castle\. … Lunch with Tom/u);
    },
  );
});

describe("whether one saw either of two people in a period", () => {
  /** Sofia in yesterday's entry, Tom not. */
  const yesterday = (name: string, args: Record<string, unknown>) =>
    name === "search_journal" && args["query"] === "Sofia" ? { results: [row("2024-12-30", "Called Sofia and we talked for an hour.")], confidence: "high" } : { results: [], confidence: "none" };

  it.each(["did I see Tom or Sofia yesterday?", "vi o Tom ou a Sofia ontem?", "did I see Tom and Sofia yesterday?", "vi o Tom e a Sofia ontem?", "did i see tom or sofia yesterday?"])(
    "%s looks for each in that day and answers of each by name",
    async (question) => {
      const { ask: askNamed, answerWith: answerNamed } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", names: new Set(["tom", "sofia"]) });
      const searches = (await askNamed(question)).calls.map((call) => JSON.parse(call.arguments) as Record<string, unknown>);
      expect(searches.map((args) => [args["query"], args["from"], args["to"]])).toEqual([
        ["Tom", "2024-12-30", "2024-12-30"],
        ["Sofia", "2024-12-30", "2024-12-30"],
      ]);
      const answer = await answerNamed(question, yesterday);
      expect(answer.indexOf("Sofia:\n")).toBeGreaterThan(answer.indexOf("Tom:\n"));
      expect(answer).toContain("Called Sofia");
    },
  );
});
