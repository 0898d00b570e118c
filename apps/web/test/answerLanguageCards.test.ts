import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PartJson } from "../src/api/types.js";
import { MessageView, type ViewMessage } from "../src/chat/MessageView.js";

const moodSeries = {
  metric: "valence",
  from: "2026-03-01",
  to: "2026-03-14",
  points: [
    { date: "2026-03-01", value: 40 },
    { date: "2026-03-14", value: 70 },
  ],
  sampled: false,
  every: 1,
  average: 55,
  min: 40,
  max: 70,
  count: 2,
  trend: "rising",
  byWeekday: [],
  byMonth: [],
  byWeek: [],
  weeksOmitted: 0,
  monthsOmitted: 0,
  bands: { low: 0, middle: 1, high: 1 },
};

const valuation = {
  baseCurrency: "EUR",
  period: "1Y",
  points: [
    { date: "2025-03-14", value: "1000.00", netContribution: "1000.00", stale: false },
    { date: "2026-03-14", value: "1200.00", netContribution: "1100.00", stale: false },
  ],
  sampled: false,
  every: 1,
  days: 366,
  missingFx: [],
};

const comparison = {
  metric: "happiness",
  first: { from: "2026-02-01", to: "2026-02-28", average: 50, count: 20 },
  second: { from: "2026-03-01", to: "2026-03-14", average: 62, count: 10 },
  difference: 12,
};

/** An answer of `text` with the card of one tool, as the chat draws it. */
const answer = (text: string, name: string, data: unknown): string => {
  const parts: PartJson[] = [
    { type: "toolResult", toolCallId: "call-1", name, success: true, data, meta: null },
    { type: "text", text },
  ];
  const message: ViewMessage = { id: "m-1", role: "assistant", parts, status: "complete" };
  return renderToStaticMarkup(createElement(MessageView, { message }));
};

const caption = (html: string): string => /<figcaption>(.*?)<\/figcaption>/.exec(html)?.[1] ?? "";

// A card's own words (captions, labels) follow the language its answer is written in, whatever the browser's.
describe("the cards of an answer, in the answer's language", () => {
  it("captions the mood chart in Portuguese under a Portuguese answer, and in English under an English one", () => {
    const portuguese = answer("O teu humor subiu nas últimas duas semanas.", "get_time_series", moodSeries);
    expect(caption(portuguese)).toBe("Humor de 1/03/2026 a 14/03/2026: média 55/100, mínimo 40, máximo 70, em 2 dias.");
    expect(portuguese).toContain('aria-label="Dias no gráfico"');
    const english = answer("Your mood rose over the last two weeks.", "get_time_series", moodSeries);
    expect(caption(english)).toBe("Mood from Mar 1, 2026 to Mar 14, 2026: average 55/100, lowest 40, highest 70, over 2 days.");
  });

  it("labels a comparison of two periods in the answer's language", () => {
    const portuguese = answer("Estiveste mais feliz em março do que em fevereiro.", "compare_time_periods", comparison);
    expect(portuguese).toContain("felicidade, numa escala de 0 a 100");
    expect(portuguese).toContain("Felicidade: subiu 12 pontos.");
    expect(portuguese).toContain("20 dias");
    const english = answer("You were happier in March than in February.", "compare_time_periods", comparison);
    expect(english).toContain("happiness, on a 0-100 scale");
    expect(english).toContain("Happiness rose by 12 points.");
  });

  it("captions the portfolio's value chart in the answer's language", () => {
    const portuguese = answer("A tua carteira valia 1200 EUR no último dia.", "get_valuation_history", valuation);
    expect(caption(portuguese)).toMatch(/^Valor 1\s?200,00 EUR · dinheiro investido 1\s?100,00 EUR \(tracejado\)$/u);
    expect(portuguese).toContain("14/03/2025");
    const english = answer("Your portfolio was worth 1200 EUR on the last day.", "get_valuation_history", valuation);
    expect(caption(english)).toBe("Value 1,200.00 EUR · money put in 1,100.00 EUR (dashed)");
    expect(english).toContain("Mar 14, 2025");
  });
});
