import type { Question } from "../../models/offline/question/Question.js";
import { accountWordsIn } from "./knownAccounts.js";
import type { Data } from "./portfolioFormat.js";
import { amount, inAccountPt, text } from "./portfolioFormat.js";
import { positionsCountAsked, tickersIn } from "./portfolioPatterns.js";

/**
 * "How many stocks do I own?", "how many positions in my ISA?": the number of positions and their symbols, and the
 * cash beside them, in the account named when one is; null for any other question.
 */
export const positionsCount = (data: Data, question: Question, account?: unknown): string | null => {
  const accountWords = accountWordsIn(question);
  if (!positionsCountAsked.test(question.normalized) || tickersIn(question).some((ticker) => !accountWords.has(ticker.toLowerCase()))) return null;
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  const cash = (data["totals"] as Data | undefined)?.["cash"];
  const language = question.language;
  const named = typeof account === "string" ? account : undefined;
  const where = named === undefined ? "" : text(` in ${named}`, ` ${inAccountPt(named).replace(/^Na/, "na")}`)(language);
  const symbols = rows.map((row) => String(row["symbol"])).join(", ");
  const beside = Number(cash) > 0 ? text(`, plus ${amount(cash, data["baseCurrency"], language)} in cash`, `, além de ${amount(cash, data["baseCurrency"], language)} em dinheiro`)(language) : "";
  if (rows.length === 0) return text(`You hold no positions${where}${beside}.`, `Não tem posições${where}${beside}.`)(language);
  return language === "pt"
    ? `Tem ${rows.length} ${rows.length === 1 ? "posição" : "posições"}${where}: ${symbols}${beside}.`
    : `You hold ${rows.length} ${rows.length === 1 ? "position" : "positions"}${where}: ${symbols}${beside}.`;
};
