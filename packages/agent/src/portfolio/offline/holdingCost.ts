import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, gainOrLoss, percent, text } from "./portfolioFormat.js";
import { contributionRequest } from "./portfolioPatterns.js";

/**
 * Money put in, asked as such ("how much have I invested?", "how much did I put into …", "quanto investi?", "quanto
 * tenho investido?", "quanto pus na …"): of one holding when the question names one, else of the whole portfolio.
 */
export const moneyPutInAsked = new RegExp(
  `${contributionRequest.source}|\\bhow much (?:money |cash )?(?:did|have) i (?:put|paid|sunk) into\\b|\\bquanto (?:dinheiro )?(?:e que )?(?:eu )?(?:ja )?(?:apliquei|enterrei)\\b`,
);

/**
 * One holding's money put in, for a question of money put in naming it ("how much have I invested in Microsoft?",
 * "quanto tenho investido na Coca-Cola?"): what the units still held cost, with their count, what they are worth now
 * and the gain or loss on that cost, and what its sales realised when there were some. Null for any other question.
 */
export const holdingCostLine = (row: Data, question: Question, base: unknown): string | null => {
  if (!moneyPutInAsked.test(question.normalized)) return null;
  const language: Language = question.language;
  const label = `${String(row["symbol"])} (${String(row["name"])})`;
  const units = decimal(row["quantity"], language);
  const cost = amount(row["costBasis"], base, language);
  const worth = amount(row["marketValue"], base, language);
  const gain = Number(row["unrealisedGain"] ?? Number(row["marketValue"]) - Number(row["costBasis"]));
  const realised = Number(row["realisedGain"] ?? 0);
  const price = row["price"] === null || row["price"] === undefined ? null : `${decimal(row["price"], language, 2)} ${String(row["currency"])}`;
  const priced = price === null ? "" : text(` (price ${price} on ${String(row["priceDate"] ?? "—")})`, ` (cotação ${price} em ${String(row["priceDate"] ?? "—")})`)(language);
  const onCost = percent(row["unrealisedGainPercent"], language);
  const change = Number.isFinite(gain) ? text(`, ${gainOrLoss(gain, base, language)} (${onCost} on cost)`, `, ${gainOrLoss(gain, base, language)} (${onCost} face ao custo)`)(language) : "";
  const sales = Number.isFinite(realised) && realised !== 0 ? text(` Its sales realised ${gainOrLoss(realised, base, language)}.`, ` As vendas realizaram ${gainOrLoss(realised, base, language)}.`)(language) : "";
  return text(
    `You have ${cost} invested in ${label}: what the ${units} units you hold cost. They are worth ${worth} now${priced}${change}.${sales}`,
    `Tem ${cost} investidos em ${label}: o que custaram as ${units} unidades que tem. Valem hoje ${worth}${priced}${change}.${sales}`,
  )(language);
};
