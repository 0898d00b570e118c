import type { Question } from "../../models/offline/question/Question.js";
import type { DateRange } from "../../time/relativeDates.js";
import { articleSuperlative, causeSuperlative, comparative } from "./journalPatterns.js";
import { subjectWords } from "./journalQuestion.js";
import { periodsApart } from "./periods.js";

/** What a question asks, read once for the journal's routes. */
export interface Reading {
  readonly question: Question;
  readonly subject: ReadonlyArray<string>;
  readonly range: DateRange | null;
  readonly comparing: boolean;
}

/** "quando estive mais feliz em 2024?" asks when I was happiest, a superlative, unless it says what it compares with. */
const whenMost = /^(?:when|quando)\b(?!.*\b(?:than|do que|que (?:em|no|na)|or|ou|compar\w*|versus|vs)\b)/;

/** A question read once for the journal's routes: its subject words, its period, and whether it compares periods. */
export const readQuestion = (question: Question): Reading => ({
  question,
  subject: subjectWords(question),
  range: question.range,
  comparing:
    !question.has(articleSuperlative) &&
    !question.has(whenMost) &&
    !question.has(causeSuperlative) &&
    (question.cues.has("comparison") ||
      question.has(comparative) ||
      (question.dates.length >= 2 && (question.metric !== null || (question.cues.has("review") && periodsApart(question.dates, question.spelled).length === 0)))),
});

