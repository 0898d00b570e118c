import { describe, expect, it } from "vitest";
import { questionGroups } from "../../src/knowledge/offline/wordGroups.js";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";

// "Até" (until) folds to "ate", the English past of eating: a Portuguese question's "até" tells the lines of a document
// apart by nothing of food. An English question's "ate" still is eating.

const now = new Date("2026-11-29T10:00:00Z");
const read = (text: string) => analyseQuestion({ text, now, timeZone: "UTC", tools: new Set(["search_journal", "search_knowledge_base"]), capabilities: () => [], earlier: [] });
const foodWords = /^(?:food|eating|comida|comer|restaurant|meal)$/;
const ofFood = (text: string) => questionGroups(read(text), []).some((group) => group.words.some((word) => foodWords.test(word)));

describe("'até' is no eating", () => {
  it.each(["até quando tenho de pagar a renda?", "até que horas posso fazer barulho?", "ate que horas posso fazer barulho?", "até que dia tenho de pagar a renda?"])("%s is no question of food", (question) => {
    expect(ofFood(question)).toBe(false);
  });

  it.each(["until when do I have to pay the rent?", "until what time can I make noise?"])("%s is no question of food either", (question) => {
    expect(ofFood(question)).toBe(false);
  });

  it("an English question's 'ate' is eating", () => {
    expect(ofFood("where is the place I ate with the landlord?")).toBe(true);
  });
});
