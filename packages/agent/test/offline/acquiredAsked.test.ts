import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When did I get Biscuit?" asks the day a pet or a thing came, which the entries tell with a verb of getting it
// ("we adopted a puppy… His name is Biscuit", "comprei a bicicleta"), not the first entry that happens to name it.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });

const hit = (date: string, excerpt: string, confidence = "high") => ({ entryId: `e-${date}`, date, excerpt, score: 1, confidence });

/** A journal where the dog is named in passing before the entry that tells his coming is found, and a bike only mentioned. */
const told = [
  hit("2025-06-09", "Biscuit met the dog next door and the two of them chased each other around the garden."),
  hit("2025-05-03", "We adopted a puppy today! His name is Biscuit and he already sleeps on Ana's feet."),
  hit("2025-07-01", "Took Biscuit for a walk in Monsanto park."),
];
const mentioned = [hit("2025-09-02", "Rode the Brompton to work, it folds into nothing."), hit("2025-08-20", "Oiled the Brompton's chain.")];

const answer = async (question: string, rows: ReadonlyArray<ReturnType<typeof hit>>) => {
  const made: string[] = [];
  const text = await conversation.answerWith(question, (name) => {
    made.push(name);
    return name === "search_journal" ? { results: rows, confidence: "high" } : {};
  });
  return { calls: made, text };
};

describe("when a pet or a thing came", () => {
  it.each([
    ["When did I get Biscuit?", "It was on 2025-05-03. That day you wrote: “We adopted a puppy today!"],
    ["when did we adopt Biscuit?", "It was on 2025-05-03."],
    ["Quando adotei o Biscuit?", "Foi em 2025-05-03. Nesse dia escreveu: «We adopted a puppy today!"],
    ["Quando é que o Biscuit chegou?", "Foi em 2025-05-03."],
    ["quando chegou o Biscuit?", "Foi em 2025-05-03."],
  ])("%s is the entry that tells the adoption, not the first that names him", async (question, opening) => {
    const { calls, text } = await answer(question, told);
    expect(calls).toEqual(["search_journal"]);
    expect(text.startsWith(opening)).toBe(true);
  });

  it.each([
    ["When did I buy the Brompton?", "I found no entry that tells when Brompton came; the earliest that mentions Brompton is from 2025-08-20"],
    ["Quando comprei a Brompton?", "Não encontrei nenhuma entrada que conte quando Brompton chegou; a mais antiga que menciona Brompton é de 2025-08-20"],
  ])("%s told by no entry says it found only a first mention", async (question, opening) => {
    expect((await answer(question, mentioned)).text.startsWith(opening)).toBe(true);
  });

  it.each(["When did I get married?", "when did I get sick?", "when did I get home?"])("%s is no thing acquired", async (question) => {
    expect((await answer(question, told)).text).not.toMatch(/adopted a puppy|tells when/);
  });
});

describe("when a thing was bought", () => {
  // The journal finds the puppy's adoption by its verb, and holds no laptop: said missing, as the search tool does.
  const searchedFor = async (question: string, thing: string) => {
    const queries: string[] = [];
    const text = await conversation.answerWith(question, (name, args) => {
      queries.push(`${name}: ${String(args["query"])}`);
      if (name === "search_knowledge_base")
        return { passages: [{ documentId: "d1", name: "Laptop invoice.md", page: null, heading: "Invoice", text: `Invoice no. 2025-0311\nInvoice date: 14 March 2025\nItem: ${thing} 14-inch, 1,299.00 EUR`, citation: "[Laptop invoice.md]" }], found: "some" };
      return name === "search_journal" ? { results: told, confidence: "high", missing: String(args["query"]).includes(thing.toLowerCase()) ? [thing.toLowerCase()] : [] } : {};
    });
    return { queries, text };
  };

  it.each([
    ["when did I buy my laptop?", "Laptop"],
    ["quando comprei o portátil?", "Portátil"],
  ])("%s searches for the thing, in the journal and the documents, and names no pet", async (question, thing) => {
    const { queries, text } = await searchedFor(question, thing);
    expect(queries.find((query) => query.startsWith("search_journal"))).toContain(thing.toLowerCase());
    expect(queries.some((query) => query.startsWith("search_knowledge_base"))).toBe(true);
    expect(text).not.toMatch(/Biscuit|seems to be|parece ser/);
    expect(text).toContain("[Laptop invoice.md]");
  });
});

describe("a thing bought that the journal only mentions", () => {
  const passing = [...told, hit("2026-03-01", "Spilled coffee next to my laptop, it survived."), hit("2026-04-07", "O portátil aqueceu tanto que desliguei.")];
  it.each(["when did I buy my laptop?", "quando comprei o portátil?"])("%s quotes no other thing's coming", async (question) => {
    const { text } = await answer(question, passing);
    expect(text).not.toMatch(/adopted a puppy|Biscuit/);
    expect(text).toMatch(/2026-0[34]/);
  });
});

