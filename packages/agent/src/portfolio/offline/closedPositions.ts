import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";
import { knownAssetsIn } from "./knownAssets.js";

const rowsOf = (data: Data, key: string): ReadonlyArray<Data> => (data[key] as ReadonlyArray<Data> | undefined) ?? [];

/** The whole portfolio's holdings among the results (not one account's). */
const allHoldings = (results: ReadonlyArray<ToolResultView>): ToolResultView | undefined =>
  results.find((result) => result.success && result.name === "get_holdings" && result.arguments["account"] === undefined);

/**
 * The trades of the user's own assets the question names that the holdings no longer show ("did I lose money on
 * Galp?", "perdi dinheiro com a Galp?" after selling it all): a follow-up of the holdings, at most two assets.
 */
export const closedPositionCalls = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const holdings = allHoldings(results);
  if (holdings === undefined || results.some((result) => result.name === "search_activities")) return [];
  const held = new Set(rowsOf(holdings.data, "holdings").map((row) => String(row["symbol"])));
  return knownAssetsIn(question)
    .filter((asset) => !held.has(asset.symbol))
    .slice(0, 2)
    .map((asset) => ({ name: "search_activities", arguments: { symbol: asset.symbol, limit: 50 } }));
};

/** What was paid and received for one asset's trades, when all are in one currency and the units bought were all sold. */
const realised = (rows: ReadonlyArray<Data>): { readonly paid: number; readonly received: number; readonly currency: string } | null => {
  const trades = rows.filter((row) => row["type"] === "BUY" || row["type"] === "SELL");
  const currencies = new Set(trades.map((row) => String(row["currency"])));
  if (trades.length === 0 || currencies.size !== 1 || !trades.some((row) => row["type"] === "SELL")) return null;
  let units = 0;
  let paid = 0;
  let received = 0;
  for (const row of trades) {
    const quantity = Number(row["quantity"]);
    const value = row["amount"] === null || row["amount"] === undefined ? quantity * Number(row["unitPrice"]) : Number(row["amount"]);
    const fee = Number(row["fee"] ?? 0);
    if (!Number.isFinite(quantity) || !Number.isFinite(value) || !Number.isFinite(fee)) return null;
    const buy = row["type"] === "BUY";
    units += buy ? quantity : -quantity;
    if (buy) paid += value + fee;
    else received += value - fee;
  }
  return Math.abs(units) < 1e-9 ? { paid, received, currency: [...currencies][0]! } : null;
};

/**
 * For each asset the question names that is no longer held but was traded: that it is no longer held and, when its
 * trades say it, what it was bought and sold for and the gain or loss that made (in the trades' currency). Null when
 * every asset named is held or has no trades.
 */
export const closedPositions = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const language = question.language;
  const lines = knownAssetsIn(question).flatMap((asset) => {
    const found = results.find((result) => result.success && result.name === "search_activities" && result.arguments["symbol"] === asset.symbol);
    const rows = found === undefined ? [] : rowsOf(found.data, "activities");
    if (rows.length === 0) return [];
    const name = asset.name === "" ? asset.symbol : `${asset.symbol} (${asset.name})`;
    const sums = realised(rows);
    if (sums === null) return [text(`You no longer hold ${name}. Its activities are below.`, `Já não tem ${name}. Os movimentos estão abaixo.`)(language)];
    const gain = sums.received - sums.paid;
    const money = (value: number) => amount(value, sums.currency, language);
    // What it paid while held, in the trades' currency: part of what it made.
    const paidOut = rows.filter((row) => row["type"] === "DIVIDEND" && String(row["currency"]) === sums.currency).reduce((total, row) => total + Number(row["amount"] ?? 0), 0);
    const income =
      paidOut > 0 && Number.isFinite(paidOut)
        ? text(` It also paid you ${money(paidOut)} in dividends while you held it.`, ` Enquanto a teve, também lhe pagou ${money(paidOut)} em dividendos.`)(language)
        : "";
    return [
      text(
        `You no longer hold ${name}: you bought it for ${money(sums.paid)} and sold it for ${money(sums.received)}, a realised ${gain < 0 ? "loss" : "gain"} of ${money(Math.abs(gain))} (fees included).`,
        `Já não tem ${name}: comprou por ${money(sums.paid)} e vendeu por ${money(sums.received)}, ${gain < 0 ? "uma perda" : "um ganho"} realizad${gain < 0 ? "a" : "o"} de ${money(Math.abs(gain))} (com comissões).`,
      )(language) + income,
    ];
  });
  return lines.length === 0 ? null : lines.join("\n");
};
