import { describe, expect, it } from "vitest";
import { resolveDateRange } from "../src/index.js";
import { everySkill, offlineConversation } from "./support/offlineConversation.js";

// "Since New Year" read 31 December in English and 1 January in Portuguese, and "a véspera de Ano Novo" read New Year's
// Day. New Year's Day is 1 January in both languages; its eve, however it is named, 31 December.

// Thursday 3 December 2026, in Lisbon.
const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const range = (text: string) => {
  const resolved = resolveDateRange(text, now, timeZone);
  return resolved && { from: resolved.from, to: resolved.to };
};

describe("New Year and its eve, in either language", () => {
  it.each([
    ["What did I write since New Year?", "O que escrevi desde o Ano Novo?", { from: "2026-01-01", to: "2026-12-03" }],
    ["How have I been since New Year's?", "Como tenho andado desde o ano novo?", { from: "2026-01-01", to: "2026-12-03" }],
    ["How was New Year?", "Como foi o Ano Novo?", { from: "2026-01-01", to: "2026-01-01" }],
    ["What did I do over new years?", "O que fiz no dia de Ano Novo?", { from: "2026-01-01", to: "2026-01-01" }],
    ["What did I do on New Year's Eve?", "O que fiz na véspera de Ano Novo?", { from: "2025-12-31", to: "2025-12-31" }],
    ["How was New Year's Eve?", "Como foi o Réveillon?", { from: "2025-12-31", to: "2025-12-31" }],
  ])("%s / %s", (english, portuguese, expected) => {
    expect([range(english), range(portuguese)]).toEqual([expected, expected]);
  });

  it.each(["happy new year!", "feliz ano novo!", "my new year's resolution is to read more"])("%s names no day", (text) => {
    expect(range(text)).toBeNull();
  });

  const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["how many days until New Year's Eve?", "28 days until 2026-12-31 (Thursday)."],
    ["quantos dias faltam para a véspera de Ano Novo?", "Faltam 28 dias para 2026-12-31 (quinta-feira)."],
    ["quantos dias faltam para a passagem de ano?", "Faltam 28 dias para 2026-12-31 (quinta-feira)."],
    ["how many days since New Year?", "It has been 336 days since 2026-01-01 (Thursday)."],
    ["quantos dias passaram desde o Ano Novo?", "Passaram 336 dias desde 2026-01-01 (quinta-feira)."],
  ])("%s counts to the day named", async (question, answer) => {
    expect(await ask(question)).toEqual({ calls: [], text: answer });
  });
});
