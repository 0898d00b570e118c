import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { periodLabel, shortLabel } from "./compose/periodLabel.js";
import { numberOrNull, text } from "./compose/readData.js";
import { chronological } from "./periods.js";
import { call, dateBounds, period, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { writingAmountAsked } from "./writingAmount.js";

/**
 * "did I write more in March than in April?", "escrevi mais em março do que em abril?": every entry of the two
 * periods named counted, not a mood compared. Without two periods ("have I written more entries lately?") the
 * question is the writing trend's (`writingAmountRoute`).
 */
export const writingComparedRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const [first, second, third] = question.dates;
  if (!question.has(writingAmountAsked) || question.metric !== null || reading.subject.length > 0 || first === undefined || second === undefined || third !== undefined) return null;
  return [plan(0.86, ...chronological(period(first), period(second)).map((span) => call("count_mentions", dateBounds(span))))];
};

const phrases = {
  en: {
    wrote: (count: number, label: string) => `${count} ${count === 1 ? "entry" : "entries"} ${label}`,
    compared: (first: string, second: string, verdict: string) => `You wrote ${first} and ${second}: ${verdict}.`,
    more: (label: string) => `more ${label}`,
    same: "as many in both",
    none: (first: string, second: string, last: string | null) => `You wrote no entries ${first}, nor ${second}${last === null ? "" : `: your last entry is from ${last}`}.`,
  },
  pt: {
    wrote: (count: number, label: string) => `${count} ${count === 1 ? "entrada" : "entradas"} ${label}`,
    compared: (first: string, second: string, verdict: string) => `Escreveu ${first} e ${second}: ${verdict}.`,
    more: (label: string) => `mais ${label}`,
    same: "o mesmo número nos dois",
    none: (first: string, second: string, last: string | null) => `Não escreveu nenhuma entrada ${first}, nem ${second}${last === null ? "" : `: a última é de ${last}`}.`,
  },
} as const;

/** Whether `results` are the two counts of every entry `writingComparedRoute` plans. */
export const isWritingCompared = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 2 && question.has(writingAmountAsked) && results.every((result) => result.name === "count_mentions" && result.arguments["query"] === undefined && result.success);

/** The entries of each period and which had more. */
export const composeWritingCompared = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const [first, second] = results.map((result) => {
    const [from, to] = [text(result.arguments["from"]), text(result.arguments["to"])];
    return { label: periodLabel(question, from, to), short: shortLabel(question, from, to), count: numberOrNull(result.data["entries"]) ?? 0 };
  }) as [{ label: string; short: string; count: number }, { label: string; short: string; count: number }];
  // A journal that stopped before both: when it stopped is the answer.
  if (first.count === 0 && second.count === 0) return p.none(first.label, second.label, question.journalSpan?.last ?? null);
  const verdict = first.count === second.count ? p.same : p.more(first.count > second.count ? first.short : second.short);
  return p.compared(p.wrote(first.count, first.label), p.wrote(second.count, second.label), verdict);
};
