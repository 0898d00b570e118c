import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { normalizeText } from "../../models/offline/question/normalizeText.js";
import { asksOneBefore, dateRangeAfter, dateRangeBefore, sameKindBefore, unitAfter, unitBefore } from "../../time/periodBefore.js";
import { followUpOpening, oneDayAsked, whyAsked } from "./journalPatterns.js";
import { ownPeriod, subjectWords } from "./journalQuestion.js";
import { call, plan } from "./planCalls.js";

/** "no, I meant April", "não, queria dizer abril": the previous question asked again with what this one puts right. */
const correctionOpening = /^(?:(?:no|nope|sorry|oops|actually|nao|desculpa|ops|perdao) )*(?:i meant|i mean|i was asking about|queria dizer|quis dizer|quero dizer)\b/;

/** Words a bare correction ("no, October", "não, em outubro") may hold besides its date. */
const correctionWords = new Set(["no", "nope", "nao", "not", "but", "mas", "in", "on", "for", "em", "na", "de", "do", "da", "the", "o", "a", "?"]);

/** "no, October", "não, outubro": a "no" and a date, nothing else. */
const bareCorrection = (question: Question): boolean => {
  if (!question.has(/^(?:no|nope|nao)\b/) || question.dates.length === 0) return false;
  const dateWords = new Set(question.dates.flatMap((range) => normalizeText(range.text).split(" ")));
  return question.words.every((word) => correctionWords.has(word) || dateWords.has(word));
};

/** "my best day ever", "of all time", "de sempre", "de todos os tempos": a day asked of the whole journal, whatever came before. */
const everSaid = /\b(?:ever|of all time|in my life|de sempre|de todos os tempos|da minha vida|alguma vez)\b/;

/** "and what…", "e o que…", "and how…": a follow-up that is a question of its own, not the previous one with a new metric. */
const wholeQuestionOpening = /^(?:and|e) (?:what|which|when|how|why|who|o que|qual|quais|quando|como|quem|por ?que)\b/;

/** "and who was I with?", "e com quem estive?", "and where did I go?": who or where, asked of the previous question's period. */
const peopleOrPlacesOpening = /^(?:and|e) (?:who|with whom|where|quem|com quem|onde)\b/;

/** "who was I with?", "com quem estive?", "where did I go?", "onde fui?": the whole question, asked of an occasion, not of the whole journal. */
const barePeopleOrPlaces =
  /^(?:so )?(?:who was i with|who did i see|who was there|where did i go|where was i|com quem (?:e que )?(?:eu )?(?:estive|estava|fui|sai)|quem (?:e que )?(?:eu )?vi|onde (?:e que )?(?:eu )?(?:fui|estive|estava))(?: then| that day| nesse dia| naquele dia| entao)?(?: \?)?$/;

/** "the first one", "the second entry", "o segundo", "a última": an entry of the last answer's list, by its place. */
const pickedAsked =
  /^(?:(?:and|e) )?(?:(?:show|open|read|give)(?: me)? |(?:mostra|mostre|abre|abra|le|leia|da)(?:-me| me)? )?(?:the |o |a )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|quint[oa]|ultim[oa])(?: one| entry| day| entrada| dia)?(?: please| por favor)?(?: \?)?$/;

/** "show me the entry", "open it", "mostra-me", "mostra essa entrada": the entry the last answer named first. */
const showAsked =
  /^(?:(?:can you |could you |podes |pode )?(?:show|open|read)(?: me)?(?: (?:it|that|this|the entry|that entry|this entry|that day|the whole entry|the full entry))?|(?:mostra|mostre|abre|abra|le|leia)(?:-me| me)?(?: (?:isso|essa entrada|a entrada|esse dia|a entrada toda))?)(?: please| por favor)?(?: \?)?$/;

/** "what did I write that day?", "what was I doing then?", "o que escrevi nesse dia?", "o que eu fazia nesse dia?": that day's entry. */
const thatDayAsked =
  /^(?:and )?(?:what (?:did i (?:write|say|do)|was i doing|was going on|happened|else happened|else did i (?:write|do))(?: on)? (?:that day|then|on that day)|tell me (?:more )?about that day)\s*\??$|^(?:e )?(?:o que (?:e que )?(?:(?:eu )?(?:escrevi|disse|fiz|fazia|estava fazendo|estava a fazer)|aconteceu|mais aconteceu|se passou) (?:nesse|naquele|neste) dia|o que (?:e que )?(?:eu )?(?:fazia|estava fazendo|estava a fazer) (?:entao|nessa altura)|(?:fala|conta)(?:-me)?(?: mais)? (?:desse|daquele) dia)\s*\??$/;

/** "that day", "nesse dia", "naquele dia": the day the last answer named. */
const thatDaySaid = /\b(?:that day|nesse dia|naquele dia|neste dia)\b/;

/** Whether a question was answered with one day of the journal: its best or worst day, or the entry of a day picked from an answer. */
const answeredOneDay = (question: Question): boolean =>
  question.has(oneDayAsked) || question.has(thatDayAsked) || question.has(showAsked) || pickedAsked.test(question.normalized);

const ordinals = [["first", "1st", "primeir"], ["second", "2nd", "segund"], ["third", "3rd", "terceir"], ["fourth", "4th", "quart"], ["fifth", "5th", "quint"]];
/** A place in a list, from 0; -1 for the last. */
const placeOf = (word: string): number => (/^(?:last|ultim)/.test(word) ? -1 : ordinals.findIndex((names) => names.some((name) => word.startsWith(name))));

/**
 * "the second one", "o primeiro", "show me the entry", "mostra-me": the
 * entry of a day of the latest list (`Question.listed`), by its place in
 * it, or the first day the last answer named (`Question.answerDays`).
 */
export const listedEntryRoute = (question: Question): SkillPlan[] | null => {
  const picked = pickedAsked.exec(question.normalized);
  if (picked === null && !question.has(showAsked) && !question.has(thatDayAsked)) return null;
  const days = picked === null ? question.answerDays : question.listed.length > 0 ? question.listed : question.answerDays;
  const date = picked === null ? days[0] : days.at(placeOf(picked[1]!));
  return date === undefined ? null : [plan(0.85, call("get_entry", { date }))];
};

/**
 * "and last month?", "e em abril?", "what about stress?": the previous
 * question asked again with this one's dates or metric.
 */
export const followUpOf = (question: Question): Question | null => {
  // "and energy?" after "what about stress?": the question that one followed, asked again, not its bare words.
  const previous = question.previous === null ? null : (followUpOf(question.previous) ?? question.previous);
  // "why?": the period of the previous question in review, for its causes (a summary's drivers, the current state's stressors).
  if (previous !== null && question.has(whyAsked)) {
    return { ...previous, language: question.language, metric: null, direction: null, cues: new Set([...previous.cues, "cause" as const]), tools: question.tools, capabilities: question.capabilities, previous: null };
  }
  // "and the one before?", "e o anterior?": the previous question's period moved back by its own kind (a weekend to the one before).
  // A period of one's own said without a date ("como foi a minha semana?" → "e a anterior?") is a period too.
  const previousRange = previous === null ? null : (previous.range ?? ownPeriod(previous));
  const oneBefore = previousRange !== null && asksOneBefore(question.normalized) ? previousRange : null;
  // "how was September?" → "what was the best day?", "e o pior dia?": the day at an end of the mood, of that period.
  if (previous !== null && question.dates.length === 0 && question.has(oneDayAsked) && !question.has(everSaid) && subjectWords(question).length === 0) {
    const period = previous.range ?? ownPeriod(previous);
    if (period !== null && period.granularity !== "day") return { ...question, dates: previous.dates.length > 0 ? previous.dates : [period], range: period, previous: null };
  }
  // "what was my happiest day?" → "who was I with that day?", "e onde estive?": the day that answer named, not its period.
  if (previous !== null && question.dates.length === 0 && (question.has(barePeopleOrPlaces) || question.has(peopleOrPlacesOpening)) && (question.has(thatDaySaid) || answeredOneDay(previous))) {
    const day = question.answerDays[0];
    if (day !== undefined) {
      const range = { from: day, to: day, granularity: "day" as const, text: "", index: -1 };
      return { ...question, dates: [range], range, previous: null };
    }
  }
  // "what did I do yesterday?" → "who was I with?", "com quem estive?", "onde fui?": asked of that day, though said without "and".
  if (previous !== null && question.dates.length === 0 && question.has(barePeopleOrPlaces)) {
    const period = previous.range ?? ownPeriod(previous);
    if (period !== null) return { ...question, dates: previous.dates.length > 0 ? previous.dates : [period], range: period, previous: null };
  }
  const followsUp = question.has(followUpOpening) || question.has(correctionOpening) || bareCorrection(question) || oneBefore !== null;
  if (previous === null || !followsUp || subjectWords(question).length > 0) return null;
  // "and what stressed me most?", "e o que me deixou mais stressado?": a whole question of a metric, asked of the previous period.
  if (question.metric !== null && question.dates.length === 0 && question.has(wholeQuestionOpening)) {
    const period = previous.range ?? ownPeriod(previous);
    if (period !== null) return { ...question, dates: previous.dates.length > 0 ? previous.dates : [period], range: period, previous: null };
  }
  // "what did I do last weekend?" → "and who was I with?", "e onde fui?": the people or places of that period, not of the whole year.
  if (question.dates.length === 0 && question.has(peopleOrPlacesOpening)) {
    const period = previous.range ?? ownPeriod(previous);
    if (period !== null) return { ...question, dates: previous.dates.length > 0 ? previous.dates : [period], range: period, previous: null };
  }
  if (oneBefore !== null) return { ...asked(question, previous), dates: (previous.dates.length > 0 ? previous.dates : [oneBefore]).map(sameKindBefore), range: sameKindBefore(oneBefore) };
  // "and the day after?", "e no dia seguinte?": the previous question's period moved on (one of today has nothing after it yet).
  const unitNext = unitAfter(question.normalized);
  if (unitNext !== null) {
    if (previous.range === null) return null;
    return { ...asked(question, previous), dates: previous.dates.map((range) => dateRangeAfter(range, unitNext)), range: dateRangeAfter(previous.range, unitNext) };
  }
  // "and the year before?", "e no ano anterior?": the previous question's period moved back, not today's. A previous
  // question of no date ("how was my week?", "how am I doing?") was of the period running to today.
  const unit = unitBefore(question.normalized);
  const from = previous.range ?? (unit === null ? null : { from: question.today, to: question.today, granularity: "day" as const, text: "", index: -1 });
  const before = unit === null || from === null ? null : previous.range === null ? [dateRangeBefore(from, unit)] : previous.dates.map((range) => dateRangeBefore(range, unit));
  if (before === null && question.dates.length === 0 && question.metric === null) return null;
  return {
    ...asked(question, previous),
    dates: before ?? (question.dates.length > 0 ? question.dates : previous.dates),
    range: unit !== null && from !== null ? dateRangeBefore(from, unit) : (question.range ?? previous.range),
  };
};

/** The previous question as this one asks it again: in this one's language, with its metric if it names one, and its tools. */
const asked = (question: Question, previous: Question): Question => ({
  ...previous,
  language: question.language,
  metric: question.metric ?? previous.metric,
  direction: question.metric !== null ? question.direction : previous.direction,
  tools: question.tools,
  capabilities: question.capabilities,
  previous: null,
});
