import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// An account named in one language is asked of in the other: the word for its kind ("savings", "poupança",
// "retirement", "reforma", "current", "à ordem") names it in either.

const now = new Date("2026-11-29T10:00:00Z");
const first = (accounts: ReadonlyArray<string>) => {
  const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });
  return async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
};

describe("an account's kind word in the other language", () => {
  it.each([
    [["Degiro", "Conta Poupança"], "how much is in my savings account?", "Conta Poupança"],
    [["Degiro", "Conta Poupança"], "what's in my savings?", "Conta Poupança"],
    [["Degiro", "Savings"], "quanto tenho na minha conta poupança?", "Savings"],
    [["Degiro", "Emergency savings"], "o que tenho na poupança?", "Emergency savings"],
    [["T212", "Conta à Ordem"], "how much is in my current account?", "Conta à Ordem"],
    [["T212", "Checking"], "quanto tenho na conta corrente?", "Checking"],
    [["Degiro", "Plano de Reforma"], "what's in my retirement account?", "Plano de Reforma"],
    [["Degiro", "Pension"], "quanto tenho na conta de reforma?", "Pension"],
    [["Degiro", "Conta Poupança"], "quanto tenho na conta poupança?", "Conta Poupança"],
  ])("%j: %s is about %s", async (accounts, question, account) => {
    expect((await first(accounts)(question))[0]).toEqual(["get_holdings", { account }]);
  });

  it.each([
    [["Degiro", "Conta Poupança"], "what are my savings goals?"],
    [["Degiro", "Savings"], "quais são as minhas metas de poupança?"],
  ])("%j: %s asks of the savings goals, not the account", async (accounts, question) => {
    expect((await first(accounts)(question)).map(([name]) => name)).toContain("get_goals");
  });
});
