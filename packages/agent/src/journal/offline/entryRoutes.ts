import { addDays, foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { DateRange } from "../../time/relativeDates.js";
import { doingsAsked } from "./compose/doings.js";
import { generalQuestion, insightsAsked, mainEventsAsked, sinceLastWritten, sinceWhen, singular, whenWords } from "./journalPatterns.js";
import { ownPeriod } from "./journalQuestion.js";
import type { Period } from "./periods.js";
import { daysIn, periodsApart } from "./periods.js";
import { call, dateBounds, entryBounds, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** A day, a week, a month, a year or a season in review ("how was my week?", "como foi março?", "resumo de 2023"). */
const reviewOf = (reading: Reading, range: DateRange, confidence: number): SkillPlan[] => {
  const { question } = reading;
  const bounds = entryBounds(range);
  switch (range.granularity) {
    case "month":
      return [plan(confidence, call("get_month_summary", { month: range.from.slice(0, 7) })), plan(0.3, call("get_recent_entries", { count: 20, ...bounds }))];
    case "year":
      return [plan(confidence, call("get_year_summary", { year: Number(range.from.slice(0, 4)) })), plan(0.3, call("get_recent_entries", { count: 20, ...bounds }))];
    case "day":
      return [plan(confidence, call("get_entry", { date: range.from })), plan(0.3, call("get_recent_entries", { count: 5, ...bounds }))];
    default: {
      const days = daysIn(range);
      const entries = call("get_recent_entries", days > 31 ? { sort: "happiest", count: 5, ...bounds } : { count: 20, ...bounds });
      const plans = [plan(confidence - 0.05, call("get_time_series", { metric: "happiness", ...dateBounds(range) }), entries), plan(0.3, entries)];
      // The state compares a week with the one before: a calendar week so far ("this week" on a Monday) is its own days.
      if (range.to === question.today && days >= 7 && days <= 90) plans.unshift(plan(confidence, call("get_current_state", { days, language: question.language })));
      return plans;
    }
  }
};

export const reviewRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "the main events this year": their words name what a summary holds, not a topic to search.
  if (reading.subject.length > 0 && !question.has(mainEventsAsked)) return null;
  const otherCue = ["list", "latest", "earliest", "lastTime", "firstTime", "count", "search"].some((cue) => question.cues.has(cue as never));
  const review = question.cues.has("review") || (!otherCue && question.metric === null && reading.range !== null);
  if (!review) return null;
  // "how were March and April?", "resume 2023 e 2024": each period's review, in the order named.
  const apart = reading.comparing ? [] : periodsApart(question.dates, question.spelled);
  if (apart.length > 0) return [plan(0.8, ...apart.map(summaryCall))];
  const range = reading.range ?? ownPeriod(question);
  if (range !== null) return reviewOf(reading, range, question.cues.has("review") ? 0.8 : 0.7);
  // "summary please", "how have things been lately": the last days.
  return [plan(question.cues.has("lately") ? 0.7 : 0.6, call("get_current_state", { language: question.language }))];
};

/** "give me insights about my year", "que padrões vês no meu mês?": a period's patterns are its review, with what lifted and weighed on it. */
export const insightsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const range = reading.range ?? ownPeriod(question);
  return question.has(insightsAsked) && question.metric === null && range !== null ? reviewOf(reading, range, 0.8) : null;
};

/** "my last entry", "my first entries" → entries by date. */
export const latestRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "how long since I last wrote?": the last entry, said with how long ago it was ("… wrote about Kwame" is a search).
  if (question.has(sinceLastWritten) && !question.has(/\b(?:about|of|on|sobre|acerca|de)\b/) && reading.range === null) return [plan(0.9, call("get_recent_entries", { count: 1 }))];
  const latest = question.cues.has("latest");
  const earliest = question.cues.has("earliest");
  if (!latest && !earliest) return null;
  // "my last 3 entries" says how many; "when did I start my journal?" asks for one date: the first entry.
  const said = Number(/\b(?:last|latest|recent|first|ultim[oa]s|primeir[oa]s|mais recentes)\s+(\d{1,2})\b/.exec(question.normalized)?.[1] ?? 0);
  // "how long have I been journaling?", "desde quando escrevo?": one date too.
  const count = said >= 1 && said <= 20 ? said : question.has(singular) || question.has(whenWords) || question.has(sinceWhen) ? 1 : 5;
  // "my latest 5 purchases", "my last entries about work": the latest of something else than entries, which a search by
  // date finds in the journal, and which another skill (the portfolio's purchases) may know better.
  const topic = reading.subject.filter((word) => !entryWords.test(foldAccents(word.toLowerCase())) && !/^\d+$/.test(word));
  if (topic.length > 0 && latest) return [search({ ...reading, subject: topic }, 0.6, { recencyBoost: true, limit: Math.max(count, 5) })];
  return [plan(0.85, call("get_recent_entries", { count, ...(earliest && !latest ? { sort: "oldest" } : {}), ...entryBounds(reading.range) }))];
};


/** Words that name the journal's entries themselves. */
const entryWords = /^(?:entry|entries|note|notes|post|posts|journal|journals|diary|diaries|writing|wrote|written|write|entrada|entradas|nota|notas|registo|registos|registro|registros|diario|diarios|escrevi|escrito|escrita|novidades|novo|nova|new|news|recentes|recente|recent)$/;

/** "when did I last go climbing?", "a primeira vez que fui a Sintra" → a search leaning to the latest or scanning for the earliest. */
export const timesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.cues.has("lastTime")) {
    if (reading.subject.length === 0) return [plan(0.6, call("get_recent_entries", { count: 1 }))];
    return [search(reading, 0.85, { recencyBoost: true, limit: 20 })];
  }
  if (question.cues.has("firstTime") && reading.subject.length > 0) {
    // "when did I start going to the gym?", "quando comecei a correr?": the first entry of the thing begun, which seldom says "started".
    const begun = reading.subject.filter((word) => !beginWords.test(foldAccents(word.toLowerCase())));
    return [search(begun.length > 0 ? { ...reading, subject: begun } : reading, 0.8, { limit: 20 })];
  }
  return null;
};

/** Words of beginning, learning or getting something, which the first entry about it seldom holds. */
const beginWords = /^(?:start|starts|started|starting|begin|began|begun|beginning|learn|learning|learnt|learned|take up|took up|get|got|adopt|adopted|comecei|comecar|comecou|comecamos|iniciei|iniciar|aprender|aprendi|adotei|adoptei|adotamos|adoptamos|ganhei|a|to|de)$/;

/** A whole day's entry, or a month's or a year's summary. */
const summaryCall = (range: Period & { readonly granularity: DateRange["granularity"] }) =>
  range.granularity === "day"
    ? call("get_entry", { date: range.from })
    : range.granularity === "year"
      ? call("get_year_summary", { year: Number(range.from.slice(0, 4)) })
      : call("get_month_summary", { month: range.from.slice(0, 7) });

/** Asks what happened over a period ("what happened in March?", "what went on last year?", "o que aconteceu em março?"). */
const happenedAsked = /\b(?:what (?:happened|went on|was going on)|o que (?:e que )?(?:aconteceu|se passou))\b/;

/** A day, or a span of days, with nothing else to look for ("what did I write yesterday?", "o que fiz na semana passada?"). */
export const datesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (reading.range === null || reading.subject.length > 0) return null;
  // "yesterday and today", "from Monday to Wednesday" said as two dates: the span they cover.
  const range: Period & { granularity: DateRange["granularity"] } =
    question.dates.length >= 2
      ? { from: question.dates.map((found) => found.from).sort()[0]!, to: question.dates.map((found) => found.to).sort().at(-1)!, granularity: "range" }
      : reading.range;
  if (range.granularity === "day") return [plan(0.8, call("get_entry", { date: range.from })), plan(0.3, call("get_recent_entries", { count: 5, after: range.from, before: range.to }))];
  // "what happened in March and April?": each month's (or year's) summary, in the order named.
  const apart = question.has(happenedAsked) ? periodsApart(question.dates, question.spelled) : [];
  if (apart.length > 0) return [plan(0.8, ...apart.map(summaryCall))];
  // "what happened in March 2025?", "o que aconteceu em 2025?": the month's or year's summary, with its main events, not its newest entries.
  if (question.has(happenedAsked) && (range.granularity === "month" || range.granularity === "year")) return [plan(0.8, summaryCall(range))];
  return [plan(0.75, call("get_recent_entries", { count: 20, ...entryBounds(range) }))];
};

/** Anything with a topic: search the journal by meaning and keywords. */
export const searchRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (reading.subject.length === 0 && question.names.length === 0) return null;
  const aboutTheWorld = !question.firstPerson && question.has(generalQuestion) && !question.cues.has("search");
  const confidence = aboutTheWorld ? 0.2 : question.firstPerson || question.cues.has("search") || question.cues.has("list") ? 0.5 : 0.45;
  // "How did I sleep lately?": the last 30 days, as the other "lately" questions read it, not the closest matches of any year.
  const lately = question.cues.has("lately") && reading.range === null ? { from: addDays(question.today, -29), to: question.today, recencyBoost: true } : {};
  // "when did I go to Sintra with Ana?": every day it was, as many as a search gives, the latest among them when there
  // are more (the answer names the latest).
  const when = question.has(whenWords) ? { limit: 20, recencyBoost: true } : {};
  return [search(reading, confidence, { ...lately, ...when })];
};


/** Words of asking what was done, not a topic ("up to", "feito"). */
const doingWords = /^(?:do|did|doing|done|up|to|been|feito|fazer|fiz|fazia|andei|andava|estive|estava|tenho|lately|ultimamente|recently|recentemente)$/;

/**
 * "what have I been up to lately?", "o que tenho feito ultimamente?", with no day said: the entries of the last two
 * weeks, read for what was done. With a day or a topic said, the other routes answer.
 */
export const doneRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(doingsAsked) || reading.range !== null) return null;
  if (reading.subject.some((word) => !doingWords.test(foldAccents(word.toLowerCase())))) return null;
  return [plan(0.8, call("get_recent_entries", { count: 20, after: addDays(question.today, -13), before: question.today }))];
};
