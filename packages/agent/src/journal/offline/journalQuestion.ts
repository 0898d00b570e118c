import type { LocalDate, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import { findMood } from "../../models/offline/question/moodWords.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { DateRange } from "../../time/relativeDates.js";
import { resolveDateRange } from "../../time/relativeDates.js";
import { dayKindAsked, dayKindWord, measureSuperlative, measureWord, myPeriod } from "./journalPatterns.js";

/** Words that only carry the mood or the comparison of a question ("happy", "happier", "more", "stressed"). */
const comparisonWords = /^(?:more|less|most|least|mais|menos|muito|happier|sadder|calmer|better|worse|melhor|pior|out|up|down|feel|felt|feeling|moments?|momentos?|things?|days?|coisas?|alturas?)$/;

/** Words that count occasions of what the other words name ("therapy sessions", "sessões de terapia"): an entry need not use them. */
const occasionWords = /^(?:sessions?|sessao|sessoes)$/;

/** The question's topic without its mood and comparison words: what a search is about ("my dog", "Sofia"). */
export const subjectWords = (question: Question): string[] => {
  const words = moodlessWords(question);
  const named = words.filter((word) => !occasionWords.test(foldAccents(word.toLowerCase())));
  return named.length > 0 ? named : words;
};

const moodlessWords = (question: Question): string[] => {
  // "my last bad day", "quantos dias maus": the kind of day is the mood asked, not a word to search.
  const dayKind = question.has(dayKindAsked);
  return question.topicWords.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    // "o mês mais difícil": the word is a superlative with the "mais" before it, a mood asked as "the hardest" is.
    const superlative = question.words.includes(folded) && question.has(new RegExp(`\\bmais ${folded}\\b`)) && findMood(`mais ${folded}`).metric !== null;
    const measure = question.has(measureSuperlative) && measureWord.test(folded);
    return findMood(folded).metric === null && !superlative && !measure && !comparisonWords.test(folded) && !(dayKind && dayKindWord.test(folded));
  });
};

/** The related-word lists of the subject's words (see `Question.related`). */
export const subjectRelated = (question: Question, subject: ReadonlyArray<string>): ReadonlyArray<ReadonlyArray<string>> =>
  question.related.filter((list) => subject.includes(list[0]!));

/**
 * The period a question names without a date ("my week", "o meu mês"): the
 * last 7 days for a week, the last weekend, the last 30 days for a month,
 * this year for a year, today for a day. Null when it names none.
 */
export const ownPeriod = (question: Question): DateRange | null => {
  const match = myPeriod.exec(question.normalized);
  if (match === null) return null;
  const unit = match[1] ?? match[2] ?? match[3];
  const today = question.today;
  const range = (from: LocalDate, granularity: DateRange["granularity"]): DateRange => ({ from, to: today, granularity, text: match[0], index: -1 });
  switch (unit) {
    case "day":
    case "dia":
      return range(today, "day");
    case "week":
    case "semana":
      return range(addDays(today, -6), "range");
    case "weekend":
    case "fim de semana":
      return resolveDateRange("the weekend", question.now, question.timeZone);
    case "month":
    case "mes":
      return range(addDays(today, -29), "range");
    default:
      return range(`${today.slice(0, 4)}-01-01` as LocalDate, "year");
  }
};

/** The `get_recent_entries` order that ranks by a metric's end. */
export const sortFor = (metric: MoodMetric, direction: "high" | "low"): string => {
  const high = direction === "high";
  switch (metric) {
    case "stress":
      return high ? "most_stressed" : "calmest";
    case "energy":
      return high ? "most_energetic" : "most_tired";
    default:
      return high ? "happiest" : "unhappiest";
  }
};

/** "I feel lonely today", "estou triste", "ando cansada": a feeling told, not asked about. */
const feelingTold = /^(?:i feel|i am feeling|i am|i have been feeling|feeling|sinto-me|me sinto|estou|ando|tenho andado)\b/;

/**
 * A feeling the person tells rather than asks about ("I feel lonely today",
 * "estou triste"), as hard (sad, stressed, tired), good (happy, calm,
 * energetic) or unsaid ("I feel strange": a feeling no word of the lexicon
 * places); null for a question.
 */
export const toldFeeling = (question: Question): "hard" | "good" | "unsaid" | null => {
  if (question.metric === null || !question.has(feelingTold) || question.words.includes("?") || question.text.includes("?")) return null;
  const hard = (question.metric === "happiness" && question.direction === "low") || (question.metric === "stress" && question.direction === "high") || (question.metric === "energy" && question.direction === "low");
  if (hard) return "hard";
  return question.metric === "valence" && question.direction === null ? "unsaid" : "good";
};
