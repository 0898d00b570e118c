import type { Language } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, text } from "./portfolioFormat.js";
import { worthCurrencyAsked } from "./exchangeRates.js";
import { rankedByValue, rankingAsked } from "./holdingsRanking.js";
import { namedRows } from "./namedRows.js";

/**
 * After the holdings: the figure the answer leads with (the value of the whole portfolio or of the account read, of the
 * one holding named, or of the holding a ranking puts first) converted into the currency asked by `get_exchange_rates` at the stored rate, so the
 * tool converts it exactly (a direct, inverse or crossed rate). None when no other currency is asked, and none of a
 * figure of nothing (an empty portfolio or account): nothing converts to nothing, and the answer says how to add it.
 */
export const worthConversionCalls = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const currency = worthCurrencyAsked(question);
  const held = results.find((result) => result.success && result.name === "get_holdings");
  if (currency === undefined || held === undefined || results.some((result) => result.name === "get_exchange_rates")) return [];
  const base = held.data["baseCurrency"];
  const asked = rankingAsked(question);
  // "how much is my KO position worth in dollars?": the one holding named.
  const named = namedRows(held.data, [question]);
  const figure =
    asked?.by === "value" ? rankedByValue(held.data, asked.low)[asked.rank - 1]?.["marketValue"]
    : named.length === 1 ? named[0]!["marketValue"]
    : (held.data["totals"] as Data | undefined)?.["totalValue"];
  if (typeof base !== "string" || base === currency || figure === undefined || figure === null || !Number.isFinite(Number(figure)) || Number(figure) === 0) return [];
  return [{ name: "get_exchange_rates", arguments: { base, quote: currency, amount: String(figure) } }];
};

/** How the rate was found, when it was not stored as it is used. */
const sourceNote = (rate: Data, language: Language): string =>
  rate["source"] === "inverse"
    ? text(", the inverse of the rate stored the other way round", ", o inverso da taxa guardada no sentido contrário")(language)
    : rate["source"] === "cross"
      ? text(", crossed through another stored currency", ", cruzada através de outra moeda guardada")(language)
      : "";

/**
 * "what is my portfolio worth in dollars?": the conversion `get_exchange_rates` made of the figure asked, with the rate
 * and the day it was stored for, said to be no live rate; that no rate links the currencies when none does. Empty when
 * no conversion was asked.
 */
export const worthInCurrency = (rates: ToolResultView | undefined, language: Language): string =>
  converted(rates, language, (value, rest) => text(`In ${value.split(" ").at(-1)!} that is ${value} ${rest}`, `Em ${value.split(" ").at(-1)!} são ${value} ${rest}`)(language));

/**
 * What is worth what ("Your portfolio is worth", "The XTB account is worth", "KO is worth"): the subject of a converted value
 * said first.
 */
export type WorthSubject = { readonly kind: "portfolio" } | { readonly kind: "account" | "holding"; readonly name: string };

/**
 * "what is my portfolio worth in dollars?": the converted value as the answer's first sentence, of the subject the
 * holdings were read for (the figures in the base currency follow); that no rate links the currencies when none does.
 * Empty when no conversion was asked.
 */
export const worthInCurrencyLead = (rates: ToolResultView | undefined, language: Language, subject: WorthSubject): string =>
  converted(rates, language, (value, rest) =>
    subject.kind === "portfolio"
      ? text(`Your portfolio is worth ${value} ${rest}`, `A carteira vale ${value} ${rest}`)(language)
      : subject.kind === "account"
        ? text(`The ${subject.name} account is worth ${value} ${rest}`, `${/^conta\b/i.test(subject.name) ? "A" : "A conta"} ${subject.name} vale ${value} ${rest}`)(language)
        : text(`${subject.name} is worth ${value} ${rest}`, `${subject.name} vale ${value} ${rest}`)(language),
  );

/** Whether `get_exchange_rates` converted the figure asked (the answer then leads with it, and the base currency follows once). */
export const worthConverted = (rates: ToolResultView | undefined): boolean =>
  rates !== undefined && typeof rates.arguments["amount"] === "string" && (rates.data["conversion"] as Data | null | undefined)?.["rate"] !== undefined;

/** The conversion `get_exchange_rates` made, said by `say` (the value, then its rate and day), or that no rate links the currencies. */
const converted = (rates: ToolResultView | undefined, language: Language, say: (value: string, rest: string) => string): string => {
  if (rates === undefined || typeof rates.arguments["amount"] !== "string") return "";
  const from = String(rates.arguments["base"]);
  const to = String(rates.arguments["quote"]);
  const conversion = rates.data["conversion"] as Data | null | undefined;
  const rate = conversion?.["rate"] as Data | undefined;
  if (conversion === null || conversion === undefined || rate === undefined)
    return text(`No exchange rate from ${from} to ${to} is stored with your portfolio, so I cannot give its value in ${to}.`, `Não há nenhuma taxa de câmbio de ${from} para ${to} guardada na carteira, por isso não consigo dar o valor em ${to}.`)(language);
  return say(
    amount(conversion["value"], to, language),
    text(
      `at the rate stored for ${String(rate["date"])} (1 ${from} = ${decimal(rate["rate"], language)} ${to}${sourceNote(rate, language)}; offline I have no live rates).`,
      `à taxa guardada para ${String(rate["date"])} (1 ${from} = ${decimal(rate["rate"], language)} ${to}${sourceNote(rate, language)}; em modo offline não tenho câmbios em tempo real).`,
    )(language),
  );
};
