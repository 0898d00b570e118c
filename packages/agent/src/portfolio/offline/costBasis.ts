import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, inAccountPt, text } from "./portfolioFormat.js";
import { averageCostAsked } from "./portfolioPatterns.js";

/**
 * "what is my cost basis?", "qual é o meu preço médio?", "how much did my holdings cost?": what every holding cost, with
 * the average price paid per unit in its own currency, and the total in the portfolio's currency; null for any other
 * question (one holding's cost is said on its own line).
 */
export const costBasis = (data: Data, question: Question, account?: unknown): string | null => {
  if (!averageCostAsked.test(question.normalized)) return null;
  const language = question.language;
  const base = data["baseCurrency"];
  const rows = ((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(Number(row["costBasis"])));
  const where = typeof account === "string" ? text(` in ${account}`, ` ${inAccountPt(account).replace(/^Na/, "na")}`)(language) : "";
  if (rows.length === 0) return text(`You hold no positions${where}, so there is no cost basis.`, `Não tem posições${where}, por isso não há custo de aquisição.`)(language);
  const total = (data["totals"] as Data | undefined)?.["costBasis"];
  const line = (row: Data) => {
    const unit = row["averageCostLocal"] === undefined ? "" : text(`, on average ${amount(row["averageCostLocal"], row["currency"], language)} per unit`, `, em média ${amount(row["averageCostLocal"], row["currency"], language)} por unidade`)(language);
    return text(
      `- ${String(row["symbol"])}: ${decimal(row["quantity"], language)} units cost ${amount(row["costBasis"], base, language)}${unit}`,
      `- ${String(row["symbol"])}: ${decimal(row["quantity"], language)} unidades custaram ${amount(row["costBasis"], base, language)}${unit}`,
    )(language);
  };
  const sorted = [...rows].sort((a, b) => Number(b["costBasis"]) - Number(a["costBasis"]));
  return [
    text(
      `Your holdings${where} cost ${amount(total, base, language)} in all (cost basis of what you still hold, fees included):`,
      `As suas posições${where} custaram ${amount(total, base, language)} no total (custo de aquisição do que ainda tem, com comissões):`,
    )(language),
    ...sorted.map(line),
  ].join("\n");
};
