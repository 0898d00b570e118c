import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions whose words lean to one domain while what they ask lives in another: the money invested (not the cash),
// what is remembered of a topic of one's own (not only the journal), and the rules of one's home (the documents).

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const names = async (question: string) => (await ask(question)).calls.map((call) => call.name);

describe("the money invested", () => {
  it.each(["how much money do I have invested?", "how much cash have I put in?", "quanto dinheiro tenho investido?", "quanto dinheiro investi?"])(
    "%s asks the portfolio what was put in and what it is worth, not the cash balances",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_performance", { period: "ALL" }], ["get_health_status", {}]]);
    },
  );

  it.each(["how much cash do I have?", "quanto dinheiro tenho em conta?"])("%s still asks for the cash balances", async (question) => {
    expect(await names(question)).toEqual(["get_cash_balances"]);
  });
});

describe("what is remembered of a topic of one's own", () => {
  const memory = (content: string) => ({ content, date: "2026-10-02", dated: false, type: "fact", current: true });
  const data = (name: string) =>
    name === "search_memories"
      ? { memories: [memory("My sister Ana lives in Porto"), memory("A minha mãe faz anos a 12 de maio")] }
      : name === "search_journal"
        ? { results: [{ entryId: "e1", date: "2026-11-20", excerpt: "Dinner with my sister and her kids.", score: 1, confidence: "high" }], confidence: "high" }
        : {};

  it.each([
    ["what do you remember about my family?", "family", "sister", "What you told me about your family:", "- 2026-10-02: Your sister Ana lives in Porto"],
    ["what do you know about my family?", "family", "mother", "What you told me about your family:", "- 2026-10-02: Your sister Ana lives in Porto"],
    ["o que te lembras da minha família?", "família", "irmã", "O que me contou sobre «família»:", "- 2026-10-02: «My sister Ana lives in Porto»"],
    ["o que sabes sobre a minha família?", "família", "mãe", "O que me contou sobre «família»:", "- 2026-10-02: «My sister Ana lives in Porto»"],
  ])("%s searches the memories by the topic and its kin words, and the journal too", async (question, topic, kin, intro, told) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories", "search_journal"]);
    const query = String(JSON.parse(calls[0]!.arguments)["query"]).split(" ");
    expect(query).toContain(topic);
    expect(query).toContain(kin);
    const text = await answerWith(question, data);
    expect(text).toContain(intro);
    expect(text).toContain(told);
    expect(text).toContain("Dinner with my sister and her kids.");
  });

  it.each([
    ["what do you remember about my work?", "I have nothing remembered about your work."],
    ["o que sabes do meu trabalho?", "Não tenho nada guardado sobre «trabalho»."],
  ])("%s says plainly when nothing is remembered", async (question, none) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : name === "search_journal" ? { results: [], confidence: "none" } : {}));
    expect(text).toContain(none);
  });

  it.each(["what do you remember about Ana?", "o que sabes sobre a Ana?"])("%s still asks who the person named is, with what the journal and memories say of them", async (question) => {
    expect(await names(question)).toEqual(["get_person", "search_journal", "search_memories"]);
  });
});

describe("the rules of one's home", () => {
  it.each(["are pets allowed in my flat?", "is smoking permitted in the apartment?", "os animais são permitidos no meu apartamento?", "é proibido fumar em casa?"])(
    "%s searches the documents (a lease, the building's rules) first",
    async (question) => {
      expect(await names(question)).toEqual(["search_knowledge_base"]);
    },
  );
});
