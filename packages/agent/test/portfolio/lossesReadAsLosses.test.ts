import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A negative gain is a loss: said as one, with its amount unsigned, wherever the holdings' totals and a holding's gain are
// written, never as "a gain of -1,545.29".

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "KO", name: "Coca-Cola" }] });
const holdings = (unrealised: string, realised: string) => ({
  baseCurrency: "EUR",
  holdings: [{ symbol: "KO", name: "Coca-Cola", quantity: "100", costBasis: "7545.29", marketValue: "6000.00", unrealisedGain: unrealised, unrealisedGainPercent: -0.2048, realisedGain: realised, weight: 0.6, price: "60", currency: "EUR", priceDate: "2026-11-19" }],
  totals: { totalValue: "10000.00", cash: "4000.00", unrealisedGain: unrealised, realisedGain: realised },
});
const data = (unrealised: string, realised: string) => ({ get_holdings: holdings(unrealised, realised), get_health_status: { issues: [] } });

describe("a negative gain reads as a loss", () => {
  it.each([
    ["how much is my portfolio worth?", "-1545.29", "-12.50", "Unrealised loss: 1,545.29 EUR; realised loss: 12.50 EUR."],
    ["how much is my portfolio worth?", "-1545.29", "30.00", "Unrealised loss: 1,545.29 EUR; realised gain: 30.00 EUR."],
    ["how much is my portfolio worth?", "1545.29", "0.00", "Unrealised gain: 1,545.29 EUR; realised gain: 0.00 EUR."],
    ["quanto vale a minha carteira?", "-1545.29", "-12.50", "Perda não realizada: 1.545,29 EUR; perda realizada: 12,50 EUR."],
    ["quanto vale a minha carteira?", "1545.29", "30.00", "Ganho não realizado: 1.545,29 EUR; ganho realizado: 30,00 EUR."],
  ])("%s (unrealised %s, realised %s): %s", async (question, unrealised, realised, said) => {
    const text = await answerWith(question, data(unrealised, realised));
    expect(text).toContain(said);
    expect(text).not.toMatch(/(?:gain|ganho)[^\n]{0,30}: -\d/i);
  });

  it.each([
    ["what is my profit on KO?", "You are down 1,515.29 EUR on KO in all: a loss of 1,545.29 EUR not yet realised (-20.48%), a gain of 30.00 EUR realised on sales."],
    ["qual é o meu lucro na KO?", "Perdeu 1.515,29 EUR com KO no total: uma perda de 1.545,29 EUR ainda por realizar (-20,48%) e um ganho de 30,00 EUR nas vendas."],
    ["what are my unrealised gains?", "Not yet realised on what you still hold: a loss of 1,545.29 EUR."],
    ["quais são os meus ganhos não realizados?", "Ainda por realizar no que continua a ter: uma perda de 1.545,29 EUR."],
    ["how has KO done?", "KO in all since you bought it: a loss of 1,515.29 EUR."],
    ["como se saiu a KO?", "KO no total desde que comprou: uma perda de 1.515,29 EUR."],
  ])("%s: %s", async (question, said) => {
    const text = await answerWith(question, { ...data("-1545.29", "30.00"), get_income: { baseCurrency: "EUR", total: "0", byAsset: [] } });
    expect(text).toContain(said);
  });
});

describe("money taken out over a period", () => {
  const report = { report: { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-20", startValue: "10000.00", endValue: "9000.00", netFlows: "-500.00", gain: "-500.00", twr: { cumulative: -0.05 }, mwr: { annualised: -0.05 }, drawdown: { maxDrawdown: -0.06 } } };
  it.each([
    ["what's my return this year?", "Your portfolio went from 10,000.00 EUR on 1 January 2026 to 9,000.00 EUR today; you took out 500.00 EUR more than you put in, so the loss is 500.00 EUR."],
    ["qual é a rentabilidade deste ano?", "A carteira passou de 10.000,00 EUR em 1 de janeiro de 2026 para 9.000,00 EUR hoje; retirou 500,00 EUR a mais do que colocou, por isso a perda é de 500,00 EUR."],
  ])("%s: said as withdrawals, unsigned", async (question, said) => {
    expect(await answerWith(question, { get_performance: report, get_health_status: { issues: [] } })).toContain(said);
  });
});
