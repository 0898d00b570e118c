import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The allocation weighed against a goal shows both and says that a goal here is a savings goal, not a target mix;
// the exposure to currencies as a whole is the allocation by currency.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const allocation = { baseCurrency: "EUR", by: "assetClass", slices: [{ key: "EQUITY", weight: 0.7, value: "7000.00" }, { key: "CASH", weight: 0.3, value: "3000.00" }] };
const goals = { baseCurrency: "EUR", goals: [{ name: "House", progress: 0.25, current: "10000.00", target: "40000.00", deadline: "2030-01-01" }] };

describe("the allocation weighed against a goal", () => {
  it.each(["is my allocation in line with my goal?", "am I on target with my asset mix?", "a minha distribuição está de acordo com o meu objetivo?", "a alocação da carteira cumpre a minha meta?"])(
    "%s: the goals and the allocation",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_goals", {}], ["get_asset_allocation", {}]]);
    },
  );

  it.each([
    ["is my allocation in line with my goal?", /^LifeOS keeps savings goals \(an amount to reach, by a date if you like\), not a target mix of assets.*\nSavings goals:\n- House: 25\.00% \(10,000\.00 EUR \/ 40,000\.00 EUR\), 2030-01-01\n\nAllocation by asset class:\n- Stocks: 70\.00%/s],
    ["a minha distribuição está de acordo com o meu objetivo?", /^O LifeOS guarda metas de poupança .*não uma distribuição-alvo.*\nMetas de poupança:\n- House: 25,00% .*\n\nDistribuição por classe de ativo:\n- Ações: 70,00%/s],
  ])("%s: what a goal is here, then both", async (question, answer) => {
    expect(await answerWith(question, { get_goals: goals, get_asset_allocation: allocation })).toMatch(answer);
  });

  it.each([
    ["is my allocation in line with my goal?", "LifeOS keeps savings goals (an amount to reach, by a date if you like), not a target mix of assets, so it cannot say whether your allocation matches one; here are your goals and how your money is spread.\nNo savings goals are set in the portfolio yet."],
    ["a minha distribuição está de acordo com o meu objetivo?", "O LifeOS guarda metas de poupança (um valor a atingir, com data se quiser), não uma distribuição-alvo dos ativos, por isso não consegue dizer se a sua distribuição corresponde a uma; eis as suas metas e como o seu dinheiro está distribuído.\nAinda não há metas de poupança definidas na carteira."],
  ])("%s with none set: what a goal is here, and that none is set", async (question, answer) => {
    expect(await answerWith(question, { get_goals: { baseCurrency: "EUR", goals: [] }, get_asset_allocation: allocation })).toMatch(new RegExp(`^${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n\n`));
  });
});

describe("the exposure to currencies", () => {
  it.each(["what's my currency exposure?", "how exposed am I to other currencies?", "qual é a minha exposição cambial?", "qual é a minha exposição a moedas estrangeiras?"])("%s: the allocation by currency", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
  });
});
