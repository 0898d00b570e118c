import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Dividends asked with no period are every payment recorded, and the answer says so; dividends counted come with
// their total; what selling made leads with the realised gain, by holding, before the rest of the portfolio.

const now = new Date("2026-11-30T10:00:00Z");
const assets = [
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "MSFT", name: "Microsoft" },
  { symbol: "KO", name: "Coca-Cola" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

describe("dividends with no period named", () => {
  it.each(["how much did I get in dividends?", "quanto recebi de dividendos?"])("%s: every payment", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
  });

  it.each(["how much did I get in dividends in the last 6 months?", "quanto recebi de dividendos nos últimos 6 meses?"])("%s: from six months back, not this year", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "2026-05-31" }]]);
  });

  const everything = {
    baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-30", total: "882.14", dividends: "818.01", interest: "64.13",
    byMonth: [{ month: "2024-01", amount: "2.01" }, { month: "2026-11", amount: "60.00" }], byYear: [],
    byAsset: [{ assetId: "a1", symbol: "EDP", amount: "351.00" }], byCurrency: [],
  };
  it.each([
    ["how much did I get in dividends?", "With no period named, this is every payment recorded: since January 2024 you received 818.01 EUR in dividends (and 64.13 EUR in interest on cash besides)."],
    ["quanto recebi de dividendos?", "Sem período indicado, conta todos os pagamentos guardados: desde janeiro de 2024 recebeu 818,01 EUR em dividendos (e ainda 64,13 EUR de juros do dinheiro em conta)."],
  ])("%s: says it is all time", async (question, head) => {
    expect(await answerWith(question, { get_income: everything })).toContain(head);
  });
});

describe("dividends counted", () => {
  const paid = {
    activities: [
      { id: "3", date: "2026-11-17", type: "DIVIDEND", account: "US", symbol: "KO", quantity: null, unitPrice: null, amount: "55.20", fee: null, currency: "USD" },
      { id: "2", date: "2026-06-13", type: "DIVIDEND", account: "PT", symbol: "EDP", quantity: null, unitPrice: null, amount: "195.00", fee: null, currency: "EUR" },
      { id: "1", date: "2026-02-17", type: "DIVIDEND", account: "US", symbol: "KO", quantity: null, unitPrice: null, amount: "41.40", fee: null, currency: "USD" },
    ],
    nextCursor: null,
  };
  it.each([
    ["how many dividends did I get this year?", "In total: 96.60 USD + 195.00 EUR."],
    ["quantos dividendos recebi este ano?", "No total: 96,60 USD + 195,00 EUR."],
  ])("%s: the count and the total", async (question, total) => {
    const answer = await answerWith(question, { search_activities: paid });
    expect(answer).toContain(total);
    expect(answer).toMatch(/^.*\n3 (?:dividends|dividendos)/);
  });
});

describe("what selling made", () => {
  it.each(["how much did I make selling?", "quanto ganhei com vendas?", "quanto ganhei com as vendas este ano?"])("%s: the holdings, for the realised gain", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", {}]);
  });

  it("how much did I make selling cakes?: nothing the portfolio sold", async () => {
    expect((await callsAfter("how much did I make selling cakes?"))[0]?.[0]).not.toBe("get_holdings");
  });

  const held = {
    baseCurrency: "EUR",
    totals: { totalValue: 20000, cash: 1000, unrealisedGain: -1412.73, realisedGain: 21.62 },
    holdings: [
      { symbol: "EDP", name: "EDP", quantity: 1100, costBasis: 5649, marketValue: 6765, unrealisedGain: 1116, unrealisedGainPercent: 0.1976, realisedGain: "154.00", price: 6.15, currency: "EUR", priceDate: "2026-11-27", weight: 0.34 },
      { symbol: "MSFT", name: "Microsoft", quantity: 33, costBasis: 5527.67, marketValue: 5211.41, unrealisedGain: -316.26, unrealisedGainPercent: -0.0572, realisedGain: "-132.38", price: 186.6, currency: "USD", priceDate: "2026-11-27", weight: 0.26 },
    ],
  };
  it.each([
    ["how much did I make selling?", "Realised on what you sold: a gain of 21.62 EUR in all.\n- EDP: +154.00 EUR\n- MSFT: -132.38 EUR\nNot yet realised on what you still hold: a loss of 1,412.73 EUR."],
    ["quanto ganhei com vendas?", "Realizado com o que vendeu: um ganho de 21,62 EUR no total.\n- EDP: +154,00 EUR\n- MSFT: -132,38 EUR\nAinda por realizar no que continua a ter: uma perda de 1.412,73 EUR."],
    ["what are my unrealised gains?", "Not yet realised on what you still hold: a loss of 1,412.73 EUR.\nRealised on what you sold: a gain of 21.62 EUR in all."],
  ])("%s: the realised gain leads", async (question, lead) => {
    expect(await answerWith(question, { get_holdings: held, get_health_status: { issues: [] } })).toMatch(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });
});
