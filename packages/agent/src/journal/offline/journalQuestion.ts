import type { LocalDate, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents, relatedWords } from "@lifeos/core";
import { findMood } from "../../models/offline/question/moodWords.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { DateRange } from "../../time/relativeDates.js";
import { resolveDateRange } from "../../time/relativeDates.js";
import { amountSpentAsked, dayKindAsked, dayKindWord, hoursAsked, hoursWord, measureSuperlative, measureWord, myPeriod } from "./journalPatterns.js";
import { phrasalObject } from "./phrasalVerbs.js";

/** Words that only carry the mood or the comparison of a question ("happy", "happier", "more", "stressed"). */
const comparisonWords = /^(?:more|less|most|least|mais|menos|muito|happier|sadder|calmer|better|worse|melhor|pior|out|up|down|feel|felt|feeling|moments?|momentos?|memories|memory|memorias|memoria|lembrancas?|recordacoes|recordacao|things?|days?|coisas?|alturas?)$/;

/** Words that count occasions of what the other words name ("therapy sessions", "sessões de terapia"): an entry need not use them. */
const occasionWords = /^(?:sessions?|sessao|sessoes)$/;

/** Verbs of spending, which only frame "how much did I spend on restaurants?" / "quanto gastei em restaurantes?". */
const spendingWords = /^(?:spend|spent|spending|pay|paid|cost|costs|gastei|gasto|gastou|gastamos|gastar|paguei|pago|pagou|pagamos|pagar|custou|custa|custam)$/;

/** Words that ask of people at once ("together", "juntos", "both"). */
const togetherWords = /^(?:together|both|juntos|juntas|ambos|ambas)$/;

/** The question's topic without its mood and comparison words: what a search is about ("my dog", "Sofia"). */
export const subjectWords = (question: Question): string[] => {
  const words = moodlessWords(question);
  // "Ana and Tom together", "a Ana e o Tom juntos": the people are what an entry must name, not the word "together".
  const people = question.names.filter((name) => words.includes(name)).length;
  const named = words.filter((word) => !occasionWords.test(foldAccents(word.toLowerCase())) && !(people >= 2 && togetherWords.test(foldAccents(word.toLowerCase()))));
  // "saí com amigos": the friends, not the going out (`phrasalObject`).
  if (named.length > 0) return phrasalObject(question.normalized, named);
  if (words.length > 0) return words;
  // "did I read this month?", "li este mês?": the verb, which the question's words drop as a request ("read me…"), is
  // what is asked when nothing else is.
  const verb = yesNoVerb(question);
  return verb === null ? [] : [verb];
};

/**
 * "did I read", "have I swum", "li", "já nadei", "eu corri": the verb a yes-or-no question about a doing starts with (in
 * Portuguese, as the past says "I did": "li", "corri", "nadei", never "como" or "quando").
 */
const yesNoDoing = /^(?:(?:and |so )?(?:did|have|do) i (?:ever |also |even )?([a-z]{2,})\b|(?:e )?(?:eu )?(?:ja |tambem )?([a-z]*i)\b)/;

/** Verbs of no pastime ("did I go…", "fui", "vi", "tive"), whatever words they share with one. */
const noDoing = /^(?:go|went|gone|get|got|have|had|be|been|do|did|see|saw|seen|make|made|write|wrote|feel|felt|fui|foi|fomos|vi|tive|estive|fiz|fiquei|sou|estou|tenho|escrevi|senti)$/;

/** The verb of a yes-or-no question about a doing, when it is a pastime's ("read" → reading, "nadei" → swimming); else null. */
const yesNoVerb = (question: Question): string | null => {
  if (question.metric !== null || question.names.length > 0) return null;
  const found = yesNoDoing.exec(question.normalized);
  const verb = found?.[1] ?? found?.[2];
  if (verb === undefined || noDoing.test(verb) || relatedWords(verb, question.words).length === 0) return null;
  return verb;
};

/** "the highlight of the week", "the low point", "o ponto alto", "o momento mais baixo": an end of the mood asked, no topic. */
const highlightSaid = /\b(?:highlights?|high points?|low points?|destaques?|(?:pontos?|momentos?) (?:alto|baixo)s?)\b/g;

const moodlessWords = (question: Question): string[] => {
  // "my last bad day", "quantos dias maus": the kind of day is the mood asked, not a word to search.
  const dayKind = question.has(dayKindAsked);
  const highlight = new Set([...question.normalized.matchAll(highlightSaid)].flatMap((found) => found[0].split(" ")));
  return question.topicWords.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    if (highlight.has(folded)) return false;
    // "o mês mais difícil": the word is a superlative with the "mais" before it, a mood asked as "the hardest" is.
    const superlative = question.words.includes(folded) && question.has(new RegExp(`\\bmais ${folded}\\b`)) && findMood(`mais ${folded}`).metric !== null;
    const measure = question.has(measureSuperlative) && measureWord.test(folded);
    const spending = question.has(amountSpentAsked) && spendingWords.test(folded);
    const hours = question.has(hoursAsked) && hoursWord.test(folded);
    return findMood(folded).metric === null && !superlative && !measure && !spending && !hours && !comparisonWords.test(folded) && !(dayKind && dayKindWord.test(folded));
  });
};

/** The related-word lists of the subject's words (see `Question.related`). */
export const subjectRelated = (question: Question, subject: ReadonlyArray<string>): ReadonlyArray<ReadonlyArray<string>> => {
  const lists = question.related.filter((list) => subject.includes(list[0]!));
  // A verb the question's topic left out ("did I read…?", see `subjectWords`): its related words as a topic word's.
  const unlisted = subject.filter((word) => !question.topicWords.includes(word) && !lists.some((list) => list[0] === word));
  return [...lists, ...unlisted.flatMap((word) => {
    const words = relatedWords(word, question.words);
    return words.length === 0 ? [] : [[word, ...words].slice(0, 25)];
  })];
};

/**
 * The period a question names without a date ("my week", "o meu mês"): the
 * last 7 days for a week, the last weekend, the last 30 days for a month,
 * this year for a year, today for a day. Null when it names none.
 */
export const ownPeriod = (question: Question): DateRange | null => {
  const match = myPeriod.exec(question.normalized);
  if (match === null) return null;
  const unit = match[1] ?? match[2] ?? match[3] ?? match[4];
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

/**
 * "I feel lonely today", "estou triste", "ando cansada", and a day told ("I had a great day today", "today was rough",
 * "hoje foi um dia difícil", "tive um dia ótimo"): a feeling told, not asked about.
 */
const feelingTold =
  /^(?:i feel|i am feeling|i am|i have been feeling|feeling|sinto-me|me sinto|estou|ando|tenho andado|(?:i (?:had|have had|am having)|(?:today|yesterday|this week|it) (?:was|has been|is)|(?:hoje|ontem|esta semana) (?:foi|tem sido|esta a ser)|tive|estou a ter|(?:foi|que) (?:um|uma))\b.{0,30}\b(?:day|week|morning|evening|night|time|dia|semana|manha|tarde|noite)\b|(?:today|yesterday|hoje|ontem) (?:was|foi|has been|tem sido) \p{L}+)/u;

/** Words of a hard or a good day told. */
const hardDay = /\b(?:rough|tough|hard|bad|awful|terrible|horrible|exhausting|stressful|crap|shit|dificil|duro|dura|mau|ma|pessimo|pessima|horrivel|terrivel|puxado|puxada|cansativo|cansativa|complicado|complicada|stressante|estressante)\b/;
const goodDay = /\b(?:great|good|lovely|amazing|wonderful|fantastic|nice|perfect|brilliant|excellent|awesome|bom|boa|otimo|otima|excelente|fantastico|fantastica|maravilhoso|maravilhosa|incrivel|espetacular|perfeito|perfeita)\b/;

/**
 * A feeling the person tells rather than asks about ("I feel lonely today",
 * "estou triste"), as hard (sad, stressed, tired), good (happy, calm,
 * energetic) or unsaid ("I feel strange": a feeling no word of the lexicon
 * places); null for a question.
 */
export const toldFeeling = (question: Question): "hard" | "good" | "unsaid" | null => {
  if (!question.has(feelingTold) || question.words.includes("?") || question.text.includes("?")) return null;
  // A day told in words the mood lexicon does not weigh ("today was rough", "um dia puxado").
  if (question.metric === null) return question.has(hardDay) ? "hard" : question.has(goodDay) ? "good" : null;
  const hard =
    (question.metric === "happiness" && question.direction === "low") ||
    (question.metric === "stress" && question.direction === "high") ||
    (question.metric === "energy" && question.direction === "low") ||
    (question.metric === "valence" && question.direction === "low");
  if (hard) return "hard";
  return question.metric === "valence" && question.direction === null ? "unsaid" : "good";
};
