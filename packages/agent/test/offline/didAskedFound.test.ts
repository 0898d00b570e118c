import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// "Did I go to Sintra this year?" found in the entries is a yes, and a search that stopped at its limit found "at least"
// that many: never a count that reads as all there is.

const hit = (day: number, excerpt: string) => ({ entryId: `e-${day}`, date: `2024-0${1 + (day % 4)}-1${day}`, excerpt, score: 1, confidence: "high" });
const full = { results: Array.from({ length: 8 }, (_, day) => hit(day, "Walked through Sintra with Miguel, up to the castle.")), confidence: "high" };
const few = { results: full.results.slice(0, 2), confidence: "high" };

describe("a question whether one did something, found in the entries", () => {
  it.each([
    ["did I go to Sintra this year?", full, "Yes. I found at least 8 entries about “Sintra” this year (2024-01-01"],
    ["fui a Sintra este ano?", full, "Sim. Encontrei pelo menos 8 entradas sobre «Sintra» este ano (2024-01-01"],
    ["have I ever been to Sintra?", few, "Yes. I found 2 entries about “Sintra”."],
    ["já fui a Sintra?", few, "Sim. Encontrei 2 entradas sobre «Sintra»."],
  ])("%s", async (question, data, opening) => {
    const { text } = await answerWith(question, data);
    expect(text.slice(0, opening.length)).toBe(opening);
  });

  it.each([
    ["what did I write about Sintra?", "I found at least 8 entries about “Sintra”."],
    ["o que escrevi sobre Sintra?", "Encontrei pelo menos 8 entradas sobre «Sintra»."],
  ])("%s is no yes or no, but says the search stopped at its limit", async (question, opening) => {
    expect((await answerWith(question, full)).text.startsWith(opening)).toBe(true);
  });
});
