import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Ordinary questions of what one holds in a class or a currency, what one sold or deposited, and the gains and
// losses of what was sold: with every domain's skill and tool offered, the portfolio's, not the journal's.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("an asset class or a currency asked about as an amount held", () => {
  it.each([
    ["how much crypto do I have?", {}],
    ["quanto tenho em cripto?", {}],
    ["how much do I have in bonds?", {}],
    ["quantas obrigações tenho?", {}],
    ["how much in GBP do I have?", { by: "currency" }],
    ["quanto tenho em libras?", { by: "currency" }],
    ["quanto eu tenho em ETFs?", { by: "instrument" }],
    ["tenho quanto em ações?", {}],
    ["quanto é que tenho em fundos?", { by: "instrument" }],
  ])("%s: the allocation", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", args]]);
  });
});

describe("a region weighed, and what an account holds", () => {
  it.each(["what's my exposure to the US?", "qual é a minha exposição aos Estados Unidos?", "how exposed am I to Europe?"])("%s: the allocation by region", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
  });

  it.each([
    ["how much do I have in my Trading 212 account?", "Trading 212"],
    ["quanto tenho na conta PPR Reforma?", "PPR Reforma"],
  ])("%s: that account's holdings", async (question, account) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", { account }], ["get_accounts", {}], ["get_health_status", {}]]);
  });
});

describe("what was sold or deposited", () => {
  it.each([
    ["what have I sold?", ["SELL"]],
    ["o que é que vendi?", ["SELL"]],
    ["o que é que eu comprei?", ["BUY"]],
    ["how much have I deposited in total?", ["DEPOSIT"]],
    ["how much money have I withdrawn?", ["WITHDRAWAL"]],
    ["quanto é que depositei no total?", ["DEPOSIT"]],
  ])("%s: those activities", async (question, types) => {
    expect(await callsAfter(question)).toEqual([["search_activities", expect.objectContaining({ types })]]);
  });
});

describe("the gains and losses of what was sold", () => {
  it.each(["did I realise any losses?", "what are my realized gains?", "tive perdas realizadas?", "quanto tenho de mais-valias?"])("%s: the holdings' realised total", async (question) => {
    const calls = await callsAfter(question);
    expect(calls[0]).toEqual(["get_holdings", {}]);
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(/^(?:Nothing you sold has made or lost money yet|Nada do que vendeu deu ganho ou perda)[^]*(?:worth|vale) 20[.,]000[.,]00 EUR \([^)]*\)\.\n/);
  });
});

describe("the data check", () => {
  const issues = {
    issues: [
      { kind: "unclassifiedAsset", severity: "warning", subject: "XYZ", message: "XYZ has no asset class, sector, region", code: "HEALTH_UNCLASSIFIED_ASSET", params: { symbol: "XYZ", fields: "assetClass,sector,region" } },
      { kind: "staleQuote", severity: "warning", subject: "EDP", message: "EDP's last quote is from 2026-10-01 (59 days old)", code: "HEALTH_STALE_QUOTE", params: { symbol: "EDP", date: "2026-10-01", days: 59 } },
      { kind: "missingFx", severity: "error", subject: "JPY/EUR", message: "No exchange rate for JPY/EUR: amounts in that currency were counted 1:1", code: "HEALTH_MISSING_FX", params: { pair: "JPY/EUR" } },
    ],
  };

  it("is said in English as the check words it", async () => {
    const answer = await answerWith("how are my holdings doing?", { get_holdings: holdings, get_health_status: issues });
    expect(answer).toContain("- XYZ has no asset class, sector, region\n- EDP's last quote is from 2026-10-01 (59 days old)\n- No exchange rate for JPY/EUR");
  });

  it("is said in Portuguese, not in the check's English", async () => {
    const answer = await answerWith("como estão os meus investimentos?", { get_holdings: holdings, get_health_status: issues });
    expect(answer).toContain("- XYZ não tem classe de ativo, setor, região\n- A última cotação de EDP é de 2026-10-01 (há 59 dias)\n- Não há taxa de câmbio para JPY/EUR");
  });
});

describe("income year by year, and which holdings pay", () => {
  const income = {
    baseCurrency: "EUR",
    from: "1900-01-01",
    to: "2026-11-29",
    total: 250,
    dividends: 230,
    interest: 20,
    byAsset: [{ symbol: "JNJ", amount: 96 }, { symbol: "GALP", amount: 116 }, { symbol: "AAPL", amount: 18 }],
    byYear: [{ year: "2024", amount: 50 }, { year: "2025", amount: 130 }, { year: "2026", amount: 70 }],
  };

  it.each([
    ["what are my dividends by year?", "- 2024: 50.00 EUR\n- 2025: 130.00 EUR\n- 2026: 70.00 EUR"],
    ["quanto recebi de dividendos por ano?", "- 2024: 50,00 EUR\n- 2025: 130,00 EUR\n- 2026: 70,00 EUR"],
  ])("%s: since the start, each year's", async (question, years) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
    const answer = await answerWith(question, { get_income: income });
    expect(answer).toContain(years);
    // Read since the start of records: no year 1900 said.
    expect(answer).toMatch(/^(?:Up to 2026-11-29 you received|Até 2026-11-29 recebeu)/);
    expect(answer).not.toContain("1900");
  });

  it.each(["which of my stocks pay dividends?", "quais ações me pagam dividendos?"])("%s: every payer since the start", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
    expect(await answerWith(question, { get_income: income })).toMatch(/- JNJ: 96[.,]00 EUR\n- GALP: 116[.,]00 EUR\n- AAPL: 18[.,]00 EUR/);
  });
});

describe("the biggest loser when nothing is below its cost", () => {
  const allUp = { ...holdings, holdings: holdings.holdings.map((row) => ({ ...row, unrealisedGainPercent: Math.abs(row.unrealisedGainPercent) })) };

  it.each([
    ["what's my biggest loser?", "None of your holdings is below its cost; the one with the smallest gain is"],
    ["qual é o meu pior investimento?", "Nenhum investimento está abaixo do custo; o que menos ganha é"],
  ])("%s: said so, before the weakest", async (question, lead) => {
    expect(await answerWith(question, { get_holdings: allUp, get_health_status: { issues: [] } })).toContain(lead);
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).not.toMatch(/None of your|Nenhum investimento/);
  });
});

describe("how risky the portfolio is", () => {
  it.each([
    ["is my portfolio too risky?", "Whether it is too risky for you depends on your goals"],
    ["a minha carteira é arriscada?", "Se é arriscada demais depende dos seus objetivos"],
    ["how much risk am I taking with my investments?", "I don't give investment advice"],
  ])("%s: no judgement, but the allocation and how far it fell", async (question, said) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", {}], ["get_performance", { period: "ALL" }], ["get_health_status", {}]]);
    expect(await answerWith(question, { get_asset_allocation: { by: "assetClass", baseCurrency: "EUR", slices: [{ key: "EQUITY", weight: 0.6, value: 600 }] }, get_health_status: { issues: [] } })).toContain(said);
  });
});
