import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { streakAsked } from "./journalPatterns.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Asks how many words were written ("how many words have I written?", "quantas palavras já escrevi?", "my word count"). */
export const wordsAsked = /\b(?:how many words|(?:my |total |the )?word count|number of words|quantas palavras|numero de palavras|total de palavras)\b/;

/** Asks for the longest or shortest entry ("what's my longest entry?", "qual é a minha entrada mais curta?"). */
export const entryExtremeAsked =
  /\b(?:(?:longest|shortest|biggest|largest|smallest) (?:journal |diary )?(?:entry|entries)|(?:entry|entries) (?:that is|was) (?:the )?(?:longest|shortest)|(?:entradas?|registos?) mais (?:longas?|curtas?|compridas?|extensas?|pequenas?|grandes?)|(?:maior|mais longa|mais curta|menor) entrada)\b/;

/** Asks how long the entries are, or in which month most was written ("average length of my entries", "em que mês escrevi mais?"). */
const entryLengthAsked =
  /\b(?:(?:average|typical|mean|usual) (?:length|size|word count) of (?:my )?(?:journal )?entries|how long (?:are|is) my (?:journal )?(?:entries|entry)|how long do i (?:usually )?write|(?:tamanho|comprimento|extensao)(?: \w+)? das (?:minhas )?entradas|(?:qual e o )?tamanho (?:das|que tem as) (?:minhas )?entradas|(?:which|what) month (?:did|do|have) i (?:write|written|journal(?:l?ed)?) (?:the )?most|(?:em )?que mes (?:e que )?(?:eu )?escrevi mais|mes em que (?:eu )?escrevi mais)\b/;

/**
 * Asks whether the person writes less or more than before ("am I writing less lately?", "do I write more than I used
 * to?", "escrevo menos ultimamente?", "tenho escrito menos?"), not on which days ("do I write more on weekends?").
 */
export const writingTrendAsked =
  /(?<!\b(?:what|which|day|days|weekday) )\b(?:(?:am i|have i been|do i|i am|i have been) (?:writing|journal(?:l?ing)?|write|journal) (?:less|more)(?! (?:on|at|in|during|over|about|than on)\b)|(?:writing|journal(?:l?ing)?) (?:less|more) (?:lately|recently|these days|than (?:before|i used to|usual))|(?:tenho escrito|ando a escrever|estou a escrever) (?:menos|mais)(?! (?:ao|aos|nos|nas|as|em|durante|no|na|sobre)\b))\b|(?<!\bque )\b(?:escrevo|escrevi) (?:menos|mais)(?= ?\?|$| ultimamente| agora| hoje em dia| recentemente| do que antes| que antes)/;

/** Asks whether more or less was written ("did I write more in March than in April?", "tenho escrito menos ultimamente?"). */
export const writingAmountAsked =
  /\b(?:write|wrote|writing|written|journal(?:l?ing|l?ed)?|escrevo|escrevi|escrever|escrito|escrevendo|escrevia)\b.*\b(?:more|less|fewer|mais|menos)\b|\b(?:more|less|fewer|mais|menos)\b.*\b(?:entries|entradas)\b/;

/** Asks how much was written ("how much have I written lately?", "quanto escrevi este mês?"). */
const howMuchAsked = /\bhow much (?:have i|did i|do i|i have|i've) (?:write|written|wrote|journal(?:l?ed)?)\b|\bquanto (?:e que )?(?:eu )?(?:tenho escrito|escrevi|escrevo|ando a escrever|tenho andado a escrever)\b/;

/** Asks how much was written, not whether more or less lately: the words and entries of the period ("how much did I write this month?"). */
export const asksAmountWritten = (question: Question): boolean =>
  question.has(wordsAsked) || question.has(entryExtremeAsked) || question.has(entryLengthAsked) || (question.has(howMuchAsked) && !question.cues.has("lately"));

/**
 * Asks on how many days something was written ("how many days did I write this month?", "on how many days did I journal
 * last month?", "quantos dias escrevi este mês?", "em quantos dias escrevi no diário em outubro?"): the days with an entry,
 * not since the last one, nor in a row, nor without writing.
 */
export const daysWrittenAsked =
  /\bhow many (?:different |distinct |separate )?days\b(?! (?:since|without|in a row|ago)\b)(?: (?!since\b|without\b)[a-z]+){0,3}? (?:did|have|do) i (?:write|written|wrote|journal(?:l?ed)?|make (?:an |any )?entr(?:y|ies)|made (?:an |any )?entr(?:y|ies))\b(?!.*\b(?:in a row|without)\b)|\bquantos dias (?:diferentes )?(?:(?:e que )?(?:eu )?)(?:(?!nao\b|sem\b)[a-z]+ ){0,3}?(?:escrevi|escrevo|escreveu|tenho escrito|registei|registrei|fiz (?:uma |alguma )?entradas?)\b(?!.*\b(?:seguidos|consecutivos|a fio|sem)\b)/;

/** The days written asked of every entry, not of a topic ("how many days did I write about work?" counts work), nor in a row (`streakAsked`). */
export const asksDaysWritten = (question: Question): boolean => question.has(daysWrittenAsked) && !question.has(/\b(?:about|sobre|acerca)\b/) && !question.has(streakAsked);

/**
 * Whether a question asks how much is written, or whether more or less than before: words counted, writing less or
 * more lately, how much written — and, unless it names a topic (`topicNamed`), more or less written with no period
 * named ("have I written more entries lately?", "escrevi mais entradas ultimamente?"), the same trend.
 */
export const asksWritingAmount = (question: Question, topicNamed = false): boolean => {
  if (question.has(wordsAsked) || question.has(writingTrendAsked) || question.has(entryExtremeAsked) || question.has(entryLengthAsked)) return true;
  if (topicNamed) return false;
  const sinceBefore = question.cues.has("lately") || question.cues.has("comparison");
  return question.has(howMuchAsked) || (question.has(writingAmountAsked) && sinceBefore && question.dates.length === 0);
};

/**
 * "how many words have I written?", "how much did I write this month?", "am I writing less lately?" → every entry of
 * the period counted, words and months with it (the latest whole months against those before, without a period).
 */
export const writingAmountRoute = (reading: Reading): SkillPlan[] | null =>
  reading.question.metric === null && (asksWritingAmount(reading.question, reading.subject.length > 0) || asksDaysWritten(reading.question))
    ? [plan(0.85, call("count_mentions", dateBounds(reading.range)))]
    : null;
