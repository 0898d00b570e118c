import type { KnownAsset, ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The chat tells the offline model the person's own assets (`ModelRequest.assets`): a question naming one of them, by
// ticker or by name, in capitals or not, is about the portfolio; a capitalised word naming none of them is not
// looked up in the holdings.

const now = new Date("2026-11-29T10:00:00Z");
const assets: ReadonlyArray<KnownAsset> = [
  { symbol: "AAPL", name: "Apple" },
  { symbol: "BTC", name: "Bitcoin" },
  { symbol: "EMIM", name: "iShares Core MSCI Emerging Markets" },
  { symbol: "GALP", name: "Galp Energia" },
  { symbol: "IWDA", name: "iShares Core MSCI World" },
];
const { turn, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

const held = {
  baseCurrency: "EUR",
  totals: { totalValue: 20000, cash: 1000, unrealisedGain: 100, realisedGain: -384 },
  holdings: [
    { symbol: "IWDA", name: "iShares Core MSCI World", quantity: 85, costBasis: 7602, marketValue: 9520, unrealisedGainPercent: 0.2523, price: 112, currency: "EUR", priceDate: "2026-11-27", weight: 0.47 },
    { symbol: "EMIM", name: "iShares Core MSCI Emerging Markets", quantity: 120, costBasis: 3722, marketValue: 4320, unrealisedGainPercent: 0.1607, price: 36, currency: "EUR", priceDate: "2026-11-27", weight: 0.21 },
  ],
};
const galpTrades = {
  activities: [
    { id: "2", date: "2026-02-16", type: "SELL", account: "Trading 212", symbol: "GALP", quantity: "200", unitPrice: "13.1", amount: null, fee: "2", currency: "EUR" },
    { id: "1", date: "2024-02-01", type: "BUY", account: "Trading 212", symbol: "GALP", quantity: "200", unitPrice: "15", amount: null, fee: "2", currency: "EUR" },
  ],
  nextCursor: null,
};
const income = { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-29", total: 72.12, dividends: 63.02, interest: 9.1, byAsset: [{ symbol: "JNJ", amount: 32.5 }, { symbol: "AAPL", amount: 7.5 }] };
const dataFor = (name: string): unknown => ({ get_holdings: held, get_health_status: { issues: [] }, search_activities: galpTrades, get_income: income })[name] ?? {};

/** Every round's calls for a question (each answered with `dataFor`) and the answer. */
const conversation = async (question: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const rounds: Array<ReadonlyArray<readonly [string, Record<string, unknown>]>> = [];
  let step = await turn(messages);
  for (let round = 0; round < 3 && step.calls.length > 0; round++) {
    rounds.push(step.calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const));
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: dataFor(call.name) }) })),
    );
    step = await turn(messages);
  }
  return { rounds, calls: rounds.flat().map(([name]) => name), answer: step.text };
};

describe("an asset of the person's own, named", () => {
  it.each([
    ["what is IWDA?", /^IWDA \(iShares Core MSCI World\): 85 units/],
    ["what's emim?", /^EMIM \(iShares Core MSCI Emerging Markets\): 120 units/],
    ["o que é a EMIM?", /^EMIM \(iShares Core MSCI Emerging Markets\): 120 unidades/],
    ["fala-me do iwda", /^IWDA \(iShares Core MSCI World\): 85 unidades/],
  ])("%s: straight to the holdings, with nothing else looked up", async (question, line) => {
    const { rounds, answer } = await conversation(question);
    expect(rounds[0]).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
    expect(rounds).toHaveLength(1);
    expect(answer).toMatch(line);
  });

  it.each([
    ["when did I buy bitcoin?", { symbol: "BTC", types: ["BUY"] }],
    ["quando comprei bitcoin?", { symbol: "BTC", types: ["BUY"] }],
    ["when did I sell my Galp shares?", { symbol: "GALP", types: ["SELL"] }],
    ["quando vendi a Galp?", { symbol: "GALP", types: ["SELL"] }],
  ])("%s: its trades, though written as a name", async (question, args) => {
    const { rounds } = await conversation(question);
    expect(rounds[0]).toEqual([["search_activities", expect.objectContaining(args)]]);
  });

  it.each([
    ["how much did Apple pay me this year?", "AAPL paid you 7.50 EUR between 2026-01-01 and 2026-11-29."],
    ["quanto me pagou a Apple este ano?", "AAPL pagou-lhe 7,50 EUR entre 2026-01-01 e 2026-11-29."],
  ])("%s: its income", async (question, said) => {
    const { rounds, answer } = await conversation(question);
    expect(rounds[0]?.map(([name]) => name)).toEqual(["get_income"]);
    expect(answer).toBe(said);
  });

  it.each([
    ["did I lose money on Galp?", "You no longer hold GALP (Galp Energia): you bought it for 3,002.00 EUR and sold it for 2,618.00 EUR, a realised loss of 384.00 EUR"],
    ["perdi dinheiro com a Galp?", "Já não tem GALP (Galp Energia): comprou por 3.002,00 EUR e vendeu por 2.618,00 EUR, uma perda realizada de 384,00 EUR"],
  ])("%s: sold before, so its trades and what they made, not only that it is not held", async (question, said) => {
    const { rounds, answer } = await conversation(question);
    expect(rounds[1]).toEqual([["search_activities", { symbol: "GALP", limit: 50 }]]);
    expect(answer).toContain(said);
  });
});

describe("an asset of theirs asked about by what it cost or whether to trade it", () => {
  it.each(["how much did I pay for my bitcoin?", "quanto paguei pelo meu bitcoin?"])("%s: its line of the holdings, not its income", async (question) => {
    const { rounds } = await conversation(question);
    expect(rounds[0]).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it.each([
    ["is Nvidia a good buy?", "I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers."],
    ["is bitcoin worth buying now?", "I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers."],
    ["vale a pena comprar mais Apple?", "Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números."],
    ["a Galp é um bom investimento?", "Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números."],
  ])("%s: no advice, and what is held", async (question, said) => {
    const { rounds, answer } = await conversation(question);
    expect(rounds[0]).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
    expect(answer).toContain(said);
  });
});

describe("an asset of theirs referred to by a pronoun after it was named in lower case", () => {
  it.each([
    ["how is bitcoin doing?", "and how much did I pay for it?"],
    ["como está o bitcoin?", "e quanto paguei por ele?"],
  ])("%s then %s: its line of the holdings", async (first, then) => {
    expect(await callsAfter(first, then)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });
});

describe("an asset whose name starts with a word of the grammar", () => {
  const { callsAfter: askWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "KO", name: "The Coca-Cola Company" }] });

  it.each(["The what is it?", "The quê?"])("%s: no asset named by its article", async (question) => {
    expect((await askWith(question)).map(([name]) => name)).not.toContain("get_holdings");
  });

  it.each(["what is Coca-Cola?", "o que é a coca-cola?"])("%s: named by its own word", async (question) => {
    expect(await askWith(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });
});

describe("a capitalised name that is none of the person's assets", () => {
  it.each([
    ["what is VWCE?", "I have nothing remembered about VWCE."],
    ["o que é a AGGH?", "Não tenho nada guardado sobre AGGH."],
  ])("%s: memory's, with the holdings not looked up", async (question, said) => {
    const { calls, answer } = await conversation(question);
    expect(calls).not.toContain("get_holdings");
    expect(answer).toContain(said);
  });
});
