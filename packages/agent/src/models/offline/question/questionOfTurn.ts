import type { Question } from "./Question.js";
import type { QuestionInput } from "./analyseQuestion.js";
import { analyseQuestion } from "./analyseQuestion.js";
import { maxAsks } from "./askParts.js";

/** What a question's reading depends on, besides the help lines (which follow `tools`). */
type ReadInput = Omit<QuestionInput, "capabilities">;

const sameWords = (a: ReadonlyArray<string> | undefined, b: ReadonlyArray<string> | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((text, index) => text === b[index]));

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const name of a) if (!b.has(name)) return false;
  return true;
};

/** Every input the reading uses, the same: the texts by value, the turn's own objects (memories read back, vocabulary, span, assets, accounts) by identity. */
const sameInput = (a: ReadInput, b: ReadInput): boolean =>
  a.text === b.text &&
  a.now.getTime() === b.now.getTime() &&
  a.timeZone === b.timeZone &&
  a.memoryOff === b.memoryOff &&
  a.vocabulary === b.vocabulary &&
  a.names === b.names &&
  a.journalSpan === b.journalSpan &&
  a.assets === b.assets &&
  a.accounts === b.accounts &&
  sameSet(a.tools, b.tools) &&
  sameWords(a.earlier, b.earlier) &&
  sameWords(a.answers, b.answers);

/**
 * `analyseQuestion`, once per chat run. The kernel asks the model again
 * after every round of tool calls, with the same user message, the same
 * turn time (the run's own `Date`) and the same vocabulary, span and
 * assets; the reading of that message (spelling, dates by the rules and
 * chrono in two languages, topic words) is the costliest step of a turn
 * and gives the same question, so each run's is kept with its `now` and
 * reused while every input is unchanged (a last round offered no tools
 * reads it again; each ask of a message of several, `askParts`, is one reading). `system` is the prompt the memories are read back from:
 * compared whole, as the key of the memories read.
 */
export const makeQuestionReader = () => {
  const kept = new WeakMap<Date, Array<{ readonly input: ReadInput; readonly system: string; readonly question: Question }>>();
  return (input: QuestionInput, system: string, read: (input: QuestionInput) => Question = analyseQuestion): Question => {
    const readings = kept.get(input.now) ?? [];
    const last = readings.find((reading) => reading.system === system && sameInput(reading.input, input));
    if (last !== undefined) return last.question;
    const question = read(input);
    kept.set(input.now, [...readings.slice(-(2 * maxAsks - 1)), { input, system, question }]);
    return question;
  };
};
