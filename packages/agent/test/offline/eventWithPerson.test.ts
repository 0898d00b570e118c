import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how many times did I argue with Carlos?", "quantas vezes briguei com o Carlos?": what was done with the person is
// counted with them, not every entry that names them; merely seeing or calling someone counts the person alone.

const now = new Date("2026-11-30T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const countedQuery = async (question: string) => {
  const { calls } = await ask(question);
  const count = calls.find((call) => call.name === "count_mentions");
  return JSON.parse(count!.arguments) as { query: string; related?: string[][] };
};

describe("something done with a person, counted with them", () => {
  it.each([
    ["how many times did I argue with Carlos?", "argue with Carlos", "briguei"],
    ["how often did I fight with Juliana?", "fight with Juliana", "discussão"],
    ["quantas vezes briguei com o Carlos?", "briguei com Carlos", "argue"],
    ["quantas vezes discuti com a Juliana?", "discuti com Juliana", "fight"],
    ["quantas vezes eu brigo com o Tom?", "brigo com Tom", "argument"],
  ])("%s counts the argument and the person together, in both languages", async (question, query, alternative) => {
    const counted = await countedQuery(question);
    expect(counted.query).toBe(query);
    expect(counted.related!.flat()).toContain(alternative);
  });

  it.each([
    ["how many times did I have coffee with Tom?", "coffee with Tom"],
    ["quantas vezes tomei café com o Tom?", "café com Tom"],
    ["how many times did I have dinner with Ana this year?", "dinner with Ana"],
    ["quantas vezes jantei com a Ana?", "jantei com Ana"],
  ])("%s counts the meal or the drink with the person", async (question, query) => {
    expect((await countedQuery(question)).query).toBe(query);
  });

  it.each([
    ["how often do I see Sofia?", "Sofia"],
    ["quantas vezes vejo a Sofia?", "Sofia"],
    ["quantas vezes encontrei o Paulo?", "Paulo"],
    ["how many times did I meet Paulo this year?", "Paulo"],
  ])("%s counts the person alone (seeing someone is every entry that names them)", async (question, query) => {
    expect((await countedQuery(question)).query).toBe(query);
  });

  it.each([
    ["how many times did I argue with Carlos?", "“argue with Carlos” comes up in 3 of your 59 entries"],
    ["quantas vezes briguei com o Carlos?", "«briguei com Carlos» aparece em 3 das 59 entradas"],
  ])("%s answers with the argument and the person as asked", async (question, expected) => {
    const data = { count_mentions: { query: "", mentions: 3, entries: 59, from: "2026-03-02", to: "2026-11-30", first: "2026-03-08", last: "2026-10-29" } };
    expect(await answerWith(question, data)).toContain(expected);
  });
});

describe("something done to a person or a pet, said without 'with'", () => {
  it.each([
    ["quantas vezes passeei o Biscuit?", "passeei Biscuit"],
    ["how many times did I walk Biscuit?", "walk Biscuit"],
  ])("%s joins the words as said", async (question, query) => {
    expect((await countedQuery(question)).query).toBe(query);
  });
});

describe("the last time something was done with a person", () => {
  const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
  it.each([
    [
      "when did I last cook with Rita?",
      [row("2026-11-20", "Cooked a curry with Rita."), row("2026-11-25", "Called Rita and we talked for an hour."), row("2026-11-28", "Cooked pasta with Sofia.")],
      "The last time was on 2026-11-20: “Cooked a curry with Rita.”",
    ],
    [
      "quando liguei à Rita pela última vez?",
      [row("2026-11-20", "Liguei à Rita e falámos durante uma hora."), row("2026-11-25", "A Rita veio jantar."), row("2026-11-28", "Liguei à Sofia e falámos durante uma hora.")],
      "A última vez foi em 2026-11-20: «Liguei à Rita e falámos durante uma hora.»",
    ],
  ])("%s quotes the latest entry telling both, not the same with someone else nor another outing", async (question, results, expected) => {
    expect(await answerWith(question, { search_journal: { results, confidence: "high" } })).toContain(expected);
  });
});
