import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, text } from "./readData.js";

const days = (count: number, language: Language): string => (language === "pt" ? `${count} ${count === 1 ? "dia" : "dias"}` : `${count} ${count === 1 ? "day" : "days"}`);

const phrases = {
  en: {
    noEntries: (label: string) => `There are no entries ${label}, so there is no gap to measure.`.replace("  ", " "),
    noGap: (label: string) => `You wrote every day ${label}: no gap at all.`.replace("  ", " "),
    gap: (length: string, from: string, to: string, label: string) => `The longest you went without writing ${label} was ${length}, from ${from} to ${to}.`.replace("  ", " "),
    streak: (length: string) => `Your current streak: ${length} in a row.`,
    noStreak: "You have not written today or yesterday, so there is no current streak.",
  },
  pt: {
    noEntries: (label: string) => `Não há entradas ${label}, por isso não há intervalo a medir.`.replace("  ", " "),
    noGap: (label: string) => `Escreveu todos os dias ${label}: nenhum intervalo.`.replace("  ", " "),
    gap: (length: string, from: string, to: string, label: string) => `O maior intervalo sem escrever ${label} foi de ${length}, de ${from} a ${to}.`.replace("  ", " "),
    streak: (length: string) => `A sequência atual: ${length} ${length.startsWith("1 ") ? "seguido" : "seguidos"}.`,
    noStreak: "Não escreveu hoje nem ontem, por isso não há sequência atual.",
  },
} as const;

/** `count_mentions` without a query, asked for gaps: the longest run of days with no entry, and the current run of days written. */
export const composeGaps = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  if ((numberOrNull(result.data["entries"]) ?? 0) === 0) return p.noEntries(label);
  const gap = result.data["longestGap"] as { from?: unknown; to?: unknown; days?: unknown } | null | undefined;
  const streak = numberOrNull(result.data["currentStreak"]) ?? 0;
  const gapText =
    gap === null || gap === undefined || typeof gap.days !== "number" ? p.noGap(label) : p.gap(days(gap.days, question.language), String(gap.from), String(gap.to), label);
  return `${gapText} ${streak > 0 ? p.streak(days(streak, question.language)) : p.noStreak}`;
};
