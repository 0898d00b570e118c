import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The returns under a period's plain sentence are said in words a first-time reader follows, each with its short name
// after it (TWR, MWR, max drawdown) and its figure kept: no bare "TWR (time-weighted): +0.37%".

const now = new Date("2026-12-02T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (from: string, mwr: object) => ({
  report: { baseCurrency: "EUR", from, to: "2026-12-02", startValue: "31151.47", endValue: "47321.06", netFlows: "15480.01", gain: "689.58", twr: { cumulative: 0.0037 }, mwr, drawdown: { maxDrawdown: -0.0645 } },
});
const read = (question: string, data: object) => answerWith(question, { get_performance: data, get_health_status: { issues: [] } });

describe("a period's returns in plain words", () => {
  it.each([
    [
      "how did my portfolio do this year?",
      "\n- How the investments themselves did, leaving aside the money put in or taken out (time-weighted, TWR): +0.37%\n- Return on your money, counting when you put it in or took it out (money-weighted, MWR): +1.72%\n- Largest fall from a high along the way (max drawdown): -6.45%",
    ],
    [
      "como correu a carteira este ano?",
      "\n- Rentabilidade dos investimentos em si, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR): +0,37%\n- Rentabilidade do seu dinheiro, contando quando o pôs ou retirou (ponderada pelo dinheiro, MWR): +1,72%\n- Maior descida desde um máximo ao longo do período (queda máxima): -6,45%",
    ],
  ])("%s", async (question, lines) => {
    const answer = await read(question, report("2026-01-01", { periodic: 0.0172, annualised: 0.0188 }));
    expect(answer).toContain(lines);
    expect(answer).not.toMatch(/TWR \(|MWR \(|Max drawdown:|Queda máxima:/);
  });

  it.each([
    ["what's my return since the start?", "- Return on your money, counting when you put it in or took it out, as a yearly rate (money-weighted, annualised MWR): +13.10%"],
    ["qual a rentabilidade desde o início?", "- Rentabilidade do seu dinheiro, contando quando o pôs ou retirou, em taxa anual (ponderada pelo dinheiro, MWR anualizada): +13,10%"],
  ])("%s: a year or more is a yearly rate", async (question, line) => {
    expect(await read(question, report("2024-01-03", { periodic: 0.3, annualised: 0.131 }))).toContain(line);
  });

  it.each([
    ["how did my portfolio do this year?", "- Return on your money, counting when you put it in or took it out (MWR): could not be worked out (no sign change)"],
    ["como correu a carteira este ano?", "- Rentabilidade do seu dinheiro, contando quando o pôs ou retirou (MWR): não foi possível calcular (no sign change)"],
  ])("%s: a money-weighted return not worked out is said so", async (question, line) => {
    expect(await read(question, report("2026-01-01", { reason: "no sign change" }))).toContain(line);
  });
});
