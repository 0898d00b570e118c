import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How many days can I work remotely?" asks what a contract or a policy grants: the documents say it. "How many times
// did I work remotely?" asks what happened: the journal counts it.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => ({ name: call.name, args: JSON.parse(call.arguments) as Record<string, unknown> }));

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, title: heading, page: null, heading, text, citation: `[${name}]` });

describe("how many a rule allows, against how many times something happened", () => {
  it.each([
    "how many days can I work remotely?",
    "quantos dias posso trabalhar em casa?",
    "how many pets am I allowed?",
    "a quantos dias de férias tenho direito?",
    "how many days do I have to report a repair?",
    "quantos dias tenho para comunicar uma reparação?",
    "how many guests may we have over?",
    "quantas faltas posso dar por ano?",
  ])("%s searches the documents", async (question) => {
    const calls = await callsOf(question);
    expect(calls.map((call) => call.name)).toContain("search_knowledge_base");
    expect(calls.map((call) => call.name)).not.toContain("count_mentions");
    const query = String(calls.find((call) => call.name === "search_knowledge_base")?.args["query"]);
    expect(query).not.toMatch(/\b(?:allowed|direito|can|posso)\b/);
  });

  it.each(["how many times did I work remotely this year?", "quantas vezes trabalhei em casa este ano?", "how many days did I go to the gym in March?"])(
    "%s counts the journal's entries",
    async (question) => {
      expect((await callsOf(question)).map((call) => call.name)).toContain("count_mentions");
    },
  );

  it("quotes the clause that says how many", async () => {
    const clause = passage("contract.md", "Remote work", "The employee may work remotely up to two days a week.");
    const text = await answerWith("how many days can I work remotely?", (name) => (name === "search_knowledge_base" ? { passages: [clause], found: "some" } : {}));
    expect(text).toContain("may work remotely up to two days a week");
  });
});

describe("how many a rule allows, said in common words", () => {
  it.each([
    ["how many days off do I get per year?", "days off"],
    ["how many people can live in the flat?", "people live flat"],
    ["quantas pessoas podem viver no apartamento?", "pessoas viver apartamento"],
    ["quantos meses de caução tenho de pagar?", "caução pagar"],
  ])("%s searches the documents for %s", async (question, query) => {
    const calls = await callsOf(question);
    expect(calls.find((call) => call.name === "search_knowledge_base")?.args["query"]).toBe(query);
  });
});
