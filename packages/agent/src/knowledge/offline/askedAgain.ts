import type { Question } from "../../models/offline/question/Question.js";
import { documentAgain } from "./documentFollowUp.js";
import { asksEarnings } from "./earningsAsked.js";

/** "and last year?", "e em 2024?": another period and next to nothing else. */
const periodAgain = /^(?:and|or|what about|how about|e|ou|e quanto a|e no|e na|e em|e desde)\b/;

/**
 * After "what did I earn this year?", a period alone ("and last year?", "e em 2024?") asks the earnings again, of the
 * period named now: the earlier question with this one's dates. Any other question, as it is.
 */
const earningsAgain = (question: Question): Question => {
  const previous = question.previous;
  if (previous === null || question.range === null || !periodAgain.test(question.normalized) || question.words.length > 5 || !asksEarnings(previous)) return question;
  return { ...previous, range: question.range, dates: question.dates, previous, today: question.today, tools: question.tools };
};

/** The question as it asks again: the earnings of another period, or the document of the question before. */
export const asAgain = (question: Question): Question => earningsAgain(documentAgain(question));
