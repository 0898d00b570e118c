import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Money questions asked plainly by a person with a portfolio: how they did (after a question of money), the tax they
// paid, their trades written without accents, a country's stocks (not the account named after it), and what selling made.

const now = new Date("2026-11-30T10:00:00Z");
const assets = [
  { symbol: "VWCE", name: "Vanguard FTSE All-World UCITS ETF (Acc)" },
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "MSFT", name: "Microsoft" },
  { symbol: "KO", name: "Coca-Cola" },
];
const accounts = ["Sample · Lisbon broker", "Sample · US broker"];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts });
const health = ["get_health_status", {}] as const;

describe("how one did", () => {
  it.each([
    ["what's my portfolio worth?", "how did I do this year?"],
    ["quanto vale a minha carteira?", "como me saí este ano?"],
    ["quanto vale a minha carteira?", "como é que me saí em 2025?"],
  ])("%s then %s: the portfolio's performance", async (before, question) => {
    const calls = await callsAfter(before, question);
    expect(calls[0]?.[0]).toBe("get_performance");
    expect(calls[1]).toEqual(health);
  });

  it.each(["how did I do this year?", "como me saí este ano?"])("%s with no money asked before: the journal's year", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_year_summary", { year: 2026 }]]);
  });
});

describe("tax paid, with a portfolio", () => {
  it.each(["how much tax did I pay?", "quanto paguei de impostos?", "quanto paguei em impostos?"])("%s: the portfolio's tax, every payment", async (question) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types: ["TAX"], limit: 200 }]]);
  });

  it.each(["how much income tax did I pay?", "quanto paguei de IRS?"])("%s: a tax the portfolio does not hold", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).not.toBe("search_activities");
  });

  const taxes = {
    activities: [
      { id: "2", date: "2026-11-17", type: "TAX", account: "Sample · US broker", symbol: null, quantity: null, unitPrice: null, amount: "12.33", fee: null, currency: "USD" },
      { id: "1", date: "2026-08-17", type: "TAX", account: "Sample · US broker", symbol: null, quantity: null, unitPrice: null, amount: "11.30", fee: null, currency: "USD" },
    ],
    nextCursor: null,
  };
  it.each([
    ["how much tax did I pay?", "Your portfolio records 23.63 USD in tax (such as tax withheld on dividends): 2 payments, the latest on 2026-11-17."],
    ["quanto paguei de impostos?", "A carteira regista 23,63 USD de impostos (como o imposto retido nos dividendos): 2 pagamentos, o último em 2026-11-17."],
  ])("%s: added up", async (question, sum) => {
    expect(await answerWith(question, { search_activities: taxes })).toContain(sum);
  });
});

describe("trades written without accents", () => {
  it.each(["minhas operacoes de 2024", "minhas operações de 2024", "as minhas operacoes em 2024"])("%s: the trades of that year", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["search_activities", { types: ["BUY", "SELL"], from: "2024-01-01", to: "2024-12-31", limit: 20 }]);
  });
});

describe("a country's stocks", () => {
  it.each(["how much do I have in US stocks?", "how much do I have in European stocks?", "quanto tenho em ações americanas?", "quanto tenho em ações dos EUA?"])(
    "%s: the allocation by region, not the account named after the place",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
    },
  );

  it.each(["do I have any US stocks?", "am I invested in European stocks?", "tenho ações americanas?", "tenho algum ETF europeu?"])("%s: the allocation by region too", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
  });

  it.each(["how much is in the US broker?", "what do I have in my US account?"])("%s: still the account", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", { account: "Sample · US broker" }]);
  });
});
