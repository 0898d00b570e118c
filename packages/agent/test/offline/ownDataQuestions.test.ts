import { relatedWords } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a new person asks of their own journal: a designer in Matosinhos with a partner and a
// cat (their documents: ownDocumentQuestions.test.ts).

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const entry = (date: string, content: string) => ({ entryId: date, date, title: null, content });

describe("a topic asked of a day or span with no entry at all", () => {
  /** A journal whose latest entry is from 27 November and which has none since. */
  const journal = (name: string, args: Record<string, unknown>) => {
    switch (name) {
      case "search_journal":
        return { results: [], confidence: "none" };
      case "get_entry":
        return args["date"] === "2026-11-27"
          ? { entries: [entry("2026-11-27", "Good day at work. Paulo praised the accessibility audit.")] }
          : { entries: [], nearestDates: { before: "2026-11-27", after: null } };
      case "get_recent_entries":
        return { entries: [] };
      default:
        return {};
    }
  };

  it.each([
    ["what did I write about work yesterday?", "There is no journal entry on 2026-11-28, so there is nothing about “work” to read then."],
    ["o que escrevi sobre o trabalho ontem?", "Não há nenhuma entrada no diário em 2026-11-28, por isso não há nada sobre «trabalho» para ler."],
  ])("%s says there is no entry that day, not that the topic is missing", async (question, said) => {
    const text = await answerWith(question, journal);
    expect(text).toContain(said);
    expect(text).toMatch(/2026-11-27/);
    expect(text).not.toMatch(/I found nothing about|Não encontrei nada sobre/);
  });

  it.each([
    ["what did I write about the gym this week?", "There is no journal entry this week (2026-11-23 to 2026-11-29)"],
    ["o que escrevi sobre o ginásio esta semana?", "Não há nenhuma entrada no diário esta semana (2026-11-23 a 2026-11-29)"],
  ])("%s says there is no entry in the span", async (question, said) => {
    expect(await answerWith(question, journal)).toContain(said);
  });

  it.each([
    ["what did I write about my knee on November 27?", "I found nothing about “knee” in your journal on 2026-11-27.", "On 2026-11-27 you wrote one entry"],
    ["o que escrevi sobre o joelho a 27 de novembro?", "Não encontrei nada sobre «joelho» no diário em 2026-11-27.", "Em 2026-11-27 escreveu uma entrada"],
  ])("%s, a day with an entry on something else, says nothing about the topic and how the day's entry begins", async (question, nothing, wrote) => {
    const text = await answerWith(question, journal);
    expect(text).toContain(nothing);
    expect(text).toContain(wrote);
  });

  it("does not look for entries when the search over the day found something", async () => {
    const { calls } = await ask("what did I write about work yesterday?");
    expect(calls.map((call) => call.name)).toEqual(["search_journal"]);
    const text = await answerWith("what did I write about work yesterday?", (name) =>
      name === "search_journal" ? { results: [row("2026-11-28", "Long meeting at work about the launch.")], confidence: "high" } : { entries: [] },
    );
    expect(text).toContain("Long meeting at work");
    expect(text).not.toContain("no journal entry");
  });
});

describe("the words related to a word that is itself a topic's", () => {
  it.each([
    ["car", "carro", "work"],
    ["carro", "car", "trabalho"],
  ])("%s is a car, not a career", (word, translation, other) => {
    const related = relatedWords(word);
    expect(related).toContain(translation);
    expect(related).not.toContain(other);
  });
});

/** A passage of a document as `search_knowledge_base` returns it. */
describe("an event that happened is the journal's, not a fact to recall", () => {
  it.each(["how was my birthday?", "como foi o meu aniversário?", "what did Tomás cook for my birthday?", "o que cozinhou o Tomás no meu aniversário?", "quando é que discuti com o Tomás?"])(
    "%s searches the journal",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => call.name)).toEqual(["search_journal"]);
    },
  );

  it.each(["when is Susana's birthday?", "quando é o aniversário da Susana?"])("%s is still recalled", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toContain("search_memories");
  });
});

describe("an argument, however it is written", () => {
  it.each([
    ["quando é que discuti com o Tomás?", "discussão"],
    ["when did I argue with Tomás?", "discussão"],
  ])("%s searches the words for an argument in both languages", async (question, word) => {
    const { calls } = await ask(question);
    const search = calls.find((call) => call.name === "search_journal");
    expect(JSON.stringify(JSON.parse(search!.arguments).related)).toContain(word);
  });
});
