import type { Language } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Data } from "./portfolioFormat.js";
import { gainOrLoss, text } from "./portfolioFormat.js";

/** The day before an ISO date. */
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The holdings on the eve of a period and on its last day (today at the latest): what sales realised in between is
 * the difference of their realised gains, which the holdings count since the first trade.
 */
export const periodRealisedCalls = (from: string, to: string, today: string): ReadonlyArray<PlannedCall> => [
  { name: "get_holdings", arguments: { asOf: dayBefore(from) } },
  { name: "get_holdings", arguments: { asOf: to < today ? to : today } },
];

/** A holdings result read on a given day, as `periodRealisedCalls` asks. */
export const datedHoldings = (result: ToolResultView): boolean => result.success && result.name === "get_holdings" && typeof result.arguments["asOf"] === "string";

/** The realised gain of the period between the two dated holdings read, or null when they were not both read. */
const realisedBetween = (results: ReadonlyArray<ToolResultView>): { readonly gain: number; readonly currency: unknown } | null => {
  const [start, end] = results.filter(datedHoldings).sort((a, b) => String(a.arguments["asOf"]).localeCompare(String(b.arguments["asOf"])));
  if (start === undefined || end === undefined) return null;
  const realised = (data: Data) => Number((data["totals"] as Data | undefined)?.["realisedGain"] ?? 0);
  const gain = realised(end.data) - realised(start.data);
  return Number.isFinite(gain) ? { gain, currency: end.data["baseCurrency"] } : null;
};

/**
 * What sales realised over the period ("what did I earn in 2024?"), said when anything sold made or lost money in it;
 * null when nothing did or the dated holdings were not read.
 */
export const periodRealisedLine = (results: ReadonlyArray<ToolResultView>, language: Language): string | null => {
  const realised = realisedBetween(results);
  if (realised === null || Math.abs(realised.gain) < 0.005) return null;
  const gain = gainOrLoss(realised.gain, realised.currency, language);
  return text(`Realised on what you sold in the period: ${gain}.`, `Realizado com o que vendeu no período: ${gain}.`)(language);
};
