import { accountTypeName } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * "which account has the most money?", "my biggest account", "qual conta tem mais dinheiro?", "a minha maior conta",
 * "em que conta tenho menos dinheiro?": the accounts ranked by their value.
 */
export const accountRanking =
  /\b(?:which|what) (?:of my )?accounts? (?:has|holds|had|is|have) (?:got )?(?:the )?(?:most|least|biggest|largest|smallest|more|less)\b|\b(?:my |the )?(?:biggest|largest|smallest|richest) (?:\w+ )?account\b|\b(?:qual|que) (?:e |foi )?(?:a )?(?:das minhas )?contas? (?:com|que tem|tem|onde tenho|onde esta|onde ha|e a que tem) (?:mais|menos|o maior|a maior|o menor)\b|\b(?:em|n)?(?:que|qual) conta (?:e que )?(?:eu )?(?:tenho|ha|esta) (?:mais|menos)\b|\b(?:a )?(?:minha )?(?:maior|menor) conta\b|\bconta (?:com|que tem) (?:mais|menos) (?:dinheiro|valor)\b/;

const lowest = /\b(?:least|smallest|less|menos|menor)\b/;

/**
 * The user's accounts with their values; asked which has the most (or the least), that one named first with its
 * value, then the accounts in that order.
 */
export const accountsAnswer = (data: Data, question: Question): string => {
  const language = question.language;
  const rows = (data["accounts"] as ReadonlyArray<Data> | undefined) ?? [];
  if (rows.length === 0) return text("There are no accounts yet.", "Ainda não há contas.")(language);
  const base = data["baseCurrency"];
  const line = (row: Data) => `- ${String(row["name"])} (${accountTypeName(String(row["type"]), language)}, ${String(row["currency"])}): ${amount(row["value"], base, language)}`;
  if (!accountRanking.test(question.normalized)) return [text("Your accounts:", "As suas contas:")(language), ...rows.map(line)].join("\n");
  const least = lowest.test(question.normalized);
  const ranked = [...rows].sort((a, b) => (least ? Number(a["value"]) - Number(b["value"]) : Number(b["value"]) - Number(a["value"])));
  const top = ranked[0]!;
  const lead = least
    ? text(`The account with the least money is ${String(top["name"])}: ${amount(top["value"], base, language)}.`, `A conta com menos dinheiro é ${String(top["name"])}: ${amount(top["value"], base, language)}.`)(language)
    : text(`The account with the most money is ${String(top["name"])}: ${amount(top["value"], base, language)}.`, `A conta com mais dinheiro é ${String(top["name"])}: ${amount(top["value"], base, language)}.`)(language);
  return [lead, text("Your accounts, by value (cash included):", "As suas contas, por valor (com o dinheiro):")(language), ...ranked.map(line)].join("\n");
};
