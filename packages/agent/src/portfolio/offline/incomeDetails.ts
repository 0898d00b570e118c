import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, percent, text } from "./portfolioFormat.js";
import { monthInWords } from "../../time/monthNames.js";

/** "what is my yield on cost?", "dividend yield", "rendimento sobre o custo": each payer's income over its cost. */
export const yieldAsked = /\b(?:yield on cost|dividend yield|yoc|(?:rendimento|yield|retorno) (?:em dividendos |de dividendos )?sobre (?:o )?custo)\b/;

/** The months from `from` to `to` inclusive ("2025-12-01" to "2026-11-20": 12). */
const monthsIn = (from: string, to: string): number => {
  const [fromYear, fromMonth] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  return (toYear - fromYear) * 12 + toMonth - fromMonth + 1;
};

/** The income month by month (months with none left out), and the average per month over every month of the period. */
export const monthlyIncome = (data: Data, byMonth: ReadonlyArray<Data>, language: Language): string => {
  const base = data["baseCurrency"];
  const months = typeof data["from"] === "string" ? monthsIn(String(data["from"]), String(data["to"])) : byMonth.length;
  const average = Number(data["total"]) / Math.max(months, 1);
  return [
    text(`On average ${amount(average, base, language)} a month over ${months} months; the months with income:`, `Em média ${amount(average, base, language)} por mês ao longo de ${months} meses; os meses com rendimentos:`)(language),
    ...byMonth.map((row) => `- ${monthInWords(String(row["month"]), language)}: ${amount(row["amount"], base, language)}`),
  ].join("\n");
};

/** Each payer's yield on cost: its income of the last twelve months over what its position cost. */
export const incomeYields = (data: Data, language: Language): string => {
  const rows = ((data["byAsset"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => typeof row["yieldOnCost"] === "number");
  if (rows.length === 0) return text("No holding has a yield on cost: none that paid in the last twelve months is still held.", "Nenhuma posição tem rendimento sobre o custo: nenhuma que tenha pago nos últimos doze meses continua na carteira.")(language);
  return [
    text("Yield on cost (the last twelve months' income over what the position cost):", "Rendimento sobre o custo (rendimentos dos últimos doze meses sobre o custo da posição):")(language),
    ...rows.map((row) => `- ${String(row["symbol"])}: ${percent(row["yieldOnCost"], language).replace("+", "")} (${amount(row["trailingYear"], data["baseCurrency"], language)}${text(" in 12 months", " em 12 meses")(language)})`),
  ].join("\n");
};
