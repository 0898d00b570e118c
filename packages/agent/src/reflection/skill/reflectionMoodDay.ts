import type { Language } from "@lifeos/core";
import { sortFor } from "../../journal/offline/journalQuestion.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";

/** "my happiest day", "the worst entry", "o dia mais feliz", "o meu pior dia": a day picked by its mood. */
const moodDaySaid =
  /\b(?:happiest|saddest|best|worst|hardest|toughest|calmest|most \w+|least \w+)\b.*\b(?:day|entry)\b|\b(?:pior|melhor)\b.*\b(?:dia|entrada)\b|\b(?:dia|entrada)\b.*\b(?:mais|menos) \w+|\b(?:dia|entrada) (?:pior|melhor)\b/;

/**
 * "a hard day", "a bad day", "um dia difícil", "um dia mau", "a good day", "um dia stressante": a day of some mood, not
 * named; the one of the last 30 days that ranks first by it, as the word says (any language: the journal may not use it).
 */
const someMoodDay: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:a|one) (?:hard|bad|difficult|tough|rough|sad|awful|terrible|horrible|miserable) day\b|\bum dia (?:dificil|mau|complicado|duro|pesado|triste|horrivel|terrivel|pessimo|negro)\b/, "unhappiest"],
  [/\b(?:a|one) (?:good|happy|great|lovely|wonderful) day\b|\bum dia (?:bom|feliz|otimo|lindo|maravilhoso)\b/, "happiest"],
  [/\b(?:a|one) (?:stressful|hectic|busy) day\b|\bum dia (?:stressante|estressante|agitado|de stress|de estresse)\b/, "most_stressed"],
  [/\b(?:a|one) (?:calm|quiet|peaceful) day\b|\bum dia (?:calmo|tranquilo|sereno)\b/, "calmest"],
];
/** How far back "a hard day" looks, in days. */
const someDayReach = 30;

/**
 * The call that finds the day a request to reflect picks by its mood ("reflect on my happiest day this month",
 * "reflete sobre o meu pior dia", "reflect on a hard day", "ajuda-me a refletir sobre um dia difícil"): the one entry
 * that ranks first, within the period named (the last 30 days for "a … day"); undefined for any other.
 */
export const moodDayCall = (question: Question): PlannedCall | undefined => {
  const some = someMoodDay.find(([said]) => question.has(said))?.[1];
  const sort = question.metric !== null && question.direction !== null && question.has(moodDaySaid) ? sortFor(question.metric, question.direction) : some;
  if (sort === undefined) return undefined;
  const reach = some !== undefined && question.range === null ? { from: shiftDays(question.today, -someDayReach), to: question.today } : question.range;
  const range = reach === null ? {} : { after: reach.from, before: reach.to < question.today ? reach.to : question.today };
  return { name: "get_recent_entries", arguments: { sort, count: 1, ...range } };
};

/** The day `days` after `day` (before it when negative). */
const shiftDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The entry the mood ranking found, or undefined (another tool's result, a failure, no entry with a mood reading). */
export const moodDayFound = (results: ReadonlyArray<ToolResultView>): { readonly entryId: string; readonly date: string } | undefined => {
  const result = results.find((candidate) => candidate.name === "get_recent_entries" && candidate.success);
  const entries = result?.data["entries"];
  const first = Array.isArray(entries) ? (entries[0] as { entryId?: unknown; date?: unknown } | undefined) : undefined;
  return typeof first?.entryId === "string" && typeof first.date === "string" ? { entryId: first.entryId, date: first.date } : undefined;
};

const dayNames: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { happiest: "your happiest day", unhappiest: "your hardest day", most_stressed: "your most stressed day", calmest: "your calmest day", most_energetic: "your most energetic day", most_tired: "your most tired day" },
  pt: { happiest: "o dia mais feliz", unhappiest: "o dia mais difícil", most_stressed: "o dia com mais stress", calmest: "o dia mais calmo", most_energetic: "o dia com mais energia", most_tired: "o dia de mais cansaço" },
};

/** Which day was reflected on and why: "A reflection on your entry of 2026-11-09, your happiest day from 2026-11-01 to 2026-11-29." */
export const moodDayLead = (ranking: ToolResultView, date: string, language: Language): string => {
  const day = dayNames[language][String(ranking.arguments["sort"])] ?? "";
  const after = ranking.arguments["after"];
  const scope = typeof after === "string" ? (language === "pt" ? ` de ${after} a ${String(ranking.arguments["before"])}` : ` from ${after} to ${String(ranking.arguments["before"])}`) : "";
  return language === "pt" ? `Reflexão sobre a entrada de ${date}, ${day}${scope}.` : `A reflection on your entry of ${date}, ${day}${scope}.`;
};

/** No entry with a mood reading to rank, said plainly. */
export const noMoodDay = (ranking: ToolResultView, language: Language): string => {
  const after = ranking.arguments["after"];
  const scope = typeof after === "string" ? (language === "pt" ? ` de ${after} a ${String(ranking.arguments["before"])}` : ` from ${after} to ${String(ranking.arguments["before"])}`) : "";
  return language === "pt"
    ? `Não encontrei entradas com humor analisado${scope}, por isso não sei que dia escolher para refletir.`
    : `I found no entries with a mood reading${scope}, so I can't tell which day to reflect on.`;
};
