import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Money asked of each account or each currency is the accounts' values or the split by currency; a share held in a
// kind of instrument asked as "how much of my money is in ETFs?" is the allocation by instrument; two holdings weighed
// against each other are their lines with which does better on cost; a hyphenated name written as two words ("coca
// cola") names the asset; an asset sold since says what it paid while held, and activities of several kinds are not
// added up into one total.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "KO", name: "Coca-Cola" },
  { symbol: "AGGH", name: "Global Aggregate Bond" },
  { symbol: "GALP", name: "Galp Energia" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts: ["Degiro", "Interactive Brokers"] });
const health = ["get_health_status", {}] as const;

describe("money in each account or currency", () => {
  it.each(["how much do I have in each account?", "how much is in each account?", "quanto tenho em cada conta?", "quanto dinheiro tenho por conta?"])("%s: the accounts with their values", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_accounts", {}]]);
  });

  it.each(["how much do I have in each currency?", "quanto tenho em cada moeda?", "what's my money per currency?"])("%s: the split by currency", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
  });
});

describe("a kind of instrument as a share of the money", () => {
  it.each(["how much of my money is in ETFs?", "quanto do meu dinheiro esta em etfs?"])("%s: the allocation by instrument", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "instrument" }]]);
  });
});

describe("two holdings compared", () => {
  it.each(["is EDP better than KO?", "a EDP esta pior do que a KO?", "EDP vs AGGH"])("%s: their lines of the holdings", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], health]);
  });

  it.each([
    ["is EDP better than KO?", /^On cost, EDP is doing better: \+24\.36%, against -12\.79% for KO\.\nEDP \(EDP - Energias de Portugal\): [^\n]+\nKO \(Coca-Cola\): /],
    ["a KO esta pior do que a EDP e a AGGH?", /^Face ao custo, EDP está melhor: \+24,36%, contra -1,90% de AGGH, -12,79% de KO\.\n/],
  ])("%s: which does better on cost first", async (question, answer) => {
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(answer);
  });
});

describe("a hyphenated name written as two words", () => {
  it.each(["how much did I make on coca cola?", "quanto ganhei com a coca cola?"])("%s: that holding's line and what it paid", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_income", { from: "1900-01-01" }], health]);
  });
});

describe("an asset sold since", () => {
  const trades = {
    activities: [
      { date: "2025-09-15", type: "SELL", symbol: "GALP", quantity: "200", unitPrice: "15.20", amount: null, fee: "2", currency: "EUR", account: "Degiro" },
      { date: "2025-05-20", type: "DIVIDEND", symbol: "GALP", quantity: null, unitPrice: null, amount: "54", fee: "0", currency: "EUR", account: "Degiro" },
      { date: "2024-02-05", type: "BUY", symbol: "GALP", quantity: "200", unitPrice: "13.50", amount: null, fee: "2", currency: "EUR", account: "Degiro" },
    ],
    nextCursor: null,
  };
  it.each([
    ["how much did I make on galp?", "You no longer hold GALP (Galp Energia): you bought it for 2,702.00 EUR and sold it for 3,038.00 EUR, a realised gain of 336.00 EUR (fees included). It also paid you 54.00 EUR in dividends while you held it."],
    ["quanto ganhei com a galp?", "Já não tem GALP (Galp Energia): comprou por 2.702,00 EUR e vendeu por 3.038,00 EUR, um ganho realizado de 336,00 EUR (com comissões). Enquanto a teve, também lhe pagou 54,00 EUR em dividendos."],
  ])("%s: the realised gain and what it paid, with no total of its mixed activities", async (question, lead) => {
    const answer = await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] }, search_activities: trades });
    expect(answer.startsWith(lead)).toBe(true);
    expect(answer).not.toMatch(/In total|No total/);
  });
});

describe("a count before a word that begins like a month", () => {
  it.each(["quais sao as minhas 3 maiores posicoes?", "quais são os meus 5 maiores investimentos?"])("%s: the holdings ranked, no day of May", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", {}]);
  });
});

describe("a kind of asset's worth", () => {
  it.each([
    ["how much are my bonds worth?", {}],
    ["what are my ETFs worth?", { by: "instrument" }],
    ["quanto valem as minhas obrigacoes?", {}],
  ])("%s: the allocation", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", args]]);
  });
});
