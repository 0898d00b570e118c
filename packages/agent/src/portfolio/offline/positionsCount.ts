import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";
import { positionsCountAsked, tickersIn } from "./portfolioPatterns.js";

/** "How many stocks do I own?": the number of positions and their symbols, and the cash beside them; null for any other question. */
export const positionsCount = (data: Data, question: Question): string | null => {
  if (!positionsCountAsked.test(question.normalized) || tickersIn(question).length > 0) return null;
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  const cash = (data["totals"] as Data | undefined)?.["cash"];
  const language = question.language;
  const symbols = rows.map((row) => String(row["symbol"])).join(", ");
  const beside = Number(cash) > 0 ? text(`, plus ${amount(cash, data["baseCurrency"], language)} in cash`, `, além de ${amount(cash, data["baseCurrency"], language)} em dinheiro`)(language) : "";
  if (rows.length === 0) return text(`You hold no positions${beside}.`, `Não tem posições${beside}.`)(language);
  return language === "pt"
    ? `Tem ${rows.length} ${rows.length === 1 ? "posição" : "posições"}: ${symbols}${beside}.`
    : `You hold ${rows.length} ${rows.length === 1 ? "position" : "positions"}: ${symbols}${beside}.`;
};
