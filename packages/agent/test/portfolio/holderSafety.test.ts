import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Whether money is safe at a broker or bank is no figure of the portfolio: the offline model says it cannot judge it,
// then shows what the data does: what is held there.

const now = new Date("2026-11-29T10:00:00Z");
const named = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Degiro", "XTB"] });
const unnamed = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const calls = async (ask: typeof named.ask, question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const accounts = { baseCurrency: "EUR", accounts: [{ id: "a1", name: "Degiro", type: "SECURITIES", currency: "EUR", value: "20000.00" }] };
const data = { get_holdings: holdings, get_accounts: accounts };

describe("is my money safe there?", () => {
  it.each([
    ["is my money safe in Degiro?", "Degiro", /^I can't tell you whether your money is safe there[\s\S]*In Degiro: 20,000\.00 EUR/],
    ["what happens if Degiro goes bankrupt?", "Degiro", /^I can't tell you whether your money is safe there[\s\S]*In Degiro: /],
    ["o meu dinheiro está seguro na XTB?", "XTB", /^Não consigo dizer se o seu dinheiro está seguro aí[\s\S]*Na conta XTB: 20\.000,00 EUR/],
    ["a XTB é segura?", "XTB", /^Não consigo dizer se o seu dinheiro está seguro aí[\s\S]*Na conta XTB: /],
  ])("%s: no judgement, and that account's holdings", async (question, account, answer) => {
    expect(await calls(named.ask, question)).toEqual([["get_holdings", { account }]]);
    expect(await named.answerWith(question, data)).toMatch(answer);
  });

  it.each([
    ["is it safe to keep my money in Trading 212?", /^I can't tell you whether your money is safe where it is held[\s\S]*Degiro \(investment account, EUR\)/],
    ["is my broker safe?", /^I can't tell you[\s\S]*Degiro/],
    ["e se a corretora falir?", /^Não consigo dizer se o seu dinheiro está seguro onde está[\s\S]*Degiro \(conta de investimento, EUR\)/],
    ["o meu dinheiro está protegido no banco?", /^Não consigo dizer[\s\S]*Degiro/],
    ["is my savings account safe?", /^I can't tell you[\s\S]*Degiro/],
  ])("%s: no judgement, and the accounts", async (question, answer) => {
    expect(await calls(unnamed.ask, question)).toEqual([["get_accounts", {}]]);
    expect(await unnamed.answerWith(question, data)).toMatch(answer);
  });

  it.each(["o meu seguro cobre o dentista?", "what does my insurance cover?", "is my account secure?", "a minha conta está segura?"])("%s: insurance, or an account with no money named, is no question of a provider's safety", async (question) => {
    expect(await unnamed.answerWith(question, data)).not.toMatch(/investor-compensation|fundo de garantia/);
  });
});
