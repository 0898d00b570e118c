import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how did my portfolio do this year compared to last year?": each period in the plain words of one period's answer
// (its value at the start and the end, the money put in or taken out, the gain and the returns), then the difference
// between them in money and in percentage points, not a bare line of time-weighted returns.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (from: string, to: string, figures: { start: string; end: string; flows: string; gain: string; twr: number }) => ({
  report: { baseCurrency: "EUR", from, to, startValue: figures.start, endValue: figures.end, netFlows: figures.flows, gain: figures.gain, twr: { cumulative: figures.twr }, mwr: { annualised: figures.twr }, drawdown: { maxDrawdown: -0.05 } },
});
const data = (name: string, args: Record<string, unknown>) =>
  name === "get_performance"
    ? args["from"] === "2026-01-01"
      ? report("2026-01-01", "2026-11-20", { start: "33257.42", end: "47894.85", flows: "13709.64", gain: "927.79", twr: 0.0151 })
      : report("2025-01-01", "2025-12-31", { start: "19288.60", end: "33257.42", flows: "16214.75", gain: "-2245.93", twr: -0.0652 })
    : { issues: [] };

describe("two periods compared", () => {
  it.each([
    [
      "how did my portfolio do this year compared to last year?",
      [
        "Your portfolio went from 33,257.42 EUR on 1 January 2026 to 47,894.85 EUR today; you put in 13,709.64 EUR more than you took out, so the gain is 927.79 EUR.",
        "Your portfolio went from 19,288.60 EUR on 1 January 2025 to 33,257.42 EUR on 31 December 2025; you put in 16,214.75 EUR more than you took out, so the loss is 2,245.93 EUR.",
        "The difference: from 1 January 2026 to today the result was 3,173.72 EUR better than from 1 January 2025 to 31 December 2025 (a gain of 927.79 EUR against a loss of 2,245.93 EUR), and the investments themselves did 8.03 percentage points better, leaving aside the money put in or taken out (time-weighted, TWR: +1.51% against -6.52%).",
      ],
    ],
    [
      "como correu a carteira este ano em comparação com o ano passado?",
      [
        "A carteira passou de 33.257,42 EUR em 1 de janeiro de 2026 para 47.894,85 EUR hoje; colocou 13.709,64 EUR a mais do que retirou, por isso o ganho é de 927,79 EUR.",
        "A carteira passou de 19.288,60 EUR em 1 de janeiro de 2025 para 33.257,42 EUR em 31 de dezembro de 2025; colocou 16.214,75 EUR a mais do que retirou, por isso a perda é de 2.245,93 EUR.",
        "A diferença: de 1 de janeiro de 2026 até hoje o resultado foi 3.173,72 EUR melhor do que de 1 de janeiro de 2025 a 31 de dezembro de 2025 (um ganho de 927,79 EUR contra uma perda de 2.245,93 EUR), e os investimentos em si renderam 8,03 pontos percentuais a mais, sem contar o dinheiro posto ou retirado (ponderada no tempo, TWR: +1,51% contra -6,52%).",
      ],
    ],
  ])("%s: each period plainly, then the difference", async (question, said) => {
    const answer = await answerWith(question, data);
    for (const part of said) expect(answer).toContain(part);
    expect(answer.indexOf(said[2]!)).toBeGreaterThan(answer.indexOf(said[1]!));
    expect(answer).not.toMatch(/^(?:Time-weighted return|Rentabilidade ponderada no tempo):/);
  });
});
