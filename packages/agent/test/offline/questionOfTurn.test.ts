import { describe, expect, it } from "vitest";
import type { QuestionInput } from "../../src/models/offline/question/analyseQuestion.js";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import type { Question } from "../../src/models/offline/question/Question.js";
import { makeQuestionReader } from "../../src/models/offline/question/questionOfTurn.js";

const inputOf = (text: string, now: Date, tools: ReadonlyArray<string>, earlier: ReadonlyArray<string> = []): QuestionInput => ({
  text,
  now,
  timeZone: "Europe/Lisbon",
  tools: new Set(tools),
  capabilities: () => [],
  earlier: [...earlier],
  answers: [],
  remembered: [],
  memoryOff: false,
});

describe("makeQuestionReader", () => {
  it("reads a run's message once across its rounds, and again when anything it reads changes (EN and PT)", () => {
    const reads: string[] = [];
    const read = (input: QuestionInput): Question => (reads.push(input.text), analyseQuestion(input));
    const reader = makeQuestionReader();
    const now = new Date("2025-06-10T09:00:00Z");
    for (const text of ["How stressed was I last week?", "Quão stressado estive na semana passada?"]) {
      reads.length = 0;
      const first = reader(inputOf(text, now, ["search_journal"]), "system", read);
      // The next round of the same run: new arrays and sets, the same words.
      expect(reader(inputOf(text, now, ["search_journal"]), "system", read)).toBe(first);
      expect(reads).toEqual([text]);
      // The same reading as without the reader.
      expect(first.range).toEqual(analyseQuestion(inputOf(text, now, ["search_journal"])).range);
      // A last round with no tools, another prompt (other memories), an earlier message, another run (its own Date), another time: read again.
      reader(inputOf(text, now, []), "system", read);
      reader(inputOf(text, now, ["search_journal"]), "system with memories", read);
      reader(inputOf(text, now, ["search_journal"], ["Hello"]), "system with memories", read);
      reader(inputOf(text, new Date(now.getTime()), ["search_journal"], ["Hello"]), "system with memories", read);
      reader(inputOf(text, new Date("2025-06-11T09:00:00Z"), ["search_journal"], ["Hello"]), "system with memories", read);
      expect(reads).toHaveLength(6);
    }
  });
});
