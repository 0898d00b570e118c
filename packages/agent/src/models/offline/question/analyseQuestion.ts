import type { JournalSpan, KnownAsset, Language, LocalDate } from "@lifeos/core";
import { detectLanguage, foldAccents, phraseRelatedWords, relatedWords, toLocalDate } from "@lifeos/core";
import { resolveDates } from "../../../time/relativeDates.js";
import { withPeriodPointedAt } from "../../../time/thatPeriod.js";
import { intoJournal } from "../../../time/journalYears.js";
import { correctTopicWord, correctTowardsOwnWords } from "./correctTopicWord.js";
import { cuesAfter, findCues } from "./cues.js";
import { findMood } from "./moodWords.js";
import { normalizeText, spellOut } from "./normalizeText.js";
import { politeWords } from "./politeness.js";
import type { Question } from "./Question.js";
import type { RememberedFact } from "./rememberedFacts.js";
import { rememberedDates } from "./rememberedDates.js";
import { capitaliseNames, namesOf, topicWordsOf } from "./topicWords.js";
import { personBefore, pointsAtPerson, withPersonNamed } from "./personPronouns.js";

export interface QuestionInput {
  /** The user's message. */
  readonly text: string;
  readonly now: Date;
  readonly timeZone: string;
  readonly tools: ReadonlySet<string>;
  /** Help lines of the skills whose tools are offered, by language. */
  readonly capabilities: (language: Language) => ReadonlyArray<string>;
  /** The user's earlier messages in the conversation, oldest first. */
  readonly earlier?: ReadonlyArray<string>;
  /** The conversation's last few answers, oldest first, as written (`Question.listed` and `answerDays` are read from them). */
  readonly answers?: ReadonlyArray<string>;
  /**
   * The answers of the earlier messages, oldest first, the last one answering the last of `earlier` (each earlier
   * message's reading keeps its own as `Question.answer`); `answers` when left out.
   */
  readonly answered?: ReadonlyArray<string>;
  /** The memories the chat put into the turn's system prompt (`rememberedFacts`). */
  readonly remembered?: ReadonlyArray<RememberedFact>;
  /** The turn's system prompt says long-term memory is off (`memoryOffNotice`). */
  readonly memoryOff?: boolean;
  /** The user's own words (`ModelRequest.vocabulary`): never corrected away from, and corrected towards. */
  readonly vocabulary?: ReadonlySet<string>;
  /** The names among the user's words (`ModelRequest.names`): read as names when typed in lower case. */
  readonly names?: ReadonlySet<string>;
  /** The journal's first and last dates (`ModelRequest.journalSpan`): a month named without a year is one the journal reaches. */
  readonly journalSpan?: JournalSpan;
  /** The user's assets (`ModelRequest.assets`). */
  readonly assets?: ReadonlyArray<KnownAsset>;
  /** The names of the user's accounts (`ModelRequest.accounts`). */
  readonly accounts?: ReadonlyArray<string>;
}

const noWords: ReadonlySet<string> = new Set();
/** How many messages before the previous one are analysed (`Question.previous` of the previous, and so on). */
const previousDepth = 2;
const firstPersonWords = /\b(?:i|me|my|mine|myself|we|our|us|eu|me|mim|meu|minha|meus|minhas|comigo|nos|nosso|nossa)\b/;
const firstPersonVerbs = /\b(?:escrevi|senti|sinto|fiz|estive|estou|andei|ando|fui|tive|tenho|dormi|passei|vi|comecei|corri|jantei|almocei)\b/;
/** Greeting, thanks and courtesy words: never a topic. */
const courtesy = new Set(
  "hi hello hey hiya yo greetings good morning afternoon evening night bom boa dia tarde noite ola oi obrigado obrigada valeu thanks cheers please favor tudo bem certo bom beleza blz tranquilo tranquila joia suave firmeza going things bye goodbye see you later take care tchau adeus ate logo amanha helpful useful great nice perfect awesome appreciate appreciated help helped helps helping ajuda ajudou ajudaste ajudas ajudado ajudar util perfeito otimo".split(" "),
);

const once = (days: ReadonlyArray<string>): LocalDate[] => [...new Set(days)] as LocalDate[];
/** The days at the start of an answer's list lines ("- 2024-05-03: …", "1. 2024-05-03"), each once, in order. */
const listLineDays = (answer: string): LocalDate[] => once([...answer.matchAll(/^\s*(?:[-•*]|\d+[.)])\s+(\d{4}-\d{2}-\d{2})\b/gmu)].map((match) => match[1]!));
/** Every day an answer names, each once, in order. */
/** The ends of a span an answer names ("(2024-04-01 to 2024-04-30)", "(2024-04-01 a 2024-04-30)"): the period read, not a day it found. */
const spanEnds = /\b(\d{4}-\d{2}-\d{2}) (?:to|a|até|ate) (\d{4}-\d{2}-\d{2})\b/gu;

/**
 * The days an answer names, in its order, the ends of the spans it read after the days it found: "your most stressed
 * day this month (2024-04-01 to 2024-04-30) was 2024-04-09" names 2024-04-09 first.
 */
const daysNamed = (answer: string): LocalDate[] => {
  const ends = new Set([...answer.matchAll(spanEnds)].flatMap((match) => [match[1]!, match[2]!]));
  const days = once([...answer.matchAll(/\b\d{4}-\d{2}-\d{2}\b/gu)].map((match) => match[0]));
  return [...days.filter((day) => !ends.has(day)), ...days.filter((day) => ends.has(day))];
};

/** A message of courtesy only ("thanks!", "ok", "obrigado"): no question a follow-up goes back to. */
export const courtesyOnly = (question: Question): boolean =>
  (question.cues.has("thanks") || question.cues.has("greeting") || question.cues.has("farewell") || /^(?:ok|okay|great|nice|cool|perfect|got it|certo|otimo|perfeito|fixe|boa|beleza)$/.test(question.normalized)) &&
  question.topicWords.length === 0 &&
  question.dates.length === 0 &&
  question.metric === null;

/** Two words or more of letters, none of them in lower case. */
const shouted = (text: string): boolean => !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}{2,}/gu)?.length ?? 0) >= 2;

/**
 * Reads the user's message once for every skill: the language (the
 * message's, else the conversation's), its normalised words, every date it
 * names, its topic words with their related words, names, mood metric,
 * cues and whether it speaks of the user. In an English message, a topic
 * word no dictionary knows is corrected when exactly one common word is
 * one edit away ("climbign" → "climbing").
 */
export const analyseQuestion = (input: QuestionInput): Question => {
  const earlier = input.earlier ?? [];
  // "and last month?" reads the message before; "e o mês passado?" after "e o ano passado?" reads the one before that,
  // so a few messages back are analysed too (each with fewer before it), not the whole conversation.
  const answered = input.answered ?? input.answers ?? [];
  const analyseEarlier = (back: number): Question | null => {
    const text = earlier.at(-back);
    if (text === undefined) return null;
    const reading = analyseQuestion({ ...input, text, earlier: earlier.slice(-back - previousDepth, -back), remembered: [], answers: [], answered: answered.slice(0, -back) });
    return { ...reading, answer: answered.at(-back) ?? "" };
  };
  const latest = analyseEarlier(1);
  // "thanks!" between a question and its follow-up ("and the week before?") is not what the follow-up goes back to.
  const previous = latest !== null && courtesyOnly(latest) ? (analyseEarlier(2) ?? latest) : latest;
  // Portuguese chat shorthand ("qnd vi a bia?", "to cansado") says the language only when the words as written do not:
  // "remind me every Sunday to call mom" is English, whatever "to" means in Brazilian chat.
  // A message typed in capitals ("HOW WAS MY WEEK") is read in lower case: its capitals mark no names.
  // "when did I last see him?" after "who is Miguel?": the person the question before named, as if named again.
  const person = pointsAtPerson(input.text) && namesOf(input.text).length === 0 ? personBefore(previous) : null;
  const message = person === null ? input.text : withPersonNamed(input.text, person);
  const typed = shouted(message) ? message.toLowerCase() : message;
  const asPortuguese = spellOut(typed, true, input.vocabulary);
  const fallback = previous?.language ?? "en";
  const written = detectLanguage(typed, "en");
  const language = written === detectLanguage(typed, "pt") ? written : asPortuguese !== typed && detectLanguage(asPortuguese, fallback) === "pt" ? "pt" : fallback;
  const spelledOut = language === "pt" ? asPortuguese : spellOut(typed, false, input.vocabulary);
  const normalized = normalizeText(spelledOut);
  const words = normalized.split(" ").filter((word) => word !== "" && word !== "?");
  // "on my birthday", with "my birthday is on 14 May" remembered, names a day as "on 14 May" does.
  const answerDays = daysNamed(input.answers?.at(-1) ?? "");
  const writtenDates = withPeriodPointedAt(spelledOut, resolveDates(spelledOut, input.now, input.timeZone), answerDays[0] ?? previous?.range?.from, toLocalDate(input.now, input.timeZone));
  const named = writtenDates.ranges.length > 0 ? writtenDates.ranges : rememberedDates(spelledOut, input.remembered ?? [], input.now, input.timeZone);
  const dates = named.map((date) => intoJournal(date, input.journalSpan));
  // "who is ana?": a name of the user's typed in lower case is read as they write it ("Ana"), a name and no typo.
  const spelled = capitaliseNames(spelledOut, input.names ?? noWords, named);
  const resolved = writtenDates.range ?? named[0];
  const range = resolved === undefined ? null : intoJournal(resolved, input.journalSpan);
  const cues = cuesAfter(findCues(normalized), normalized, previous);
  // "could you please tell me…", "podes dizer-me por favor…": the asking is no topic, nor, in a greeting or thanks, the courtesy.
  // "como me saí este ano?" asks how it went, as "how did I do?" does: its verb is no topic.
  const howOneDid = /\bcomo (?:e que )?(?:eu )?me (?:sai|tenho saido)\b/.test(normalized) ? ["sai", "saido", "tenho"] : [];
  const exclude = new Set([...(cues.has("greeting") || cues.has("thanks") || cues.has("farewell") ? courtesy : []), ...politeWords(normalized), ...howOneDid]);
  const vocabulary = input.vocabulary ?? noWords;
  // A word typed in lower case: the user's own as typed, or mended towards one of theirs; else, in English, towards a common word.
  const topicWords = topicWordsOf(spelled, dates, exclude).map((word) => {
    if (!/^\p{Ll}/u.test(word)) return word;
    const folded = foldAccents(word.toLowerCase());
    const own = correctTowardsOwnWords(folded, vocabulary);
    return own === folded ? word : (own ?? (language === "en" ? correctTopicWord(folded) : word));
  });
  const related = topicWords.flatMap((word) => {
    // "quanto café eu bebo?": the other words say which of its topics a word of several means (the drink, not the place).
    // A word said in a term of several words means the term ("série" of "número de série" is no TV series).
    // Its own related words stay when they are of that term ("sangue" of "análises de sangue" keeps "blood").
    const inTerm = phraseRelatedWords(normalized, word);
    const own = relatedWords(word, words);
    const alternatives = inTerm.length === 0 ? own : own.some((other) => inTerm.includes(other)) ? [...new Set([...inTerm, ...own])] : inTerm;
    return alternatives.length === 0 ? [] : [[word, ...alternatives]];
  });
  const mood = findMood(normalized);
  const capabilities = input.capabilities(language);
  return {
    text: message,
    spelled,
    normalized,
    words,
    language,
    now: input.now,
    timeZone: input.timeZone,
    today: toLocalDate(input.now, input.timeZone),
    journalSpan: input.journalSpan ?? null,
    assets: input.assets ?? null,
    accounts: input.accounts ?? null,
    dates,
    range,
    topic: topicWords.join(" "),
    topicWords,
    related,
    names: namesOf(spelled),
    metric: mood.metric,
    direction: mood.direction,
    cues,
    firstPerson: firstPersonWords.test(normalized) || firstPersonVerbs.test(normalized),
    previous,
    listed: (input.answers ?? []).map(listLineDays).findLast((days) => days.length > 0) ?? [],
    answerDays,
    lastAnswer: input.answers?.at(-1) ?? "",
    answer: "",
    tools: input.tools,
    capabilities,
    remembered: input.remembered ?? [],
    memoryOff: input.memoryOff ?? false,
    has: (pattern) => pattern.test(normalized),
  };
};
