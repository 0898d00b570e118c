import type { MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import { findMood } from "../../models/offline/question/moodWords.js";
import { call, dateBounds, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** What a question asks of together: each mood metric named, and a topic said beside one ("my sleep"). */
export interface Measures {
  readonly metrics: ReadonlyArray<MoodMetric>;
  readonly topics: ReadonlyArray<string>;
  /** A topic was named before any metric ("my sleep and mood"): answered first. */
  readonly topicFirst: boolean;
}

/** "and"/"e" joining two things asked of, or a comma between them. */
const joiner = /^(?:and|e|,)$/;
/** Words that may stand between a joiner and the thing it joins ("and my sleep", "e a minha energia", "e o meu sono"). */
const determiner = /^(?:my|our|the|o|a|os|as|meu|minha|meus|minhas|nosso|nossa)$/;

/** A degree before a measure's word ("and most stressed", "e mais triste"). */
const degree = /^(?:more|most|less|least|mais|menos)$/;

/** The words of the text, commas kept as words of their own. */
const tokensOf = (normalized: string): string[] => normalized.match(/[\p{L}\p{N}'-]+|,/gu) ?? [];

/** What an end of the mood is asked of, said before "and" ("my best day and my worst day", "o melhor dia e o pior"). */
const rankedThing = /^(?:day|days|week|weeks|month|months|moment|moments|dia|dias|semana|semanas|mes|meses|momento|momentos)$/;

/** Whether the words between two things join them: "and", "e" or a comma (after the thing ranked, "day and"), then articles, possessives and degrees only. */
const joins = (words: ReadonlyArray<string>): boolean => {
  const between = rankedThing.test(words[0] ?? "") ? words.slice(1) : words;
  return between.length > 0 && joiner.test(between[0]!) && between.slice(1).every((word) => determiner.test(word) || degree.test(word) || word === "and" || word === "e");
};

/**
 * The measures one question asks of side by side: "how have my sleep and mood been?" (sleep, the mood), "how have my
 * stress and energy been?", "como têm estado o meu humor e o meu sono?", "how did I sleep and feel last week?", "what's
 * my mood been like and my sleep?" (a thing said after "and" at the end). A metric's word and a topic's (a subject word)
 * count when "and" / "e" or a comma joins them to another metric's or topic's; every subject word must be so joined
 * ("how was my mood at work and at home?" asks of one mood), and at least one metric named. Null when it asks of one
 * measure.
 */
export const measuresAsked = (reading: Reading): Measures | null => {
  const chosen = joinedMeasures(reading);
  const metrics = [...new Set(chosen.flatMap((item) => (item.metric === null ? [] : [item.metric])))];
  const topics = [...new Set(chosen.flatMap((item) => (item.topic === null ? [] : [item.topic])))];
  if (metrics.length === 0 || metrics.length + topics.length < 2 || reading.subject.some((word) => !topics.includes(foldAccents(word.toLowerCase())))) return null;
  return { metrics, topics, topicFirst: chosen[0]!.topic !== null };
};

/** A metric's word (with the end it points at) or a subject word, where the question says it. */
interface Named {
  readonly index: number;
  readonly metric: MoodMetric | null;
  readonly direction: "high" | "low" | null;
  readonly topic: string | null;
}

/** The metrics' and subject's words of the question that "and" / "e" or a comma joins to another, in order (see `measuresAsked`). */
const joinedMeasures = (reading: Reading): ReadonlyArray<Named> => {
  const { question } = reading;
  if (question.metric === null) return [];
  const subject = new Set(reading.subject.map((word) => foldAccents(word.toLowerCase())));
  const tokens = tokensOf(question.normalized);
  const items = tokens.flatMap((word, index): Named[] => {
    const { metric, direction } = findMood(word);
    if (metric !== null) return [{ index, metric, direction, topic: null }];
    return subject.has(word) ? [{ index, metric: null, direction: null, topic: word }] : [];
  });
  const joined = new Set<number>();
  items.forEach((item, position) => {
    const next = items[position + 1];
    if (next !== undefined && joins(tokens.slice(item.index + 1, next.index))) joined.add(position).add(position + 1);
  });
  // "what's my mood been like and my sleep?": a thing of one's own after "and" closing the question, beside a metric asked before.
  const last = items.at(-1);
  const trailing = last !== undefined && last.index === tokens.length - 1 && items.length >= 2 && /^(?:and|e)$/.test(tokens[last.index - 2] ?? "") && determiner.test(tokens[last.index - 1] ?? "");
  if (trailing) joined.add(items.length - 1).add(items.findIndex((item) => item.metric !== null));
  return items.filter((_, position) => joined.has(position));
};

/**
 * The ends of the mood asked side by side ("when was I happiest and saddest?", "os dias mais felizes e mais tristes",
 * "my calmest and most stressed days"): each metric's end, in order; empty unless two or more.
 */
export const moodEndsAsked = (reading: Reading): ReadonlyArray<{ readonly metric: MoodMetric; readonly direction: "high" | "low" }> => {
  const chosen = joinedMeasures(reading);
  if (chosen.some((item) => item.topic !== null)) return [];
  const ends = [...new Map(chosen.flatMap((item) => (item.metric === null || item.direction === null ? [] : [[`${item.metric} ${item.direction}`, { metric: item.metric, direction: item.direction }] as const]))).values()];
  return ends.length >= 2 ? ends : [];
};

/**
 * The calls for measures asked together, in the order named: each metric over the period asked, and the entries that
 * speak of the topics over it (the last 30 days when none is asked, as a metric's series reads).
 */
export const measureCalls = (reading: Reading, measures: Measures): PlannedCall[] => {
  const { question } = reading;
  const series = measures.metrics.map((metric) => call("get_time_series", { metric, ...dateBounds(reading.range) }));
  if (measures.topics.length === 0) return series;
  const range = reading.range ?? { from: addDays(question.today, -29), to: question.today, granularity: "range", text: "", index: -1 };
  const subject = reading.subject.filter((word) => measures.topics.includes(foldAccents(word.toLowerCase())));
  const searched = search({ ...reading, subject, range }, 0).calls;
  return measures.topicFirst ? [...searched, ...series] : [...series, ...searched];
};
