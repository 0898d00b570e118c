import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// The answer names a period in the question's own words, placed as the language places them: "deste ano" already
// places it ("mais alto deste ano"), never "em deste ano".

const byMonth = [
  { from: "2024-01-01", to: "2024-01-31", average: 52, count: 20 },
  { from: "2024-02-01", to: "2024-02-29", average: 74, count: 28 },
];
const series = { metric: "happiness", from: "2024-01-01", to: "2024-05-10", points: [], average: 60, min: 1, max: 99, count: 48, trend: "steady", byWeekday: [], byMonth, byWeek: [] };

describe("a period named in the question's words", () => {
  it.each([
    ["qual foi o melhor mês deste ano?", "O mês com o valor de felicidade mais alto deste ano (2024-01-01 a 2024-05-10) foi fevereiro de 2024"],
    ["which month was the best this year?", "The month with the highest happiness this year (2024-01-01 to 2024-05-10) was February 2024"],
  ])("%s", async (question, opening) => {
    const { text } = await answerWith(question, series);
    expect(text.slice(0, opening.length)).toBe(opening);
  });
});
