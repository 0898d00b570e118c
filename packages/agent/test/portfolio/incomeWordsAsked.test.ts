import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Income asked in its own words, with no investment word and nothing naming the journal: the portfolio's dividends and
// interest over the period named. Earnings ("how much did I earn?") stay the documents' first (a payslip says them).

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

const lastMonth = { from: "2026-10-01", to: "2026-10-31" };
const income = { from: "2026-10-01", to: "2026-10-31", baseCurrency: "EUR", total: "12.41", dividends: "11.00", interest: "1.41", byAsset: [{ symbol: "KO", name: "Coca-Cola", amount: "11.00", currency: "EUR" }], byMonth: [], interestByAccount: [] };

describe("income asked in its own words", () => {
  it.each([
    ["what income did I get last month?", /^Between 2026-10-01 and 2026-10-31 you received 12\.41 EUR/],
    ["how much income did I receive last month?", /^Between 2026-10-01 and 2026-10-31 you received 12\.41 EUR/],
    ["que rendimentos tive no mês passado?", /^Entre 2026-10-01 e 2026-10-31 recebeu 12,41 EUR/],
    ["quantos rendimentos recebi no mês passado?", /^Entre 2026-10-01 e 2026-10-31 recebeu 12,41 EUR/],
  ])("%s: the portfolio's income over that period", async (question, answer) => {
    expect(await first(question)).toEqual([["get_income", lastMonth]]);
    expect(await answerWith(question, { get_income: income })).toMatch(answer);
  });

  it.each(["how much did I earn last month?", "quanto ganhei no mês passado?"])("%s: earnings, the documents first", async (question) => {
    expect((await first(question))[0]?.[0]).not.toBe("get_income");
  });

  it.each(["what did I write in my journal about income?", "o que escrevi no diário sobre rendimentos?"])("%s: the journal, named", async (question) => {
    expect((await first(question))[0]?.[0]).not.toBe("get_income");
  });

  it.each(["how much income tax did I pay last year?", "what was my gross income last year?"])("%s: a tax or payslip figure, not the portfolio's", async (question) => {
    expect((await first(question))[0]?.[0]).not.toBe("get_income");
  });
});
