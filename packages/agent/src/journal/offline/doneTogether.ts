import type { LocalDate } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { DateRange } from "../../time/relativeDates.js";

/**
 * "what did we do together?", "what have we done together?", "what did I do with her?", "o que fizemos juntos?", "o
 * que é que fizemos?", "o que fiz com ela?": what was done with someone, the person left to the question before.
 */
const doneTogether =
  /^(?:and |so |e |entao )?(?:what (?:else )?(?:did|have|do) (?:we|i) (?:do|done)(?: together| with (?:her|him|them))?|o que (?:mais )?(?:e que )?(?:(?:eu )?fiz com (?:ela|ele|eles|elas)|(?:nos )?(?:fizemos|temos feito|fazemos)(?: juntos| juntas)?))(?: (?:then|entao))? \?$/;

/** Whether "we" or a pronoun stands for someone: "we … together", "with her", "fizemos", "com ela" (not "what did I do?"). */
const someoneElse = /\b(?:we|her|him|them|fizemos|temos feito|fazemos|ela|ele|eles|elas)\b/;

/** The names of a question that are no date's words ("March" of "in March" is none). */
const peopleOf = (question: Question): string[] => question.names.filter((name) => !question.dates.some((range) => range.text.includes(name)));

/** The earlier questions of the conversation, the latest first. */
const earlierOf = (question: Question): Question[] => (question.previous === null ? [] : [question.previous, ...earlierOf(question.previous)]);

/**
 * The day an earlier answer told of the last or first time with `name` ("when did I last see Miguel?" answered "The
 * last time was on 2024-12-28: …"), asked before any other question naming someone else; null when none was.
 */
const meetingDay = (earlier: ReadonlyArray<Question>, name: string): DateRange | null => {
  for (const asked of earlier) {
    const people = peopleOf(asked);
    if (people.length > 0 && (people.length !== 1 || people[0] !== name)) return null;
    if (people.length === 0 || !(asked.cues.has("lastTime") || asked.cues.has("firstTime"))) continue;
    const day = /\b\d{4}-\d{2}-\d{2}\b/u.exec(asked.answer)?.[0] as LocalDate | undefined;
    return day === undefined ? null : { from: day, to: day, granularity: "day", text: "", index: -1 };
  }
  return null;
};

/**
 * "what did we do together?", "o que fizemos juntos?" after a question naming one person ("when did I last see Ana?"):
 * the entries with that person, as "what did I do with Ana?" asks, over this question's period or else the one before,
 * or else the day of the last (or first) time with them an earlier answer told ("how is he?" may come between).
 * Null when this question names anyone or anything else, or the one before named no one person.
 */
export const doneTogetherOf = (question: Question): Question | null => {
  const previous = question.previous;
  if (previous === null || question.names.length > 0 || !question.has(doneTogether) || !question.has(someoneElse)) return null;
  const people = peopleOf(previous);
  if (people.length !== 1) return null;
  const name = people[0]!;
  const range = question.range ?? previous.range ?? meetingDay(earlierOf(question), name);
  return {
    ...question,
    topic: name,
    topicWords: [name],
    names: [name],
    related: previous.related.filter((list) => list[0] === name),
    dates: question.range !== null ? question.dates : previous.range !== null ? previous.dates.filter((each) => each === previous.range) : range === null ? [] : [range],
    range,
    cues: new Set([...question.cues].filter((cue) => cue !== "count")),
    previous: null,
  };
};
