import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A period's performance says its figures in a sentence a first-time reader follows: what the portfolio was worth at each
// end, the money put in more than taken out (or the other way round), and so the gain or loss; every figure kept, no
// "(value … → …, net flows …)".

const now = new Date("2026-12-02T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (to: string, netFlows: string, gain: string, endValue: string) => ({
  report: { baseCurrency: "EUR", from: "2026-01-01", to, startValue: "31151.47", endValue, netFlows, gain, twr: { cumulative: 0.0037 }, mwr: { periodic: 0.0172, annualised: 0.0188 }, drawdown: { maxDrawdown: -0.0645 } },
});
const read = (question: string, data: object) => answerWith(question, { get_performance: data, get_health_status: { issues: [] }, get_income: { total: "0", byMonth: [], byAsset: [] } });

describe("a period's gain in plain words", () => {
  it.each([
    ["how much did I make this year?", "Your portfolio went from 31,151.47 EUR on 1 January 2026 to 47,321.06 EUR today; you put in 15,480.01 EUR more than you took out, so the gain is 689.58 EUR."],
    ["what's my return this year?", "Your portfolio went from 31,151.47 EUR on 1 January 2026 to 47,321.06 EUR today; you put in 15,480.01 EUR more than you took out, so the gain is 689.58 EUR."],
    ["quanto ganhei este ano?", "A carteira passou de 31.151,47 EUR em 1 de janeiro de 2026 para 47.321,06 EUR hoje; colocou 15.480,01 EUR a mais do que retirou, por isso o ganho é de 689,58 EUR."],
    ["qual é a rentabilidade deste ano?", "A carteira passou de 31.151,47 EUR em 1 de janeiro de 2026 para 47.321,06 EUR hoje; colocou 15.480,01 EUR a mais do que retirou, por isso o ganho é de 689,58 EUR."],
  ])("%s", async (question, said) => {
    const answer = await read(question, report("2026-12-02", "15480.01", "689.58", "47321.06"));
    expect(answer).toContain(said);
    expect(answer).not.toMatch(/→|net flows|entradas líquidas/);
  });

  it.each([
    ["how did my portfolio do in the first half of the year?", "to 30,000.00 EUR on 30 June 2026; on balance you put in as much as you took out, so the loss is 1,151.47 EUR."],
    ["como foi a carteira no primeiro semestre?", "para 30.000,00 EUR em 30 de junho de 2026; no total colocou tanto quanto retirou, por isso a perda é de 1.151,47 EUR."],
  ])("%s: a period that ends before today, with nothing put in on balance", async (question, said) => {
    expect(await read(question, report("2026-06-30", "0", "-1151.47", "30000.00"))).toContain(said);
  });
});
