import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how much did I invest last month?" says the money put in once: its opening line says it, and the period's plain
// sentence after it counts it in the gain without saying it again.

const now = new Date("2026-12-02T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (netFlows: string, gain: string) => ({
  report: { baseCurrency: "EUR", from: "2026-11-01", to: "2026-11-30", startValue: "46603.20", endValue: "47565.19", netFlows, gain, twr: { cumulative: 0.0077 }, mwr: { periodic: 0.0077, annualised: 0.1 }, drawdown: { maxDrawdown: -0.0126 } },
});
const read = (question: string, netFlows: string, gain: string) => answerWith(question, { get_performance: report(netFlows, gain), get_health_status: { issues: [] } });
const times = (answer: string, figure: string) => answer.split(figure).length - 1;

describe("the money put in, said once", () => {
  it.each([
    ["how much did I invest last month?", "600.00 EUR", "Your portfolio went from 46,603.20 EUR on 1 November 2026 to 47,565.19 EUR on 30 November 2026; less the money you put in, the gain is 362.00 EUR."],
    ["quanto investi no mês passado?", "600,00 EUR", "A carteira passou de 46.603,20 EUR em 1 de novembro de 2026 para 47.565,19 EUR em 30 de novembro de 2026; descontado o dinheiro que colocou, o ganho é de 362,00 EUR."],
  ])("%s", async (question, putIn, plain) => {
    const answer = await read(question, "600", "362");
    expect(answer).toContain(plain);
    expect(times(answer, putIn)).toBe(1);
  });

  it.each([
    ["how much did I invest last month?", "; adding back the money you took out, the loss is 12.00 EUR."],
    ["quanto investi no mês passado?", "; somando o dinheiro que retirou, a perda é de 12,00 EUR."],
  ])("%s with more taken out than put in", async (question, plain) => {
    expect(await read(question, "-950", "-12")).toContain(plain);
  });

  it.each([
    ["how did my portfolio do last month?", "; you put in 600.00 EUR more than you took out, so the gain is 362.00 EUR."],
    ["como correu a carteira no mês passado?", "; colocou 600,00 EUR a mais do que retirou, por isso o ganho é de 362,00 EUR."],
  ])("%s: asked of the result alone, the money put in is still said", async (question, plain) => {
    expect(await read(question, "600", "362")).toContain(plain);
  });
});
