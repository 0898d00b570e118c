import type { Language } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";
import { ratesUsed } from "./baseCurrencyTotal.js";

/** "how much money came in this month?", "quanto dinheiro entrou este mês?", "my inflows": money that came in. */
const cameIn =
  /\b(?:how much (?:money |cash )?(?:came|has come|come|comes|flowed) in|(?:money|cash) (?:that )?(?:came|come|coming|comes|flowed) in|inflows?|quanto (?:dinheiro )?(?:e que )?(?:me )?(?:entrou|entraram|tem entrado|entra)|(?:o )?dinheiro (?:que )?(?:me )?(?:entrou|entraram)|entradas de dinheiro)\b/;
/** "how much money went out?", "quanto dinheiro saiu?", "my outflows": money that went out. */
const wentOut =
  /\b(?:how much (?:money |cash )?(?:went|has gone|go|goes|flowed) out|(?:money|cash) (?:that )?(?:went|go|going|goes|flowed) out|outflows?|quanto (?:dinheiro )?(?:e que )?(?:me )?(?:saiu|sairam|tem saido|sai)|(?:o )?dinheiro (?:que )?(?:me )?(?:saiu|sairam)|saidas de dinheiro)\b/;

/** The kinds counted each way, with their names. */
const inTypes = ["DEPOSIT", "DIVIDEND", "INTEREST"] as const;
const outTypes = ["WITHDRAWAL", "FEE", "TAX"] as const;
const typeNames: Readonly<Record<string, readonly [string, string]>> = {
  DEPOSIT: ["deposits", "depósitos"],
  DIVIDEND: ["dividends", "dividendos"],
  INTEREST: ["interest", "juros"],
  WITHDRAWAL: ["withdrawals", "retiradas"],
  FEE: ["fees charged on their own", "comissões cobradas à parte"],
  TAX: ["taxes", "impostos"],
};

/** Which way the money a question asks moved, or undefined when it asks no such thing. */
const flowAsked = (question: Question): { readonly into: boolean; readonly out: boolean } | undefined => {
  const into = cameIn.test(question.normalized);
  const out = wentOut.test(question.normalized);
  return into || out ? { into, out } : undefined;
};

/** The activities that moved money in (or out) over the period named, to add up (`moneyFlowsAnswer`). */
export const moneyFlowsCall = (question: Question): PlannedCall | undefined => {
  const asked = flowAsked(question);
  if (asked === undefined) return undefined;
  const types = [...(asked.into ? inTypes : []), ...(asked.out ? outTypes : [])];
  const range = question.range === null ? {} : { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
  return { name: "search_activities", arguments: { types, ...range, limit: 200 } };
};

export const moneyFlowsAsked = (question: Question): boolean => flowAsked(question) !== undefined;

const sumsOf = (rows: ReadonlyArray<Data>, types: ReadonlyArray<string>, language: Language): ReadonlyArray<string> =>
  types.flatMap((type) => {
    const sums = new Map<string, number>();
    for (const row of rows.filter((candidate) => candidate["type"] === type)) {
      const value = Math.abs(Number(row["amount"]));
      if (Number.isFinite(value)) sums.set(String(row["currency"]), (sums.get(String(row["currency"])) ?? 0) + value);
    }
    if (sums.size === 0) return [];
    return [`- ${typeNames[type]![language === "pt" ? 1 : 0]}: ${[...sums].map(([currency, value]) => amount(value, currency, language)).join(" + ")}`];
  });

/**
 * What the activities of these kinds add up to in the base currency, from each one's `amountBase` ("In total: 1,025.13 EUR
 * in your base currency, at the rate of 2026-11-10."); when one has no stored rate to convert it, that no total is given.
 * Empty when none is of these kinds.
 */
const totalInBase = (rows: ReadonlyArray<Data>, types: ReadonlyArray<string>, base: unknown, language: Language): ReadonlyArray<string> => {
  const used = rows.filter((row) => types.includes(String(row["type"])));
  if (used.length === 0 || typeof base !== "string") return [];
  const values = used.map((row) => (row["amountBase"] === null || row["amountBase"] === undefined ? Number.NaN : Math.abs(Number(row["amountBase"]))));
  if (values.some((value) => !Number.isFinite(value)))
    return [text(`No total in ${base}: no stored exchange rate converts some of them to your base currency.`, `Sem total em ${base}: não há câmbio guardado que converta alguns deles para a moeda base.`)(language)];
  const total = amount(values.reduce((sum, value) => sum + value, 0), base, language);
  const when = ratesUsed(used, language);
  return [text(`In total: ${total} in your base currency${when}.`, `No total: ${total} na moeda base${when}.`)(language)];
};

/**
 * The money that came in (deposits, dividends, interest) or went out (withdrawals, fee charges, taxes) over the
 * period, each kind added up per currency, then all of them in the base currency, saying what was counted and what was not.
 */
export const moneyFlowsAnswer = (data: Data, question: Question, asked: Readonly<Record<string, unknown>>): string => {
  const language = question.language;
  const flow = flowAsked(question)!;
  const rows = (data["activities"] as ReadonlyArray<Data> | undefined) ?? [];
  const span =
    typeof asked["from"] === "string"
      ? text(`Between ${String(asked["from"])} and ${String(asked["to"])}`, `Entre ${String(asked["from"])} e ${String(asked["to"])}`)(language)
      : text("Since your first record", "Desde o primeiro movimento")(language);
  const parts = [
    ...(flow.into ? [[text(`${span}, money came in:`, `${span}, entrou dinheiro:`)(language), ...sumsOf(rows, inTypes, language), ...totalInBase(rows, inTypes, data["baseCurrency"], language)]] : []),
    ...(flow.out ? [[text(`${span}, money went out:`, `${span}, saiu dinheiro:`)(language), ...sumsOf(rows, outTypes, language), ...totalInBase(rows, outTypes, data["baseCurrency"], language)]] : []),
  ].map((lines) => (lines.length === 1 ? `${lines[0]!.replace(/:$/, "")}: ${text("none recorded.", "nada.")(language)}` : lines.join("\n")));
  const counted = text(
    `Counted: ${[...(flow.into ? ["deposits, dividends and interest"] : []), ...(flow.out ? ["withdrawals, fees charged on their own and taxes"] : [])].join("; ")}. Buys, sales and transfers between your accounts move money you already had, so they are not counted.`,
    `Contei: ${[...(flow.into ? ["depósitos, dividendos e juros"] : []), ...(flow.out ? ["retiradas, comissões cobradas à parte e impostos"] : [])].join("; ")}. Compras, vendas e transferências entre as suas contas movem dinheiro que já tinha, por isso não contam.`,
  )(language);
  const more = data["nextCursor"] !== null && data["nextCursor"] !== undefined;
  const cut = more ? [text(`Only the ${rows.length} newest were added; the Portfolio page lists them all.`, `Só foram somadas as ${rows.length} mais recentes; a página Carteira mostra-as todas.`)(language)] : [];
  return [...parts, counted, ...cut].join("\n");
};
