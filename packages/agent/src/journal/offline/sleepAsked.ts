import type { Language } from "@lifeos/core";
import { addDays, foldAccents, relatedWords } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Sleep's words in both languages, folded: the nouns and the verb's forms ("sleep", "slept", "dormido", "sono"). */
export const sleepWords: ReadonlySet<string> = new Set(["sleep", ...relatedWords("sleep"), "dormia", "dormiu", "dormimos"].map((word) => foldAccents(word.toLowerCase())));

/**
 * Words an entry tells a night's sleep by without sleep's own words ("I felt rested", "a restful night", "acordei
 * descansado"): searched beside sleep's words, so the nights told that way are read too.
 */
export const nightWords: ReadonlyArray<string> = ["rested", "restful", "sleepless", "descansado", "descansada", "descansei"];

/** Sleep's words, the question's language's own first, then those of how a night went (`nightWords`). */
export const sleepRelated = (language: Language): string[] => {
  const word = language === "pt" ? "sono" : "sleep";
  return [word, ...[...sleepWords].filter((other) => other !== word), ...nightWords];
};

/** How it went asked ("how", "como"), not how much, how long or how often (an amount or a count answers those). */
const howAsked = /\b(?:how|como)\b/;
const amountOrCount = /\bhow (?:much|long|many|often)\b|\bquant[oa]s?\b|\bcom que frequencia\b/;

/**
 * "how have I been sleeping?", "how did I sleep last week?", "how's my sleep been?", "como tenho dormido?", "como tem
 * sido o meu sono?", "como dormi esta semana?" → the entries that speak of sleep over the period asked (the last 30 days
 * when none is), searched by sleep's own word in the question's language ("sleep", "sono") with all its forms, not the
 * form asked ("dormido"); and the energy over the same days, the measure sleep shows in.
 */
export const sleepRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "how have my sleep and mood been?": a mood asked beside the sleep is each measure's (`measuresAsked`).
  // "how was my sleep in October?": the month's capital names no one.
  const named = question.names.some((name) => !question.dates.some((range) => range.text.includes(name)));
  if (!question.has(howAsked) || question.has(amountOrCount) || question.cues.has("count") || named || question.metric !== null) return null;
  if (reading.subject.length === 0 || !reading.subject.every((word) => sleepWords.has(foldAccents(word.toLowerCase())))) return null;
  const range = reading.range ?? { from: addDays(question.today, -29), to: question.today };
  const related = sleepRelated(question.language);
  const word = related[0]!;
  return [
    plan(
      0.82,
      call("search_journal", { query: word, related: [related], recencyBoost: true, limit: 20, ...dateBounds(range) }),
      call("get_time_series", { metric: "energy", ...dateBounds(range) }),
    ),
  ];
};
