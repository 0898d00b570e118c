import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "How much is my rent?" with a memory that names the rent but no amount: the documents are asked, not the memory quoted.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("an amount asked of what is remembered", () => {
  const namesTheRent = systemWith([storedMemory("Preciso de pagar a renda (1 de dezembro de 2026)", "task", "2026-11-29"), storedMemory("I need to pay the rent (1 December 2026)", "task", "2026-11-28")]);

  it.each(["How much is my rent?", "quanto pago de renda?", "Quanto é a renda?"])("is looked for in the documents when no fact holds one: %s", async (question) => {
    const { calls, text } = await ask(question, namesTheRent);
    expect(text).toBe("");
    expect(calls.map((call) => call.name)).toContain("search_knowledge_base");
  });

  it.each([
    ["How much is my rent?", "My rent is 950 euros a month"],
    ["quanto é a minha renda?", "A minha renda é 950 euros por mês"],
  ])("is answered from a fact that holds it: %s", async (question, fact) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(fact, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain("950 euros");
  });
});
