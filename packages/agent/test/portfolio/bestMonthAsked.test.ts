import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A best or worst month is the portfolio's when it holds something and an investing word says so ("in the market",
// "da carteira"): its performance month by month. A plain "best month" stays the journal's.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const empty = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [] });

const performance = {
  period: "ALL",
  account: null,
  report: { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-20" },
  months: [
    { month: "2026-01", twr: 0.012, gain: "120.00", netFlows: "500.00", endValue: "10000.00" },
    { month: "2026-02", twr: 0.031, gain: "310.00", netFlows: "0.00", endValue: "10310.00" },
    { month: "2026-03", twr: -0.042, gain: "-433.00", netFlows: "0.00", endValue: "9877.00" },
  ],
};

describe("a month of the portfolio ranked", () => {
  it.each([
    ["what was my best month in the market?", {}],
    ["which was my worst month for my portfolio?", {}],
    ["qual foi o melhor mês da minha carteira?", {}],
    ["qual foi o pior mes dos meus investimentos este ano?", { from: "2026-01-01", to: "2026-11-20" }],
  ])("%s: the performance month by month", async (question, range) => {
    expect(await callsAfter(question)).toEqual([["get_performance", { ...range, by: "month" }], ["get_health_status", {}]]);
  });

  it("names the best or the worst by how the investments themselves did, with the market's gain", async () => {
    const data = { get_performance: performance, get_health_status: { issues: [] } };
    expect(await answerWith("what was my best month in the market?", data)).toMatch(/^Your best month of the 3 measured was February 2026: \+3\.10% \(market gain 310\.00 EUR\), by how the investments themselves did, leaving aside the money put in or taken out \(time-weighted return\)\.\nNext:\n- January 2026: \+1\.20%/);
    expect(await answerWith("qual foi o pior mês da minha carteira?", data)).toMatch(/^O seu pior mês dos 3 medidos foi março de 2026: -4,20% \(perda dos mercados 433,00 EUR\), pela rentabilidade dos investimentos em si, sem contar o dinheiro que entrou ou saiu \(ponderada no tempo\)\./);
  });
});

describe("a plain best month after questions of the portfolio", () => {
  it.each([
    ["how are my holdings doing?", "what's my best month?"],
    ["how much have I made in total?", "and my worst month?"],
    ["como está a minha carteira?", "qual foi o meu melhor mês?"],
    ["quanto recebi de dividendos?", "e o pior mês?"],
  ])("%s then %s: the portfolio's months", async (before, question) => {
    expect((await callsAfter(before, question))[0]).toEqual(["get_performance", { by: "month" }]);
  });

  it.each([
    ["how have I been feeling lately?", "what's my best month?"],
    ["como me tenho sentido?", "qual foi o meu melhor mês?"],
  ])("%s then %s: after the journal, still the journal's", async (before, question) => {
    expect((await callsAfter(before, question)).map(([name]) => name)).not.toContain("get_performance");
  });
});

describe("a best month that is not the portfolio's", () => {
  it.each(["what was my best month?", "qual foi o meu melhor mês?"])("%s: not the performance", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_performance");
  });

  it("with nothing held, not the performance either", async () => {
    expect((await empty.callsAfter("what was my best month in the market?")).map(([name]) => name)).not.toContain("get_performance");
  });
});
