import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "did I lose money this year?" is a yes-or-no question: the answer says yes or no and the amount first, then the detail.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (gain: string) => ({
  report: {
    baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-20", startValue: "10000.00", endValue: "10000.00", netFlows: "0.00", gain,
    twr: { cumulative: Number(gain) / 10000 }, mwr: { annualised: 0.01 }, drawdown: { maxDrawdown: -0.05 },
  },
});
const data = (gain: string) => ({ get_performance: report(gain), get_health_status: { issues: [] } });

describe("a yes-or-no question of money made or lost", () => {
  it.each([
    ["did I lose money this year?", "-1545.29", "Yes: you lost 1,545.29 EUR from 2026-01-01 to 2026-11-20"],
    ["did I lose money this year?", "320.00", "No: you made 320.00 EUR from 2026-01-01 to 2026-11-20"],
    ["have I lost money this year?", "-20.00", "Yes: you lost 20.00 EUR"],
    ["did I make money last month?", "320.00", "Yes: you made 320.00 EUR"],
    ["did I make money last month?", "-1545.29", "No: you lost 1,545.29 EUR"],
    ["am I losing money?", "0.00", "No: your portfolio neither gained nor lost"],
    ["perdi dinheiro este ano?", "-1545.29", "Sim: perdeu 1.545,29 EUR de 2026-01-01 a 2026-11-20"],
    ["perdi dinheiro este ano?", "320.00", "Não: ganhou 320,00 EUR de 2026-01-01 a 2026-11-20"],
    ["ganhei dinheiro em 2025?", "320.00", "Sim: ganhou 320,00 EUR"],
    ["ganhei dinheiro em 2025?", "-1545.29", "Não: perdeu 1.545,29 EUR"],
    ["tive prejuízo no ano passado?", "-10.00", "Sim: perdeu 10,00 EUR"],
    ["estou a perder dinheiro?", "5.00", "Não: ganhou 5,00 EUR"],
    ["am I in profit?", "-40.00", "No: you lost 40.00 EUR"],
    ["is my portfolio down this year?", "-40.00", "Yes: you lost 40.00 EUR"],
    ["tenho lucro?", "-40.00", "Não: perdeu 40,00 EUR"],
    ["estou no prejuízo este ano?", "-40.00", "Sim: perdeu 40,00 EUR"],
  ])("%s (gain %s) starts: %s", async (question, gain, start) => {
    const text = await answerWith(question, data(gain));
    expect(text.startsWith(start)).toBe(true);
    expect(text).toMatch(/TWR/);
  });

  it.each([["how much did I make this year?"], ["quanto ganhei este ano?"], ["what's my return this year?"], ["am I up or down this year?"]])("%s is no yes-or-no question", async (question) => {
    expect(await answerWith(question, data("320.00"))).not.toMatch(/^(?:Yes|No|Sim|Não):/);
  });

  it.each([["tive prejuízo no ano passado?"], ["tivemos lucro este ano?"]])("%s reads the performance", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_performance");
  });
});
