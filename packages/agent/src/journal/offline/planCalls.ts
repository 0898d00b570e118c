import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Period } from "./periods.js";
import { periodsApart } from "./periods.js";
import type { Reading } from "./reading.js";
import { subjectRelated } from "./journalQuestion.js";
import { namePhrase, wholeNamesIn } from "./namePhrase.js";
import { phrasalVerbOf } from "./phrasalVerbs.js";

/** The arguments of a planned tool call. */
export type Args = Record<string, unknown>;
export const call = (name: string, args: Args): PlannedCall => ({ name, arguments: args });
export const plan = (confidence: number, ...calls: PlannedCall[]): SkillPlan => ({ confidence, calls });
export const entryBounds = (range: Period | null): Args => (range ? { after: range.from, before: range.to } : {});
export const dateBounds = (range: Period | null): Args => (range ? { from: range.from, to: range.to } : {});
export const period = (range: Period): Period => ({ from: range.from, to: range.to });

/** A `search_journal` plan for the question's subject (or topic, or words) over its period, with the words related to each. */
export const search = (reading: Reading, confidence: number, extra: Args = {}): SkillPlan => {
  // "what did I write about breaking up?", "how often do I work out?": the verb and its particle, as one phrase.
  const phrase = phrasalVerbOf(reading.question, reading.subject);
  if (phrase !== null) return plan(confidence, call("search_journal", { query: phrase.words.join(" "), related: phrase.related, near: true, ...dateBounds(reading.range), ...extra }));
  const related = subjectRelated(reading.question, reading.subject);
  // "what did I write about São Miguel?": the name whole, not every entry with one of its words.
  const name = phrase === null ? namePhrase(reading.question, reading.subject) : null;
  if (name !== null) return plan(confidence, call("search_journal", { query: name, ...(related.length > 0 ? { related } : {}), near: true, ...dateBounds(reading.range), ...extra }));
  // "dinner with Ana Sousa in Lisbon": the name whole among the other words.
  const wholeNames = wholeNamesIn(reading.question, reading.subject);
  return plan(confidence, call("search_journal", {
    query: reading.subject.join(" ") || reading.question.topic || reading.question.text.trim(),
    ...(related.length > 0 ? { related } : {}),
    ...(wholeNames.length > 0 ? { wholeNames } : {}),
    ...dateBounds(reading.range),
    ...extra,
  }));
};

/** The `count_mentions` call for some subject words over the question's period. */
export const countCall = (reading: Reading, words: ReadonlyArray<string>): PlannedCall => {
  const related = subjectRelated(reading.question, words);
  const name = namePhrase(reading.question, words);
  // "dinner with Ana Sousa": the name counted whole among the other words, as the search reads it.
  const wholeNames = name === null ? wholeNamesIn(reading.question, words) : [];
  return call("count_mentions", {
    query: name ?? words.join(" "),
    ...(related.length > 0 ? { related } : {}),
    ...(name === null ? {} : { near: true }),
    ...(wholeNames.length > 0 ? { wholeNames } : {}),
    ...dateBounds(reading.range),
  });
};


/**
 * A route asked of each whole day, month or year named side by side ("how many times did I see Ana in 2023 and in
 * 2024?", "com quem estive mais em 2023 e em 2024?"): its first plan's calls for every period, in one plan, so each
 * period is answered; the route as it is otherwise.
 */
export const eachPeriodApart =
  (route: (reading: Reading) => SkillPlan[] | null) =>
  (reading: Reading): SkillPlan[] | null => {
    const apart = reading.comparing ? [] : periodsApart(reading.question.dates, reading.question.spelled);
    const plans = apart.map((range) => route({ ...reading, range })?.[0]);
    const each = plans.filter((candidate): candidate is SkillPlan => candidate !== undefined);
    if (apart.length < 2 || each.length !== apart.length) return route(reading);
    return [plan(each[0]!.confidence, ...each.flatMap((candidate) => candidate.calls))];
  };
