import { addDays, foldAccents, relatedWords } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Sleep's words in both languages, folded: the nouns and the verb's forms ("sleep", "slept", "dormido", "sono"). */
export const sleepWords: ReadonlySet<string> = new Set(["sleep", ...relatedWords("sleep"), "dormia", "dormiu", "dormimos"].map((word) => foldAccents(word.toLowerCase())));

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
  if (!question.has(howAsked) || question.has(amountOrCount) || question.cues.has("count") || question.names.length > 0 || question.metric !== null) return null;
  if (reading.subject.length === 0 || !reading.subject.every((word) => sleepWords.has(foldAccents(word.toLowerCase())))) return null;
  const word = question.language === "pt" ? "sono" : "sleep";
  const range = reading.range ?? { from: addDays(question.today, -29), to: question.today };
  const related = [word, ...[...sleepWords].filter((other) => other !== word)];
  return [
    plan(
      0.82,
      call("search_journal", { query: word, related: [related], recencyBoost: true, limit: 20, ...dateBounds(range) }),
      call("get_time_series", { metric: "energy", ...dateBounds(range) }),
    ),
  ];
};
