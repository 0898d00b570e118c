import { describe, expect, it } from "vitest";
import { conversation, notFound } from "./sampleDocumentsConversation.js";
import { firstQuote } from "./ownDocument.js";

// How a tenant asks of a lease in everyday words: how long it lasts, leaving the home early, what happens if the rent is
// late, who to call when something breaks. The lease says its term, ending and repairs otherwise ("runs for three years",
// "Ending the lease", "Repairs"): the search looks for those, and the answer quotes the clause.

describe("how long a lease runs", () => {
  it.each(["how long does my lease last?", "quanto tempo dura o contrato de arrendamento?", "por quanto tempo é o contrato?", "qual é a duração do arrendamento?"])(
    "%s quotes the lease's term",
    async (asked) => {
      const { text } = await conversation(asked);
      expect(firstQuote(text)).toContain("The lease runs for three years");
      expect(text).not.toMatch(notFound);
    },
  );
});

describe("leaving a rented home early", () => {
  it.each([
    ["how long is my lease?", "can I move out early?"],
    ["quanto tempo dura o contrato de arrendamento?", "e posso sair antes?"],
  ])("after %s, %s quotes the ending clause", async (before, asked) => {
    const { text } = await conversation(before, asked);
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
    expect(text).not.toMatch(notFound);
  });

  it.each([
    "can I leave the flat before the lease ends?",
    "posso sair da casa antes do fim?",
    "posso rescindir o arrendamento?",
    "como denuncio o contrato?",
    // "When … end" asks of the term, but "early" asks of ending before it, which no date answers.
    "when can I end the lease early?",
    "quando posso terminar o contrato antecipadamente?",
    "posso sair antes do fim do contrato?",
  ])("%s quotes the ending clause", async (asked) => {
    const { text } = await conversation(asked);
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
  });

  it.each(["what time can I leave?", "can I leave work early today?", "a que horas posso sair?", "posso sair de casa hoje?", "posso sair de casa antes do jantar?"])("%s is no question of ending an agreement", async (asked) => {
    const { searches } = await conversation(asked);
    expect(searches.map((search) => String(search["query"]))).not.toContainEqual(expect.stringContaining("ending"));
  });
});

describe("what happens if", () => {
  it.each([
    ["what happens if I pay the rent late?", "“happens”"],
    ["o que acontece se eu me atrasar na renda?", "«acontece»"],
  ])("%s neither searches nor names the framing", async (asked, framing) => {
    const { searches, text } = await conversation(asked);
    expect(searches[0]!["query"]).not.toMatch(/happens|acontece/);
    expect(text).not.toContain(framing);
    expect(text).toContain("The monthly rent is 1,150 euros");
  });
});

describe("something broken at home", () => {
  it.each(["who do I call if something breaks?", "what do I do if the fridge breaks down?", "a quem ligo se alguma coisa avariar?", "o que faço se algo se estragar em casa?", "quem arranja se partir alguma coisa?"])(
    "%s quotes the lease's repairs",
    async (asked) => {
      const { text } = await conversation(asked);
      expect(firstQuote(text)).toMatch(/^- \*\*6\. Repairs\*\*/);
      expect(text).not.toMatch(notFound);
    },
  );

  it.each(["I need a break", "what did I do when we broke up?", "preciso de uma pausa", "se eu partir amanhã, o que levo?"])("%s is no repair", async (asked) => {
    const { searches } = await conversation(asked);
    expect(searches.map((search) => String(search["query"]))).not.toContainEqual(expect.stringContaining("repair"));
  });
});

// What the rent is, is how much it is: the clause with the sum answers, before the others that name the rent or the flat
// (the subletting clause names both, and no sum).
describe("a sum asked by the name of what it is", () => {
  it.each(["what is the rent?", "what's the rent for the flat?", "qual é a renda da casa?", "qual é a renda?", "qual é o aluguel do apartamento?", "qual a renda do apartamento?"])(
    "%s quotes the rent's amount first",
    async (asked) => {
      const { text } = await conversation(asked);
      expect(firstQuote(text)).toContain("The monthly rent is 1,150 euros");
      expect(text).not.toContain("sublet");
    },
  );

  it.each([
    ["what is the deposit?", "2,300 euros"],
    ["qual é a caução?", "2,300 euros"],
  ])("%s quotes the sum of the deposit", async (asked, sum) => {
    const { text } = await conversation(asked);
    expect(firstQuote(text)).toContain(sum);
  });
});

// "how much rent do I pay?" asks what the lease says one pays, as "quanto pago de renda?" does: not a sum of the journal.
describe("what one pays, the thing named between 'how much' and the paying", () => {
  it.each(["how much rent do I pay?", "how much rent do I pay for the flat?", "quanto pago de renda pela casa?", "quanto eu pago de aluguel?"])("%s quotes the rent's amount", async (asked) => {
    const { searches, text } = await conversation(asked);
    expect(searches.length).toBeGreaterThan(0);
    expect(firstQuote(text)).toContain("The monthly rent is 1,150 euros");
  });
});
