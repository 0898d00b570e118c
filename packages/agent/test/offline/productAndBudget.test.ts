import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "what is LifeOS?" said "I have nothing remembered about LifeOS", and "I want to track my expenses" searched the journal
// for "track expenses": a newcomer asking what the product is, or for a budget it does not keep, is told plainly.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("what LifeOS is", () => {
  it.each([
    ["what is LifeOS?", "LifeOS keeps your journal, your documents, what you tell me in chat and your investments together"],
    ["what does this app do?", "LifeOS keeps your journal"],
    ["o que é o LifeOS?", "O LifeOS junta o seu diário, os seus documentos, o que me conta na conversa e os seus investimentos"],
    ["o que é que o LifeOS faz?", "O LifeOS junta o seu diário"],
    ["para que serve esta aplicação?", "O LifeOS junta o seu diário"],
  ])("%s says what it is, and that the offline mode is no AI model", async (question, opening) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toMatch(/not an AI model|não um modelo de IA/);
  });
});

describe("a budget, which LifeOS does not keep", () => {
  it.each([
    ["I want to track my expenses", "LifeOS keeps no budget or list of expenses."],
    ["can you track my spending?", "LifeOS keeps no budget or list of expenses."],
    ["quero registar as minhas despesas", "O LifeOS não guarda um orçamento nem uma lista de despesas."],
    ["quero registrar meus gastos", "O LifeOS não guarda um orçamento nem uma lista de despesas."],
    ["consegues acompanhar os meus gastos?", "O LifeOS não guarda um orçamento nem uma lista de despesas."],
  ])("%s says so, and what of money it keeps", async (question, opening) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toMatch(/Portfolio page|página Carteira/);
  });

  it.each(["how much did I spend on coffee?", "I want to track my investments", "quero registar que fui ao ginásio"])("%s is no budget question", async (question) => {
    expect((await ask(question)).text).not.toMatch(/no budget|não guarda um orçamento/);
  });
});
