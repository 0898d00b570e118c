import type { LocalDate, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { feelingAsked } from "../../models/offline/question/feelingWords.js";
import { joyWords } from "../../models/offline/question/moodWords.js";
import { baselineBefore, dayKindAsked, dayKindWord, draining, driversAsked, goodOrBad, habitDates, momentWords, oneDayAsked, patternsAsked, periodSuperlative, themesAsked, weekdayAsked, weekdayWord, whenWords, worryAbout, writingDaysAsked } from "./journalPatterns.js";
import { ownPeriod, sortFor, toldFeeling } from "./journalQuestion.js";
import type { Period } from "./periods.js";
import { chronological, currentPeriodLike, daysIn, precedingPeriod } from "./periods.js";
import { call, dateBounds, entryBounds, period, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { measureCalls, measuresAsked, moodEndsAsked } from "./measuresAsked.js";

const writesAbout = /\b(?:write|wrote|written|mention\w*|say|said|talk\w*|escrevi|escrever|falei|mencionei|disse)\b.*\b(?:about|on|sobre|de)\b|\b(?:about|sobre)\b/;
const superlative = /\b(?:best|worst|happiest|saddest|calmest|most|least|highlights?|high points?|low points?|melhor(?:es)?|pior(?:es)?|mais feliz|mais triste|mais stressad[oa]|mais estressad[oa]|mais (?:calm|tranquil|relaxad|descontraid|seren|cansad)[oa]s?|destaques?|(?:pontos?|momentos?) (?:alto|baixo)s?)\b/;


/**
 * "is my mood better on weekends?", "which day of the week am I happiest?", "ando mais stressado nos dias úteis?" → a metric
 * by weekday over a year, or the dates asked; "do I write more on weekends?", "escrevo mais ao fim de semana?" → the entries
 * counted by weekday.
 */
export const weekdayRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(weekdayAsked) || reading.subject.some((word) => !weekdayWord.test(foldAccents(word.toLowerCase())))) return null;
  const asked = habitDates(reading.range);
  // "do I write more on weekends?": every entry of the journal (or of the dates asked) counted by day of the week.
  if (question.metric === null && writingDaysAsked(question.has)) return [plan(0.85, call("count_mentions", dateBounds(asked)))];
  const range = asked ?? { from: addDays(question.today, -364), to: question.today };
  return [plan(0.8, call("get_time_series", { metric: question.metric ?? "valence", ...dateBounds(range) }))];
};

/**
 * The day "now" stands for in a comparison with it: today, or the journal's last entry when the journal stopped
 * before the period up to today began ("am I happier now than in March?" of a journal kept until last year).
 */
const nowIn = (question: Reading["question"], current: (today: LocalDate) => Period): Period => {
  const last = question.journalSpan?.last;
  const upToToday = current(question.today);
  return last !== undefined && last < upToToday.from ? current(last) : upToToday;
};

/**
 * "ando mais feliz?", "tenho andado mais stressada?", "have I been happier?": a comparative said of an ongoing state,
 * which asks of the last days against the ones before, as "lately" does.
 */
const ongoing = /^(?:(?:and|so|e|entao|sera que) )?(?:(?:eu )?(?:ando|tenho andado|tenho estado|tenho-me sentido|tenho me sentido|me tenho sentido)|have i been)\b/;

/** "than the one before", "que a anterior", "do que a passada": compared with the period before the one said. */
const beforeOne = /\b(?:than|do que|que|compared (?:to|with)|em relacao a)\s+(?:the |a |o )?(?:anterior|passad[oa]|one before|previous(?: one)?|last one|week before|month before)\b/;

/** "compare this month with last month", "was I happier this spring than last spring?", "stress em março ou em abril?" */
export const compareRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!reading.comparing || reading.subject.length > 0) return null;
  const metric: MoodMetric = question.metric ?? "valence";
  let periods: [Period, Period] | null = null;
  if (question.dates.length >= 2) periods = chronological(period(question.dates[0]!), period(question.dates[1]!));
  else if (question.dates.length === 1) {
    const named = question.dates[0]!;
    const baseline = baselineBefore.test(foldAccents(question.spelled.slice(0, Math.max(0, named.index)).toLowerCase()));
    periods = baseline ? [period(named), nowIn(question, (today) => currentPeriodLike(named, today))] : [precedingPeriod(named), period(named)];
  } else if (question.metric !== null && (question.cues.has("lately") || question.has(ongoing) || question.has(/\b(?:than (?:before|usual|i used to)|do que (?:antes|o habitual|costume)|que antes)\b/))) {
    const recent = nowIn(question, (today) => ({ from: addDays(today, -29), to: today }));
    periods = [{ from: addDays(recent.to, -59), to: addDays(recent.to, -30) }, recent];
  }
  // "a minha semana foi melhor que a anterior?", "was my month better than the one before?": my period against the one before it.
  const own = question.dates.length === 0 && question.has(beforeOne) ? ownPeriod(question) : null;
  if (periods === null && own !== null) periods = [precedingPeriod(own), period(own)];
  if (periods === null) return null;
  const [first, second] = periods;
  // "how were my mood and stress in 2023 and 2024?": each metric compared.
  const measures = measuresAsked(reading);
  if (measures !== null && measures.topics.length === 0) return [plan(0.85, ...measures.metrics.map((each) => call("compare_time_periods", { metric: each, first, second })))];
  return [
    plan(0.85, call("compare_time_periods", { metric, first, second })),
    plan(0.5, call("get_time_series", { metric, ...dateBounds(first) }), call("get_time_series", { metric, ...dateBounds(second) })),
  ];
};

/** "what was my best month?", "my most stressful week this year", "qual foi a pior semana do ano?" → the metric by month or week. */
export const periodRankRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(periodSuperlative) || reading.subject.length > 0) return null;
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -364), to: question.today };
  return [plan(0.85, call("get_time_series", { metric: question.metric ?? "happiness", ...dateBounds(range) }))];
};

/** Feelings the mood's own measures are (stress, anxiety, happiness, sadness, tiredness): counted as the metric's days. */
const measuredFeeling = /^(?:stressed|stress|anxious|sad|sadness|happy|happiness|tired)$/;

/**
 * "how many times did I feel lonely?", "quantas vezes me senti sozinho?", "how often was I grateful?": a feeling no
 * measure is (loneliness is not low happiness) counted in the entries that say it, in its words of both languages;
 * the happiness by day is the fall-back.
 */
const feelingCounted = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const feeling = question.cues.has("count") ? feelingAsked(question.topicWords) : null;
  if (feeling === null || feeling.related.some((word) => measuredFeeling.test(word))) return null;
  // "quantas vezes tive medo?": "medo" is no mood word, so it is the subject, and the feeling still.
  const said = new Set(feeling.related.map((word) => foldAccents(word.toLowerCase())));
  if (!reading.subject.every((word) => said.has(foldAccents(word.toLowerCase())))) return null;
  const range = reading.range ?? ownPeriod(question);
  return [
    plan(0.8, call("count_mentions", { query: feeling.word, related: [feeling.related], ...dateBounds(range) })),
    plan(0.4, call("get_time_series", { metric: question.metric ?? "happiness", ...dateBounds(range ?? { from: addDays(question.today, -89), to: question.today }) })),
  ];
};

/**
 * "how often am I sad?", "how many days did I feel stressed this month?", "quantos dias estive cansado?", "how many bad
 * days did I have?" → the metric's days by band (the mood's for a kind of day).
 */
export const moodCountRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const told = feelingCounted(reading);
  if (told !== null) return told;
  // "how many bad days did I have last month?": days of low (or high) mood, whatever words say the kind of day.
  const dayKind = question.cues.has("count") && question.has(dayKindAsked) && reading.subject.every((word) => dayKindWord.test(foldAccents(word.toLowerCase())));
  if (!dayKind && (!question.cues.has("count") || question.metric === null || reading.subject.length > 0)) return null;
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -89), to: question.today };
  return [plan(0.8, call("get_time_series", { metric: question.metric ?? "valence", ...dateBounds(range) }))];
};


/** The other end of a ranking of days: the calmest against the most stressed, the happiest against the hardest. */
const otherEnd: Readonly<Record<string, string>> = { most_stressed: "calmest", unhappiest: "happiest", most_tired: "most_energetic" };

/**
 * The entries ranked by mood; when what a worry was about is asked ("what was I worried about?"), enough of them for a
 * subject to come back, and as many from the other end of the period, which tell what sets the worried days apart.
 */
const rankedCalls = (reading: Reading, sort: string, range: Period | null) => {
  const other = otherEnd[sort];
  // "what was my best day last month?": the one day, not a list.
  if (!reading.question.has(worryAbout) || other === undefined) return [call("get_recent_entries", { sort, count: reading.question.has(oneDayAsked) ? 1 : 5, ...entryBounds(range) })];
  return [call("get_recent_entries", { sort, count: 10, ...entryBounds(range) }), call("get_recent_entries", { sort: other, count: 10, ...entryBounds(range) })];
};

/** "o que me stressou?": what stressed one then, in the past (the present, "o que me stressa?", is the state). */
const pastDrivers = /\bo que (?:e que )?me (?:stressou|estressou|preocupou|incomodou)\b/;

/**
 * "what are my biggest stressors?", "which topics make me happiest?" → what went with stress and happiness over the last 90 days
 * (or the days named, up to today). Another period ("what stressed me the most in March?", "my biggest stressors last year")
 * is that period's most stressful (or happiest) days: the current state only ever looks back from today.
 */
export const driversRoute = (reading: Reading): SkillPlan[] | null => {
  const { question, range } = reading;
  if (!question.has(driversAsked)) return null;
  // "why am I always tired?", "porque ando sempre cansada?": the energy asked, not the state's stress and happiness.
  if (question.metric === "energy") return energyDrivers(reading);
  // "What's been stressing me out lately?": the last 30 days; with no period said, the last 90.
  if (range === null) return [plan(0.82, call("get_current_state", { days: question.cues.has("lately") ? 30 : 90, language: question.language }))];
  const days = daysIn(range);
  // "o que me stressou esta semana?", as "what stressed me this week?": what was, of a period said, is its days, not the state now.
  if (range.to === question.today && days <= 90 && !question.has(pastDrivers)) return [plan(0.82, call("get_current_state", { days, language: question.language }))];
  const metric = question.metric ?? (question.has(joyWords) ? "happiness" : "stress");
  return [plan(0.82, ...rankedCalls(reading, sortFor(metric, question.direction ?? "high"), range))];
};

/**
 * "why am I always tired?", "o que me anda a cansar?" → what came up on the days of lower energy (the state's), the
 * energy over the period asked (the last 30 days when asked of lately, else the last 90, when none is), how often it was
 * low, and its lowest days with what their entries say went with them.
 */
const energyDrivers = (reading: Reading): SkillPlan[] => {
  const { question } = reading;
  // "why am I so tired lately?": the last 30 days, as for stress; with no period said, the last 90.
  const range = reading.range ?? { from: addDays(question.today, question.cues.has("lately") ? -29 : -89), to: question.today };
  const days = daysIn(range);
  // The state only looks back from today: a period ended before it ("in March") has its series and its days alone.
  const state = range.to === question.today && days <= 90 ? [call("get_current_state", { days, language: question.language })] : [];
  return [
    plan(
      0.82,
      ...state,
      call("get_time_series", { metric: "energy", ...dateBounds(range) }),
      call("get_recent_entries", { sort: sortFor("energy", question.direction ?? "low"), count: 5, ...entryBounds(range) }),
    ),
  ];
};

/** "did anything good happen this week?", "aconteceu alguma coisa má?" → the period's happiest (or hardest) entries. */
export const goodOrBadRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(goodOrBad) || question.metric !== null) return null;
  const low = question.has(/\b(?:bad|awful|mas?|mau)\b/);
  const range = reading.range ?? ownPeriod(question) ?? { from: addDays(question.today, -29), to: question.today };
  return [plan(0.8, call("get_recent_entries", { sort: low ? "unhappiest" : "happiest", count: 5, ...entryBounds(range) }))];
};

/**
 * "when was the last time I felt anxious?", "quando foi a última vez que me senti triste?" → the latest entry that
 * says that feeling (in its words or in ones that mean it), and, when none does, the days whose mood was furthest that
 * way in the last 90 days (or the period asked).
 */
export const lastFeelingRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.cues.has("lastTime") || question.metric === null || question.metric === "valence" || reading.subject.length > 0) return null;
  const feeling = feelingAsked(question.topicWords);
  if (feeling === null) return null;
  const direction = question.direction ?? "high";
  const moodRange = reading.range ?? { from: addDays(question.today, -89), to: question.today };
  return [
    plan(
      0.82,
      call("search_journal", { query: feeling.word, related: [feeling.related], recencyBoost: true, limit: 20, ...dateBounds(reading.range) }),
      call("get_recent_entries", { sort: sortFor(question.metric, direction), count: 5, ...entryBounds(moodRange) }),
    ),
  ];
};

/** "what made me happy last week?", "when was I happiest?", "my worst days in March" → the entries ranked by mood. */
export const rankRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "o que devo fazer para me sentir melhor?" asks for advice: the current state's suggestions answer it.
  if (question.metric === null || question.cues.has("trend") || question.cues.has("wellbeing") || question.cues.has("advice")) return null;
  // "what gives me energy?" asks for the high end, "what drains my energy?" for the low one (of stress: the high one).
  // "com o que é que eu me preocupava?" asks what the worry was about, as a cause is asked.
  const cause = question.cues.has("cause") || question.has(worryAbout);
  const direction = question.direction ?? (cause ? (question.has(draining) !== (question.metric === "stress") ? "low" : "high") : null);
  if (reading.subject.length > 0 && !cause) return null;
  const asksMoments = cause || question.has(superlative) || question.has(momentWords) || question.has(whenWords) || question.cues.has("lastTime");
  if (!asksMoments) return null;
  // "the last time I felt happy", "lately": the happiest of the last 30 days.
  const recent = question.cues.has("lastTime") || question.cues.has("lately");
  // "o pior dia do ano", "the best day of the year": the period the question names without a date.
  const range = reading.range ?? (recent ? { from: addDays(question.today, -29), to: question.today } : ownPeriod(question));
  // "when was I happiest and saddest?", "my best day and my worst day": the entries at each end asked.
  const ends = moodEndsAsked(reading);
  if (ends.length > 0) return [plan(0.8, ...ends.map((end) => call("get_recent_entries", { sort: sortFor(end.metric, end.direction), count: 5, ...entryBounds(range) })))];
  if (direction === null) return null;
  const sort = sortFor(question.metric, direction);
  return [
    plan(0.8, ...rankedCalls(reading, sort, range)),
    plan(0.3, call("get_time_series", { metric: question.metric, ...dateBounds(range) })),
  ];
};

/** "how has my happiness changed?", "stress level in March", "how was my energy last month?" → one metric over time. */
export const seriesRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (question.metric === null || reading.comparing || (question.has(writesAbout) && !question.cues.has("trend"))) return null;
  const asksLevel =
    question.cues.has("trend") ||
    question.cues.has("review") ||
    question.cues.has("lately") ||
    reading.range !== null ||
    question.has(/\bhow (?:happy|sad|stressed|anxious|tired|energetic|calm)\b|\bmy (?:happiness|stress|energy|mood)\b|\b(?:o )?meu (?:humor|stress|estresse|nivel|animo|cansaco)\b|\b(?:a )?minha (?:felicidade|energia|ansiedade|disposicao)\b|\bquao\b|\bquanto\b/);
  if (!asksLevel) return null;
  // "how have my sleep and mood been?": each measure asked.
  const measures = measuresAsked(reading);
  if (measures !== null) return [plan(0.8, ...measureCalls(reading, measures))];
  return [plan(reading.subject.length > 0 ? 0.5 : 0.8, call("get_time_series", { metric: question.metric, ...dateBounds(reading.range) }))];
};

/** "how am I doing?", "como tenho andado?", "any advice?" → the current state with suggestions. */
const onMyMind = /\b(?:tell me (?:something )?about (?:my|the) (?:journal|diary|life)|how (?:is|does) my (?:journal|diary)(?: (?:look|looking|going|doing))?|what is (?:good|new|up) (?:with|in) my (?:journal|diary)|como (?:e que )?(?:esta|anda|vai) (?:o )?(?:meu )?diario|o que (?:ha|tem) de novo no (?:meu )?diario|fala-me (?:do|sobre o) (?:meu )?diario|on my mind|been thinking about|what have i been thinking|what is going on with me|what is (?:going on|happening|new) (?:in|with) my life|how is my life(?: going| looking)?|o que (?:e que )?se passa (?:na|com a) minha vida|o que (?:ha|tem) de novo na minha vida|o que (?:me )?(?:tem|anda a) (?:ocupar|preocupar)|em que (?:tenho|ando a) pensar|no que tenho pensado)\b/;
/** "I feel sad today", "estou cansado": a feeling told, not asked. */

/** "am I stressed?", "have I been sad?", "estou stressado?", "ando triste?": one's own mood asked about, not told. */
const ownMoodAsked = /^(?:am i|have i been|was i|do i seem|estou|ando|tenho andado|estive|sera que (?:estou|ando))\b/;

/**
 * The days the state reads for the period asked: "how am I doing this month?", "em que me devo focar em abril?", "since
 * March" read that period (up to today) whole, its moods against as many days before; advice for a period begun only
 * days ago ("what should I focus on this week?" on a Tuesday) looks at least at the last 7, the week ahead being still
 * to come. No period, one day, or one still ahead: the tool's own window.
 */
const stateBounds = (reading: Reading): Record<string, string | number> => {
  const { question, range } = reading;
  if (range === null || range.granularity === "day" || range.from > question.today) return {};
  const to = range.to > question.today ? question.today : range.to;
  const fewest = question.cues.has("wellbeing") ? 1 : 7;
  return to === question.today && daysIn({ from: range.from, to }) < fewest ? { days: fewest } : { from: range.from, to };
};

export const stateRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "Am I lonely?": the metric over the period asked (the last 30 days when none is), before the journal's whole state.
  // "tô cansado, como tenho andado?": the feeling told, then how one has been asked: the whole state, not the one metric.
  // "am I stressed and tired?", "ando cansado e stressado?": each measure asked.
  if (question.metric !== null && question.has(ownMoodAsked) && !question.cues.has("wellbeing") && toldFeeling(question) === null) {
    const measures = measuresAsked(reading);
    if (measures !== null) return [plan(0.8, ...measureCalls(reading, measures))];
    if (reading.subject.length === 0) return [plan(0.8, call("get_time_series", { metric: question.metric, ...dateBounds(reading.range) }))];
  }
  const advice = question.cues.has("advice") && reading.subject.length === 0;
  const told = toldFeeling(question) !== null;
  if (question.has(themesAsked) || question.has(patternsAsked)) return [plan(0.8, call("get_current_state", { days: 90, language: question.language }))];
  if (!question.cues.has("wellbeing") && !advice && !question.has(onMyMind) && !told) return null;
  const range = reading.range;
  // "how have I been feeling since March?": longer than the state reads (90 days), the mood over the whole period.
  if (range !== null && question.cues.has("wellbeing") && daysIn(range) > 90) return [plan(0.85, call("get_time_series", { metric: "valence", ...dateBounds(range) }))];
  return [
    plan(question.cues.has("wellbeing") ? 0.85 : 0.75, call("get_current_state", { ...stateBounds(reading), language: question.language })),
    plan(0.4, call("get_time_series", { metric: "happiness", ...dateBounds(range) })),
    plan(0.3, call("get_recent_entries", { count: 5 })),
  ];
};

