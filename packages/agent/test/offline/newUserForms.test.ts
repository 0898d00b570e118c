import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Everyday forms a new person uses of their journal, in English, European and Brazilian Portuguese: "we" and "a gente"
// for oneself, "do you think" / "você acha que" around the question, "last time" said at the end, and two doings
// compared by their verbs.

const now = new Date("2026-11-30T11:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("where one goes most, said as 'we', 'a gente' or 'frequent'", () => {
  it.each(["where do we go most?", "what places do I frequent?", "onde a gente mais vai?", "que sítios frequento?", "quais lugares a gente mais frequenta?"])(
    "%s ranks the places",
    async (question) => {
      expect((await callsOf(question)).map(([name, args]) => [name, args["kind"]])).toEqual([["rank_names", "place"]]);
    },
  );
});

describe("how long one has had something, said as 'we' or 'faz quanto tempo'", () => {
  it.each(["how long have we had Biscuit?", "faz quanto tempo que eu tenho o Biscuit?", "faz quanto tempo que a gente tem o Biscuit?"])(
    "%s counts from the first entry naming it",
    async (question) => {
      const [first] = await callsOf(question);
      expect(first).toEqual(["count_mentions", { query: "Biscuit" }]);
    },
  );
});

describe("the asking words around a question are no topic", () => {
  it.each([
    ["how often do you think I run?", "run"],
    ["com que frequência você acha que eu corro?", "corro"],
    ["achas que corro demasiado?", "corro"],
  ])("%s counts %s alone", async (question, query) => {
    const [first] = await callsOf(question);
    expect(first?.[0]).toBe("count_mentions");
    expect(first?.[1]["query"]).toBe(query);
  });
});

describe("the last time, said at the end or of an occasion", () => {
  it.each([
    ["what did I do with Miguel last time?", "Miguel"],
    ["o que fiz com o Miguel da última vez?", "Miguel"],
    ["what did I do on my last birthday?", "birthday"],
    ["o que fiz no meu último aniversário?", "aniversário"],
  ])("%s searches for the latest entries about %s", async (question, query) => {
    expect(await callsOf(question)).toEqual([["search_journal", expect.objectContaining({ query, recencyBoost: true })]]);
  });

  it.each(["what did I write in my last entry?", "o que escrevi na minha última entrada?"])("%s is still the last entry", async (question) => {
    expect(await callsOf(question)).toEqual([["get_recent_entries", { count: 1 }]]);
  });
});

describe("two doings compared by their verbs", () => {
  it.each([
    ["do I read more than I cook?", "read", "cook"],
    ["do I read less than I cook?", "read", "cook"],
    ["costumo ler mais do que cozinhar?", "ler", "cozinhar"],
  ])("%s counts both", async (question, first, second) => {
    expect((await callsOf(question)).map(([name, args]) => [name, args["query"]])).toEqual([
      ["count_mentions", first],
      ["count_mentions", second],
    ]);
  });
});

describe("a place asked about after other words is not a person", () => {
  it.each([
    ["tell me about my trip to Porto", "Porto"],
    ["fala-me da minha viagem ao Porto", "Porto"],
  ])("%s searches the journal for the trip, not the person %s", async (question, place) => {
    const calls = await callsOf(question);
    expect(calls.map(([name]) => name)).toEqual(["search_journal"]);
    expect(String(calls[0]![1]["query"])).toContain(place);
  });

  it.each(["tell me about Rita", "fala-me da Rita"])("%s still asks who Rita is", async (question) => {
    expect((await callsOf(question)).map(([name]) => name)).toContain("get_person");
  });
});

describe("a period said the Brazilian way, in the answer", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
  const data = { count_mentions: { query: "Miguel", mentions: 114, entries: 292, from: "2026-01-01", to: "2026-11-30", first: "2026-01-02", last: "2026-11-30" } };

  it.each([
    ["quantas vezes eu encontrei o Miguel esse ano?", "das 292 entradas esse ano (2026-01-01 a 2026-11-30)"],
    ["how many times did I see Miguel this year?", "of your 292 entries this year (2026-01-01 to 2026-11-30)"],
  ])("%s names the period as said", async (question, said) => {
    const text = await answerWith(question, data);
    expect(text).toContain(said);
    expect(text).not.toContain("em esse");
  });
});

describe("'a gente' for oneself is no topic", () => {
  it.each([
    ["a gente foi pra Sintra esse ano?", "Sintra"],
    ["did we go to Sintra this year?", "Sintra"],
  ])("%s searches for %s alone", async (question, query) => {
    const calls = await callsOf(question);
    expect(calls.map(([, args]) => args["query"])).toContain(query);
    expect(JSON.stringify(calls)).not.toContain("gente");
  });
});
