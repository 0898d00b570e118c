import { counted } from "../../models/offline/answerText.js";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * Tax asked as an amount paid ("how much tax did I pay?", "what taxes have I paid this year?", "quanto paguei de
 * impostos?", "quanto paguei em impostos em 2025?").
 */
const taxPaidAsked =
  /\b(?:how much (?:in )?tax(?:es)? (?:did|have) i (?:pay|paid)|how much (?:did|have) i (?:pay|paid) in tax(?:es)?|(?:what|which) tax(?:es)? (?:did|have) i (?:pay|paid)|tax(?:es)? (?:i (?:have )?)?paid|quanto (?:e que )?(?:eu )?(?:ja )?(?:paguei|pago|pagamos) (?:de|em) impostos?|quantos impostos (?:e que )?(?:eu )?(?:ja )?(?:paguei|pagamos)|(?:que|quais) impostos (?:e que )?(?:eu )?(?:ja )?(?:paguei|pagamos)|impostos? (?:que )?(?:paguei|pagos))\b/;

/** A tax of earnings, property or a purchase that a payslip, a tax return or a bill records, not the portfolio. */
const otherTax =
  /\b(?:income tax|salary|wages?|payslips?|tax returns?|property tax|council tax|road tax|car tax|vat|irs|imi|iuc|iptu|ipva|iva|salario|ordenado|vencimento|declaracao|recibos?|casa|carro|house|car)\b/;

/**
 * Tax asked as an amount paid, when the person has a portfolio (`Question.assets`) and names no other tax: the
 * portfolio's tax activities (tax withheld on dividends and the like) are what LifeOS holds of it.
 */
export const taxesAsked = (question: Question): boolean =>
  question.assets !== null && question.assets.length > 0 && taxPaidAsked.test(question.normalized) && !otherTax.test(question.normalized);

/** The tax activities over the period asked (every one when none is named), to add up. */
export const taxesCall = (question: Question): PlannedCall => ({
  name: "search_activities",
  arguments: { types: ["TAX"], ...(question.range === null ? {} : { from: question.range.from, to: question.range.to }), limit: 200 },
});

/** The tax recorded in the portfolio, added up per currency, with how many payments and the latest. */
export const taxesAnswer = (data: Data, question: Question): string => {
  const language = question.language;
  const rows = ((data["activities"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => row["type"] === "TAX");
  const sums = new Map<string, number>();
  for (const row of rows) {
    const value = Number(row["amount"]);
    if (Number.isFinite(value)) sums.set(String(row["currency"]), (sums.get(String(row["currency"])) ?? 0) + Math.abs(value));
  }
  const period = question.range === null ? "" : text(` from ${question.range.from} to ${question.range.to}`, ` de ${question.range.from} a ${question.range.to}`)(language);
  if (sums.size === 0) return text(`Your portfolio records no tax paid${period}.`, `A carteira não tem impostos pagos${period}.`)(language);
  const total = [...sums].map(([currency, value]) => amount(value, currency, language)).join(" + ");
  const latest = String(rows[0]?.["date"] ?? "");
  const more = data["nextCursor"] !== null && data["nextCursor"] !== undefined;
  return text(
    `Your portfolio records ${total} in tax${period} (such as tax withheld on dividends): ${counted(rows.length, "payment", "payments")}${more ? ", the newest only" : ""}, the latest on ${latest}. Tax on your salary or property is not in it.`,
    `A carteira regista ${total} de impostos${period} (como o imposto retido nos dividendos): ${counted(rows.length, "pagamento", "pagamentos")}${more ? ", só os mais recentes" : ""}, o último em ${latest}. Os impostos sobre o salário ou imóveis não estão lá.`,
  )(language);
};
