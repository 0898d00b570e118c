import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, object, text } from "./readData.js";
import { daysWord } from "./weekdaySplit.js";


const phrases = {
  en: {
    none: (topic: string, label: string) => `None of your entries ${label} mentions “${topic}”, so there is no run of days to measure.`.replace("  ", " "),
    single: (topic: string, label: string, last: string) => `No two days in a row ${label} mention “${topic}”; the last day that did was ${last}.`.replace("  ", " "),
    longest: (topic: string, label: string, length: string, from: string, to: string) =>
      `The most days in a row your journal mentions “${topic}” ${label}: ${length}, from ${from} to ${to}.`.replace("  ", " "),
    current: (length: string) => `Right now: ${length} in a row.`,
    broken: (last: string) => `The current run is broken: the last day that mentions it is ${last}.`,
    counted: "I count the days whose entries mention it: a day it happened and went unwritten is not counted.",
  },
  pt: {
    none: (topic: string, label: string) => `Nenhuma das suas entradas ${label} menciona «${topic}», por isso não há sequência de dias a medir.`.replace("  ", " "),
    single: (topic: string, label: string, last: string) => `Não há dois dias seguidos ${label} que mencionem «${topic}»; o último dia que o menciona é ${last}.`.replace("  ", " "),
    longest: (topic: string, label: string, length: string, from: string, to: string) =>
      `A maior sequência de dias seguidos em que o diário menciona «${topic}» ${label}: ${length}, de ${from} a ${to}.`.replace("  ", " "),
    current: (length: string) => `Neste momento: ${length} ${length.startsWith("1 ") ? "seguido" : "seguidos"}.`,
    broken: (last: string) => `A sequência atual está interrompida: o último dia que o menciona é ${last}.`,
    counted: "Conto os dias cujas entradas o mencionam: um dia em que aconteceu e não ficou escrito não conta.",
  },
} as const;

/**
 * `count_mentions` of a topic asked for its days in a row ("my longest running streak"): the longest run of days whose
 * entries mention it, the current run, and what is counted.
 */
export const composeTopicStreak = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  // As asked ("ginásio"), not as the tool folded it to count ("ginasio").
  const topic = text(result.arguments["query"]) || text(result.data["query"]);
  const runs = object(result.data["mentionStreak"]);
  const longest = object(runs["longest"]);
  const length = numberOrNull(longest["days"]);
  const last = text(result.data["lastDate"]);
  if (length === null) return p.none(topic, label);
  if (length === 1) return `${p.single(topic, label, last)} ${p.counted}`;
  const current = numberOrNull(runs["current"]) ?? 0;
  const now = current > 0 ? p.current(daysWord(current, question.language)) : p.broken(last);
  return `${p.longest(topic, label, daysWord(length, question.language), text(longest["from"]), text(longest["to"]))} ${now} ${p.counted}`;
};
