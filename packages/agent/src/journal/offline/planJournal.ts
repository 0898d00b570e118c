import type { MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { relatedWords } from "../../models/offline/question/relatedWords.js";
import { dateRangeBefore, unitBefore } from "../../time/periodBefore.js";
import type { DateRange } from "../../time/relativeDates.js";
import {
  articleSuperlative,
  baselineBefore,
  causeSuperlative,
  comparative,
  draining,
  driversAsked,
  followUpOpening,
  gapAsked,
  generalQuestion,
  goodOrBad,
  momentWords,
  peopleRanked,
  periodSuperlative,
  placesRanked,
  singular,
  themesAsked,
  weekdayAsked,
  whenWords,
  whyAsked,
  writingAsked,
} from "./journalPatterns.js";
import { hobbies, hobbiesAsked } from "./hobbies.js";
import { ownPeriod, sortFor, subjectRelated, subjectWords } from "./journalQuestion.js";
import type { Period } from "./periods.js";
import { chronological, currentPeriodLike, daysIn, precedingPeriod } from "./periods.js";

type Args = Record<string, unknown>;
const call = (name: string, args: Args): PlannedCall => ({ name, arguments: args });
const plan = (confidence: number, ...calls: PlannedCall[]): SkillPlan => ({ confidence, calls });
const entryBounds = (range: Period | null): Args => (range ? { after: range.from, before: range.to } : {});
const dateBounds = (range: Period | null): Args => (range ? { from: range.from, to: range.to } : {});
const period = (range: Period): Period => ({ from: range.from, to: range.to });

/** What a question asks, read once for the routes below. */
interface Reading {
  readonly question: Question;
  readonly subject: ReadonlyArray<string>;
  readonly range: DateRange | null;
  readonly comparing: boolean;
}

const writesAbout = /\b(?:write|wrote|written|mention\w*|say|said|talk\w*|escrevi|escrever|falei|mencionei|disse)\b.*\b(?:about|on|sobre|de)\b|\b(?:about|sobre)\b/;
const superlative = /\b(?:best|worst|happiest|saddest|calmest|most|least|melhor(?:es)?|pior(?:es)?|mais feliz|mais triste|mais stressad[oa]|mais estressad[oa]|mais calm[oa]|mais cansad[oa])\b/;

const search = (reading: Reading, confidence: number, extra: Args = {}): SkillPlan => {
  const related = subjectRelated(reading.question, reading.subject);
  return plan(confidence, call("search_journal", {
    query: reading.subject.join(" ") || reading.question.topic || reading.question.text.trim(),
    ...(related.length > 0 ? { related } : {}),
    ...dateBounds(reading.range),
    ...extra,
  }));
};

/** The words of a weekday question that are not its subject ("weekends", "fins de semana", "segundas"). */
const weekdayWord = /^(?:weekends?|weekdays?|week|day|days|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|fim|fins|de|semana|dias?|uteis|util|segundas|tercas|quartas|quintas|sextas|sabados|domingos)(?: (?:de|semana|uteis|util|weekends?|fim))*$/;

/** "is my mood better on weekends?", "which day of the week am I happiest?", "ando mais stressado nos dias úteis?" → a metric by weekday over a year, or the dates asked. */
const weekdayRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(weekdayAsked) || reading.subject.some((word) => !weekdayWord.test(foldAccents(word.toLowerCase())))) return null;
  // "ao fim de semana" also reads as this weekend: a habit asked, not that date.
  const asked = reading.range !== null && !weekdayWord.test(foldAccents(reading.range.text.toLowerCase())) ? reading.range : null;
  const range = asked ?? { from: addDays(question.today, -364), to: question.today };
  return [plan(0.8, call("get_time_series", { metric: question.metric ?? "valence", ...dateBounds(range) }))];
};

/** "compare this month with last month", "was I happier this spring than last spring?", "stress em março ou em abril?" */
const compareRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!reading.comparing || reading.subject.length > 0) return null;
  const metric: MoodMetric = question.metric ?? "valence";
  let periods: [Period, Period] | null = null;
  if (question.dates.length >= 2) periods = chronological(period(question.dates[0]!), period(question.dates[1]!));
  else if (question.dates.length === 1) {
    const named = question.dates[0]!;
    const baseline = baselineBefore.test(foldAccents(question.spelled.slice(0, Math.max(0, named.index)).toLowerCase()));
    periods = baseline ? [period(named), currentPeriodLike(named, question.today)] : [precedingPeriod(named), period(named)];
  } else if (question.metric !== null && (question.cues.has("lately") || question.has(/\b(?:than (?:before|usual|i used to)|do que (?:antes|o habitual|costume)|que antes)\b/))) {
    const recent = { from: addDays(question.today, -29), to: question.today };
    periods = [{ from: addDays(question.today, -59), to: addDays(question.today, -30) }, recent];
  }
  if (periods === null) return null;
  const [first, second] = periods;
  return [
    plan(0.85, call("compare_time_periods", { metric, first, second })),
    plan(0.5, call("get_time_series", { metric, ...dateBounds(first) }), call("get_time_series", { metric, ...dateBounds(second) })),
  ];
};

/** "what was my best month?", "my most stressful week this year", "qual foi a pior semana do ano?" → the metric by month or week. */
const periodRankRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(periodSuperlative) || reading.subject.length > 0) return null;
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -364), to: question.today };
  return [plan(0.85, call("get_time_series", { metric: question.metric ?? "happiness", ...dateBounds(range) }))];
};

/** "how often am I sad?", "how many days did I feel stressed this month?", "quantos dias estive cansado?" → the metric's days by band. */
const moodCountRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.cues.has("count") || question.metric === null || reading.subject.length > 0) return null;
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -89), to: question.today };
  return [plan(0.8, call("get_time_series", { metric: question.metric, ...dateBounds(range) }))];
};

/**
 * "what are my biggest stressors?", "which topics make me happiest?" → what went with stress and happiness over the last 90 days
 * (or the days named, up to today). Another period ("what stressed me the most in March?", "my biggest stressors last year")
 * is that period's most stressful (or happiest) days: the current state only ever looks back from today.
 */
const driversRoute = (reading: Reading): SkillPlan[] | null => {
  const { question, range } = reading;
  if (!question.has(driversAsked)) return null;
  if (range === null) return [plan(0.82, call("get_current_state", { days: 90, language: question.language }))];
  const days = daysIn(range);
  if (range.to === question.today && days <= 90) return [plan(0.82, call("get_current_state", { days, language: question.language }))];
  const metric = question.metric ?? (question.has(/\b(?:joy|happ\w*|alegria|felicidade|anim\w*)\b/) ? "happiness" : "stress");
  return [plan(0.82, call("get_recent_entries", { sort: sortFor(metric, question.direction ?? "high"), count: 5, ...entryBounds(range) }))];
};

/** "did anything good happen this week?", "aconteceu alguma coisa má?" → the period's happiest (or hardest) entries. */
const goodOrBadRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(goodOrBad) || question.metric !== null) return null;
  const low = question.has(/\b(?:bad|awful|mas?|mau)\b/);
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -29), to: question.today };
  return [plan(0.8, call("get_recent_entries", { sort: low ? "unhappiest" : "happiest", count: 5, ...entryBounds(range) }))];
};

/** "what made me happy last week?", "when was I happiest?", "my worst days in March" → the entries ranked by mood. */
const rankRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "o que devo fazer para me sentir melhor?" asks for advice: the current state's suggestions answer it.
  if (question.metric === null || question.cues.has("trend") || question.cues.has("wellbeing") || question.cues.has("advice")) return null;
  // "what gives me energy?" asks for the high end, "what drains my energy?" for the low one (of stress: the high one).
  const direction = question.direction ?? (question.cues.has("cause") ? (question.has(draining) !== (question.metric === "stress") ? "low" : "high") : null);
  if (direction === null) return null;
  if (reading.subject.length > 0 && !question.cues.has("cause")) return null;
  const asksMoments = question.cues.has("cause") || question.has(superlative) || question.has(momentWords) || question.has(whenWords) || question.cues.has("lastTime");
  if (!asksMoments) return null;
  const sort = sortFor(question.metric, direction);
  // "the last time I felt happy", "lately": the happiest of the last 30 days.
  const recent = question.cues.has("lastTime") || question.cues.has("lately");
  const range = reading.range ?? (recent ? { from: addDays(question.today, -29), to: question.today } : null);
  return [
    plan(0.8, call("get_recent_entries", { sort, count: 5, ...entryBounds(range) })),
    plan(0.3, call("get_time_series", { metric: question.metric, ...dateBounds(range) })),
  ];
};

/** "how has my happiness changed?", "stress level in March", "how was my energy last month?" → one metric over time. */
const seriesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric === null || reading.comparing || (question.has(writesAbout) && !question.cues.has("trend"))) return null;
  const asksLevel =
    question.cues.has("trend") ||
    question.cues.has("review") ||
    question.cues.has("lately") ||
    reading.range !== null ||
    question.has(/\bhow (?:happy|sad|stressed|anxious|tired|energetic|calm)\b|\bmy (?:happiness|stress|energy|mood)\b|\b(?:o )?meu (?:humor|stress|estresse|nivel|animo|cansaco)\b|\b(?:a )?minha (?:felicidade|energia|ansiedade|disposicao)\b|\bquao\b|\bquanto\b/);
  if (!asksLevel) return null;
  return [plan(reading.subject.length > 0 ? 0.5 : 0.8, call("get_time_series", { metric: question.metric, ...dateBounds(reading.range) }))];
};

/** "how am I doing?", "como tenho andado?", "any advice?" → the current state with suggestions. */
const onMyMind = /\b(?:tell me (?:something )?about (?:my|the) (?:journal|diary|life)|fala-me (?:do|sobre o) (?:meu )?diario|on my mind|been thinking about|what have i been thinking|what is going on with me|o que (?:me )?(?:tem|anda a) (?:ocupar|preocupar)|em que (?:tenho|ando a) pensar|no que tenho pensado)\b/;
/** "I feel sad today", "estou cansado": a feeling told, not asked. */
const feelingTold = /^(?:i feel|i am feeling|i am|i have been feeling|feeling|sinto-me|me sinto|estou|ando|tenho andado)\b/;

const stateRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const advice = question.cues.has("advice") && reading.subject.length === 0;
  const told = question.metric !== null && question.has(feelingTold) && !question.words.includes("?") && !question.text.includes("?");
  if (question.has(themesAsked)) return [plan(0.8, call("get_current_state", { days: 90, language: question.language }))];
  if (!question.cues.has("wellbeing") && !advice && !question.has(onMyMind) && !told) return null;
  const range = reading.range;
  const days = range !== null && range.to === question.today && range.granularity !== "day" ? Math.min(90, daysIn(range)) : undefined;
  return [
    plan(question.cues.has("wellbeing") ? 0.85 : 0.75, call("get_current_state", { ...(days === undefined ? {} : { days }), language: question.language })),
    plan(0.4, call("get_time_series", { metric: "happiness", ...dateBounds(range) })),
    plan(0.3, call("get_recent_entries", { count: 5 })),
  ];
};

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
      if (range.to === question.today && days <= 90) plans.unshift(plan(confidence, call("get_current_state", { days, language: question.language })));
      return plans;
    }
  }
};

const reviewRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (reading.subject.length > 0) return null;
  const otherCue = ["list", "latest", "earliest", "lastTime", "firstTime", "count", "search"].some((cue) => question.cues.has(cue as never));
  const review = question.cues.has("review") || (!otherCue && question.metric === null && reading.range !== null);
  if (!review) return null;
  const range = reading.range ?? ownPeriod(question);
  if (range !== null) return reviewOf(reading, range, question.cues.has("review") ? 0.8 : 0.7);
  // "summary please", "how have things been lately": the last days.
  return [plan(question.cues.has("lately") ? 0.7 : 0.6, call("get_current_state", { language: question.language }))];
};

/** "my last entry", "my first entries" → entries by date. */
const latestRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const latest = question.cues.has("latest");
  const earliest = question.cues.has("earliest");
  if (!latest && !earliest) return null;
  // "when did I start my journal?" asks for one date: the first entry.
  const count = question.has(singular) || question.has(whenWords) ? 1 : 5;
  return [plan(0.85, call("get_recent_entries", { count, ...(earliest && !latest ? { sort: "oldest" } : {}), ...entryBounds(reading.range) }))];
};

/** "when did I last go climbing?", "a primeira vez que fui a Sintra" → a search leaning to the latest or scanning for the earliest. */
const timesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.cues.has("lastTime")) {
    if (reading.subject.length === 0) return [plan(0.6, call("get_recent_entries", { count: 1 }))];
    return [search(reading, 0.85, { recencyBoost: true, limit: 20 })];
  }
  if (question.cues.has("firstTime") && reading.subject.length > 0) return [search(reading, 0.8, { limit: 20 })];
  return null;
};

/** The `count_mentions` call for some subject words over the question's period. */
const countCall = (reading: Reading, words: ReadonlyArray<string>): PlannedCall => {
  const related = subjectRelated(reading.question, words);
  return call("count_mentions", { query: words.join(" "), ...(related.length > 0 ? { related } : {}), ...dateBounds(reading.range) });
};

/** "what's the longest I went without writing?", "qual foi o maior intervalo sem escrever?" → every entry of the period counted, with its gaps. */
const gapRoute = (reading: Reading): SkillPlan[] | null =>
  reading.question.has(gapAsked) && reading.question.metric === null ? [plan(0.85, call("count_mentions", dateBounds(reading.range)))] : null;

/** "who do I spend the most time with?", "com quem falo mais?", "where do I usually go?" → the names the journal uses most. */
const namesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric !== null || question.names.length > 0) return null;
  const kind = question.has(peopleRanked) ? "person" : question.has(placesRanked) ? "place" : null;
  if (kind === null) return null;
  return [plan(0.85, call("rank_names", { kind, ...dateBounds(reading.range) }))];
};

/** "what are my hobbies?", "quais são os meus passatempos?" → each pastime counted over the period (the last year when none is said). */
const hobbiesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(hobbiesAsked) || question.metric !== null) return null;
  const range = reading.range ?? { from: addDays(question.today, -364), to: question.today };
  return [
    plan(
      0.85,
      ...hobbies.map((hobby) => call("count_mentions", { query: hobby.concept, related: [[hobby.concept, ...relatedWords(hobby.concept)].slice(0, 25)], from: range.from, to: range.to })),
    ),
  ];
};

/** "do I go climbing more than running?", "corro mais do que escalo?" → both counted over the same period. */
const countsComparedRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric !== null || reading.subject.length !== 2 || !question.has(/\b(?:more|less|than|mais|menos|do que)\b/)) return null;
  if (reading.range !== null && question.dates.length > 1) return null;
  return [plan(0.8, ...reading.subject.map((word) => countCall(reading, [word])))];
};

/** "how many times did I go climbing in 2023?", "how often do I see Miguel?", "quantas entradas escrevi em março?" */
const countRoute = (reading: Reading): SkillPlan[] | null => {
  const { question, range } = reading;
  if (!question.cues.has("count")) return null;
  // Every entry of the period is counted; a search (at most 20 hits) is the fall-back where counting is not offered.
  if (reading.subject.length > 0) {
    // "how much did I pay in fees?" counts money, not entries: another skill knows better.
    const confidence = question.has(/\b(?:how much|quanto|quanta)\b/) && !question.has(/\b(?:how many|how often|quantas|quantos)\b/) ? 0.45 : 0.8;
    // "quantas vezes liguei ao Miguel?": the people named are what is counted, the verb only says how they came up.
    const words = question.names.length > 0 ? reading.subject.filter((word) => /^\p{Lu}/u.test(word)) : reading.subject;
    return [plan(confidence, countCall(reading, words.length > 0 ? words : reading.subject)), search(reading, Math.min(confidence, 0.5), { limit: 20 })];
  }
  // "do I read a lot?", "how often do I read?": the verb is the subject when nothing else is.
  const verb = /\b(?:how often|how many times|how frequently|do|did) i (?:go |ever |usually )?([a-z]{3,})\b/.exec(question.normalized)?.[1];
  if (verb !== undefined && !writingAsked.test(verb) && !/^(?:have|has|go|get|do|did|see|feel|felt|write)$/.test(verb)) {
    const alternatives = relatedWords(verb);
    return [plan(0.75, call("count_mentions", { query: verb, ...(alternatives.length > 0 ? { related: [[verb, ...alternatives]] } : {}), ...dateBounds(reading.range) }))];
  }
  // "how many entries do I have?", "how often do I write?": the whole journal's count comes with its current state.
  if (range === null && question.has(/\b(?:entries|entradas|registos|registros)\b|\b(?:often|frequently|regularly|frequencia|regularidade)\b/) && question.has(writingAsked)) {
    return [plan(0.75, call("get_current_state", { language: question.language }))];
  }
  if (range === null && question.has(/\b(?:entries|entradas|registos|registros)\b/)) return [plan(0.72, call("get_current_state", { language: question.language }))];
  if (range?.granularity === "month") return [plan(0.75, call("get_month_summary", { month: range.from.slice(0, 7) }))];
  const year = range?.granularity === "year" ? Number(range.from.slice(0, 4)) : Number(question.today.slice(0, 4));
  if (range === null || range.granularity === "year") return [plan(0.7, call("get_year_summary", { year }))];
  return [plan(0.7, call("get_recent_entries", { count: 20, ...entryBounds(range) }))];
};

/** A day, or a span of days, with nothing else to look for ("what did I write yesterday?", "o que fiz na semana passada?"). */
const datesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (reading.range === null || reading.subject.length > 0) return null;
  // "yesterday and today", "from Monday to Wednesday" said as two dates: the span they cover.
  const range: Period & { granularity: DateRange["granularity"] } =
    question.dates.length >= 2
      ? { from: question.dates.map((found) => found.from).sort()[0]!, to: question.dates.map((found) => found.to).sort().at(-1)!, granularity: "range" }
      : reading.range;
  if (range.granularity === "day") return [plan(0.8, call("get_entry", { date: range.from })), plan(0.3, call("get_recent_entries", { count: 5, after: range.from, before: range.to }))];
  return [plan(0.75, call("get_recent_entries", { count: 20, ...entryBounds(range) }))];
};

/** Anything with a topic: search the journal by meaning and keywords. */
const searchRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (reading.subject.length === 0 && question.names.length === 0) return null;
  const aboutTheWorld = !question.firstPerson && question.has(generalQuestion) && !question.cues.has("search");
  const confidence = aboutTheWorld ? 0.2 : question.firstPerson || question.cues.has("search") || question.cues.has("list") ? 0.5 : 0.45;
  // "How did I sleep lately?": the last 30 days, as the other "lately" questions read it, not the closest matches of any year.
  const lately = question.cues.has("lately") && reading.range === null ? { from: addDays(question.today, -29), to: question.today, recencyBoost: true } : {};
  return [search(reading, confidence, lately)];
};

const routes = [
  gapRoute,
  hobbiesRoute,
  weekdayRoute,
  namesRoute,
  driversRoute,
  moodCountRoute,
  periodRankRoute,
  goodOrBadRoute,
  compareRoute,
  rankRoute,
  stateRoute,
  seriesRoute,
  latestRoute,
  timesRoute,
  countsComparedRoute,
  countRoute,
  reviewRoute,
  datesRoute,
  searchRoute,
];

const read = (question: Question): Reading => ({
  question,
  subject: subjectWords(question),
  range: question.range,
  comparing:
    !question.has(articleSuperlative) &&
    !question.has(causeSuperlative) &&
    (question.cues.has("comparison") || question.has(comparative) || (question.dates.length >= 2 && (question.metric !== null || question.cues.has("review")))),
});

const route = (question: Question): SkillPlan[] => {
  const reading = read(question);
  for (const candidate of routes) {
    const plans = candidate(reading);
    if (plans !== null) return plans;
  }
  return [];
};

/**
 * "and last month?", "e em abril?", "what about stress?": the previous
 * question asked again with this one's dates or metric.
 */
const followUpOf = (question: Question): Question | null => {
  const previous = question.previous;
  // "why?": the period of the previous question in review, for its causes (a summary's drivers, the current state's stressors).
  if (previous !== null && question.has(whyAsked)) {
    return { ...previous, language: question.language, metric: null, direction: null, cues: new Set([...previous.cues, "cause" as const]), tools: question.tools, capabilities: question.capabilities, previous: null };
  }
  if (previous === null || !question.has(followUpOpening) || subjectWords(question).length > 0) return null;
  // "and the year before?", "e no ano anterior?": the previous question's period moved back, not today's.
  const unit = previous.range === null ? null : unitBefore(question.normalized);
  const before = unit === null ? null : previous.dates.map((range) => dateRangeBefore(range, unit));
  if (before === null && question.dates.length === 0 && question.metric === null) return null;
  return {
    ...previous,
    language: question.language,
    dates: before ?? (question.dates.length > 0 ? question.dates : previous.dates),
    range: unit !== null && previous.range !== null ? dateRangeBefore(previous.range, unit) : (question.range ?? previous.range),
    metric: question.metric ?? previous.metric,
    direction: question.metric !== null ? question.direction : previous.direction,
    tools: question.tools,
    capabilities: question.capabilities,
    previous: null,
  };
};

/**
 * The journal skill's plans for a question, preferred first: the first
 * route that recognises it (comparison, mood ranking, metric over time,
 * current state, latest entries, last or first time, count, review of a
 * period, a day or span, topic search) with its fall-backs, or the previous
 * question's with this one's dates for a follow-up.
 */
export const planJournal = (question: Question): SkillPlan[] => {
  if (question.cues.has("remember")) return [];
  const followed = followUpOf(question);
  if (followed !== null) {
    const plans = route(followed);
    if (plans.length > 0) return plans.map((candidate) => ({ ...candidate, confidence: candidate.confidence * 0.95 }));
  }
  return route(question);
};
