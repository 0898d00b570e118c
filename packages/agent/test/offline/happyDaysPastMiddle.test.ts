import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// A ranking of days by mood lists only the days past the middle of the scale at the end asked, as the worries do: in a
// month of few entries, a day of happiness 16/100 is no happy day, nor one of 80/100 a hard one. With none left, it
// says that no day of the period reads so, and gives the closest with its score.

const day = (date: string, excerpt: string, happiness: number) => ({ id: date, date, title: "", excerpt, mood: { happiness, stress: 40, energy: 50 } });
const mixed = [day("2024-05-08", "Played the whole song on the guitar and loved it.", 72), day("2024-05-06", "Rain all day and a long queue at the bank.", 30), day("2024-05-03", "Argued with the landlord about the boiler.", 16)];
const low = [day("2024-05-06", "Rain all day and a long queue at the bank.", 30), day("2024-05-03", "Argued with the landlord about the boiler.", 16)];
const high = [day("2024-05-08", "Played the whole song on the guitar and loved it.", 72), day("2024-05-07", "Lunch with Sofia by the sea.", 85)];

describe("the happiest days are the ones past the middle of the scale", () => {
  it.each(["what made me happy this month?", "o que me deixou feliz este mês?", "o que me fez feliz esse mês?"])("%s: the days under 50/100 are left out", async (question) => {
    const { calls, text } = await answerWith(question, { entries: mixed, sort: "happiest" });
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "happiest" } });
    expect(text).toContain("2024-05-08");
    expect(text).not.toContain("2024-05-06");
    expect(text).not.toContain("2024-05-03");
  });

  it.each([
    ["what made me happy this month?", "No day this month (2024-05-01 to 2024-05-10) reads as happy: happiness is below the middle of the scale (50/100) on every one. The closest:\n- 2024-05-06 (happiness 30/100): "],
    ["o que me deixou feliz este mês?", "Nenhum dia este mês (2024-05-01 a 2024-05-10) foi um dia feliz: em todos, a felicidade fica abaixo do meio da escala (50/100). O mais próximo:\n- 2024-05-06 (felicidade 30/100): "],
  ])("%s: with no day past the middle, says so and gives the closest", async (question, answer) => {
    const { text } = await answerWith(question, { entries: low, sort: "happiest" });
    expect(text.startsWith(answer)).toBe(true);
    expect(text).not.toContain("2024-05-03");
  });

  it.each([
    ["what were my hardest days this month?", "No day this month (2024-05-01 to 2024-05-10) reads as hard: happiness is above the middle of the scale (50/100) on every one. The closest:\n- 2024-05-08 (happiness 72/100): "],
    ["quais foram os dias mais difíceis deste mês?", "Nenhum dia deste mês (2024-05-01 a 2024-05-10) foi um dia difícil: em todos, a felicidade fica acima do meio da escala (50/100). O mais próximo:\n- 2024-05-08 (felicidade 72/100): "],
  ])("%s: the other end likewise", async (question, answer) => {
    const { calls, text } = await answerWith(question, { entries: [high[0]!, high[1]!].sort((a, b) => a.mood.happiness - b.mood.happiness), sort: "unhappiest" });
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "unhappiest" } });
    expect(text.startsWith(answer)).toBe(true);
  });
});

// One day asked ("what was my happiest day this month?") whose best is still under the middle of the scale is no happy
// day: the answer says none reads so and names it the closest, not "the happiest".
describe("the one day asked at an end is named so only past the middle of the scale", () => {
  const stressed = (date: string, excerpt: string, stress: number) => ({ id: date, date, title: "", excerpt, mood: { happiness: 50, stress, energy: 50 } });

  it.each([
    ["what was my happiest day this month?", "No day this month (2024-05-01 to 2024-05-10) reads as happy; the closest was 2024-05-06 (happiness 30/100): "],
    ["qual foi o dia mais feliz deste mês?", "Nenhum dia deste mês (2024-05-01 a 2024-05-10) foi um dia feliz; o mais próximo foi 2024-05-06 (felicidade 30/100): "],
    ["qual foi o meu dia mais feliz este mês?", "Nenhum dia este mês (2024-05-01 a 2024-05-10) foi um dia feliz; o mais próximo foi 2024-05-06 (felicidade 30/100): "],
  ])("%s: a best of 30/100 is the closest, not the happiest", async (question, answer) => {
    const { calls, text } = await answerWith(question, { entries: [low[0]!], sort: "happiest" });
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "happiest", count: 1 } });
    expect(text.startsWith(answer)).toBe(true);
  });

  it.each([
    ["what was my most stressful day this month?", "No day this month (2024-05-01 to 2024-05-10) reads as stressed; the closest was 2024-05-06 (stress 35/100): "],
    ["qual foi o dia mais stressante deste mês?", "Nenhum dia deste mês (2024-05-01 a 2024-05-10) foi um dia de stress; o mais próximo foi 2024-05-06 (stress 35/100): "],
  ])("%s: the other end likewise", async (question, answer) => {
    const { calls, text } = await answerWith(question, { entries: [stressed("2024-05-06", "Rain all day and a long queue at the bank.", 35)], sort: "most_stressed" });
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "most_stressed", count: 1 } });
    expect(text.startsWith(answer)).toBe(true);
  });

  it.each([
    ["what was my happiest day this month?", "Your happiest day this month (2024-05-01 to 2024-05-10) was 2024-05-07 (happiness 85/100): "],
    ["qual foi o dia mais feliz deste mês?", "O dia mais feliz deste mês (2024-05-01 a 2024-05-10) foi 2024-05-07 (felicidade 85/100): "],
  ])("%s: a day past the middle is the happiest", async (question, answer) => {
    const { text } = await answerWith(question, { entries: [high[1]!], sort: "happiest" });
    expect(text.startsWith(answer)).toBe(true);
  });
});
