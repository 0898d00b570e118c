import type { LocalDate } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import { fold } from "./factRow.js";
import { journalRows } from "./memoryRows.js";
import { monthsEn, monthsPt } from "../extraction/dates/formatDate.js";
import { nextAnniversary } from "../../chat/offline/anniversary.js";
import { daysUntilAnswer, untilFrameAsked } from "../../chat/offline/daysBetweenSkill.js";

/**
 * An entry that says the day it was written is the writer's birthday, accent-folded: "my birthday today", "today is
 * my birthday", "it's my birthday", "happy birthday to me"; "hoje é o meu aniversário", "hoje faço anos", "hoje fiz
 * 40 anos". A birthday ahead ("my birthday is next week") or someone else's does not.
 */
const ownBirthdayToday =
  /\b(?:my birthday today|today (?:is|was) my birthday|it(?:'|’)?s my birthday|happy birthday to me|(?:hoje )?(?:e|foi) (?:o )?meu aniversario(?! d)|meu aniversario (?:e )?hoje|hoje (?:eu )?(?:faco|fiz|completo|completei) (?:\d+ )?anos)\b/u;

/** "When is my birthday?": the person's own, not someone's nor a relative's. */
export const ownBirthdayAsked = (ask: FactAsk): boolean => ask.attribute?.key === "birthday" && ask.subject === null && ask.relation === null;

/** The journal's entries that speak of a birthday, in either language, for when none is remembered. */
export const journalBirthdaySearch = (): PlannedCall => ({ name: "search_journal", arguments: { query: "birthday", related: [["birthday", "aniversário", "aniversario"]], limit: 10 } });

/**
 * The day the journal marks as the person's birthday, from the entries that say so on the day, or null when none
 * does: "Your journal marks your birthday on 14 May (2025-05-14, 2026-05-14)." — the day most entries agree on,
 * said to come from the journal, since nothing is remembered. Asked how long until it ("how many days until my
 * birthday?"), the count to its next one follows.
 */
export const journalBirthday = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const days = new Map<string, Set<string>>();
  for (const entry of journalRows(results)) {
    if (!/^\d{4}-\d{2}-\d{2}/u.test(entry.date) || !ownBirthdayToday.test(fold(entry.excerpt))) continue;
    const day = entry.date.slice(5, 10);
    days.set(day, (days.get(day) ?? new Set()).add(entry.date.slice(0, 10)));
  }
  const best = [...days.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0];
  if (best === undefined) return null;
  const [month, date] = best[0].split("-").map(Number) as [number, number];
  const dated = [...best[1]].sort();
  const found = question.language === "pt"
    ? `Não tenho o seu aniversário guardado, mas o seu diário indica o seu aniversário no dia ${date} de ${monthsPt[month - 1]} (${dated.join(", ")}).`
    : `I have no birthday of yours remembered, but your journal marks your birthday on ${date} ${monthsEn[month - 1]} (${dated.join(", ")}).`;
  const until = untilFrameAsked(question);
  if (until === null) return found;
  const next = nextAnniversary(dated.at(-1) as LocalDate, question.today);
  return `${found} ${daysUntilAnswer(next, until.weeks, question)}`;
};
