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

// A period that a noun names takes its article joined to "em": "no mês passado", "na semana passada", never
// "em mês passado" or "os dias … a semana passada".
describe("a Portuguese period named by a noun", () => {
  const entry = (date: string, happiness: number) => ({ entryId: `e-${date}`, date, title: "", excerpt: "Um dia cinzento.", mood: { happiness, stress: 60, energy: 40 } });
  const ranked = { entries: [entry("2024-04-17", 9), entry("2024-04-28", 18)], sort: "unhappiest" };
  it.each([
    ["qual foi o pior dia do mes passado?", "Os dias mais difíceis no mês passado (2024-04-01 a 2024-04-30)"],
    ["quais foram os piores dias do mês passado?", "Os dias mais difíceis no mês passado (2024-04-01 a 2024-04-30)"],
    ["qual foi o pior dia da semana passada?", "Os dias mais difíceis na semana passada (2024-04-29 a 2024-05-05)"],
    ["what was my worst day last month?", "Your hardest days last month (2024-04-01 to 2024-04-30)"],
  ])("%s", async (question, opening) => {
    const { text } = await answerWith(question, ranked);
    expect(text.slice(0, opening.length)).toBe(opening);
  });
});
