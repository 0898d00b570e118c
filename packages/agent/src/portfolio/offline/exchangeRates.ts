import type { Language } from "@lifeos/core";
import { foldText } from "../../models/offline/question/normalizeText.js";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, decimal, text } from "./portfolioFormat.js";
import { writtenNumber } from "./recordActivityCall.js";

/** Currencies as people name them, in both languages, with their codes. */
const currencyCodes: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:euros?|eur|€)$/, "EUR"],
  [/^(?:dollars?|dolar|dolares|usd|\$|bucks)$/, "USD"],
  [/^(?:pounds?|libras?|gbp|sterling|£)$/, "GBP"],
  [/^(?:reais|real|reals|brl)$/, "BRL"],
  [/^(?:francs?|francos?|chf)$/, "CHF"],
  [/^(?:yen|ienes?|jpy)$/, "JPY"],
];
const currencyWord = "(?:euros?|eur|dollars?|dolar|dolares|usd|bucks|pounds?|libras?|gbp|sterling|reais|real|reals|brl|francs?|francos?|chf|yen|ienes?|jpy)";

/** The code of a currency's name or sign ("dólares", "€"), or undefined. */
const codeOf = (word: string): string | undefined => currencyCodes.find(([pattern]) => pattern.test(word))?.[1];

/**
 * An exchange rate asked for ("euro dollar rate", "what is the EUR/USD exchange rate?", "how much is a dollar in
 * euros?", "cotação do dólar hoje", "qual o câmbio euro dólar?", "quanto tá o dólar?"), or an amount to convert ("how
 * much is 100 dollars in euros?", "quanto são 50 euros em reais?"): offline only the rates stored with the portfolio.
 */
export const fxAsked = new RegExp(
  `\\b(?:exchange rates?|fx rates?|currency rates?|conversion rates?|(?:taxa de )?cambio|(?:the|a|o) ${currencyWord} (?:exchange )?rate|(?:cotacao|valor|preco) d[oa] ${currencyWord}|${currencyWord}[ /-]?${currencyWord} (?:rate|exchange|taxa|cotacao|hoje|today|now|agora)|how much is (?:a|one|1) ${currencyWord} (?:in|worth in) ${currencyWord}|(?:what is|how much is) (?:the |a |one )?${currencyWord} worth(?: today| now| in ${currencyWord})?(?= \\?$|$)|quanto (?:vale|esta|ta|custa|e) (?:o|um|1) ${currencyWord}(?: em ${currencyWord}| hoje| agora)?(?= \\?$|$)|(?:how much|what) (?:is|are) \\d+ ${currencyWord} (?:in|to) ${currencyWord}|convert\\w* \\d+ ${currencyWord} (?:in|into|to|em|para|pra) ${currencyWord}|quanto (?:sao|e|da|fica|ficam|valem|vale) \\d+ ${currencyWord} (?:em|para|pra) ${currencyWord}|\\d+ ${currencyWord} (?:in|into|to|em|para|pra) ${currencyWord}(?= \\?$|$))\\b`,
);

/** The amount to convert as written ("100 dollars", "$1,250.50", "1.250,50 €"), before or after its currency. */
const amountPattern = /(?:^|[^\d.,])(?:[$€£]\s?)?(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)\s*(?:[$€£]|[a-z]+)?/;

/** The currencies a question names, in the order it names them (a sign counts: "$", "€", "£"). */
export const currenciesNamed = (question: Question): ReadonlyArray<string> => {
  const words = foldText(question.spelled).match(/[\p{L}]+|[$€£]/gu) ?? [];
  const codes: string[] = [];
  for (const word of words) {
    const code = codeOf(word);
    // "real estate" and "in real terms" are no currency.
    if (code === "BRL" && /^real$/.test(word) && !fxAsked.test(question.normalized)) continue;
    if (code !== undefined && !codes.includes(code)) codes.push(code);
  }
  return codes;
};

/**
 * An exchange rate asked: the last stored rates of the currencies named (one: in the portfolio's currency; none:
 * every stored pair), and an amount named converted at the stored rate.
 */
export const fxPlan = (question: Question): SkillPlan | undefined => {
  if (!fxAsked.test(question.normalized)) return undefined;
  const [base, quote] = currenciesNamed(question);
  const written = base === undefined || quote === undefined ? null : amountPattern.exec(foldText(question.spelled));
  const value = written === null || written === undefined ? undefined : writtenNumber(written[1]!, question.language);
  const args = { ...(base === undefined ? {} : { base }), ...(quote === undefined ? {} : { quote }), ...(value === undefined || Number(value) === 1 ? {} : { amount: value }) };
  return { confidence: 0.975, calls: [{ name: "get_exchange_rates", arguments: args }] };
};

/** What offline has of exchange rates, said first: none live, the last stored with its day (when one is), and how new ones come in. */
export const fxLead = (language: Language, found: boolean): string =>
  found
    ? text(
        "I have no live exchange rates offline and cannot look one up: this is the last rate stored with your portfolio, with the day it was stored for. New rates come in with an import or by hand in the Portfolio page's market data.",
        "Em modo offline não tenho câmbios em tempo real nem os posso consultar: esta é a última taxa guardada na carteira, com o dia a que se refere. Novas taxas entram por importação ou à mão nos dados de mercado da página Carteira.",
      )(language)
    : text(
        "I have no live exchange rates offline and cannot look one up; I only have the rates stored with your portfolio, which come in with an import or by hand in the Portfolio page's market data.",
        "Em modo offline não tenho câmbios em tempo real nem os posso consultar; só tenho as taxas guardadas na carteira, que entram por importação ou à mão nos dados de mercado da página Carteira.",
      )(language);

/** One stored rate as a line: "1 USD = 0,9164 EUR (1 EUR = 1,0912 USD), stored for 2026-11-20". */
const rateLine = (row: Data, language: Language): string => {
  const rate = Number(row["rate"]);
  const inverse = Number.isFinite(rate) && rate !== 0 ? ` (1 ${String(row["quote"])} = ${decimal((1 / rate).toFixed(4), language)} ${String(row["base"])})` : "";
  return text(
    `1 ${String(row["base"])} = ${decimal(row["rate"], language)} ${String(row["quote"])}${inverse}, stored for ${String(row["date"])}`,
    `1 ${String(row["base"])} = ${decimal(row["rate"], language)} ${String(row["quote"])}${inverse}, guardada para ${String(row["date"])}`,
  )(language);
};

/** The stored rates and any conversion, from `get_exchange_rates`; that none is stored when so. */
export const exchangeRatesAnswer = (data: Data, question: Question, asked: Readonly<Record<string, unknown>>): string => {
  const language = question.language;
  const rates = (data["rates"] as ReadonlyArray<Data> | undefined) ?? [];
  const conversion = data["conversion"] as Data | null | undefined;
  if (rates.length === 0) {
    const pair = [asked["base"], asked["quote"]].filter((code) => typeof code === "string").join(text(" and ", " e ")(language));
    return pair === ""
      ? text("No exchange rate is stored with your portfolio yet.", "Ainda não há nenhuma taxa de câmbio guardada na carteira.")(language)
      : text(`No exchange rate for ${pair} is stored with your portfolio.`, `Não há nenhuma taxa de câmbio para ${pair} guardada na carteira.`)(language);
  }
  const converted =
    conversion === null || conversion === undefined
      ? []
      : [
          text(
            `${amount(conversion["amount"], conversion["from"], language)} is ${amount(conversion["value"], conversion["to"], language)} at that rate.`,
            `${amount(conversion["amount"], conversion["from"], language)} são ${amount(conversion["value"], conversion["to"], language)} a essa taxa.`,
          )(language),
        ];
  const lines = rates.slice(0, 10).map((row) => rateLine(row, language));
  return [...converted, ...(lines.length === 1 ? [`${lines[0]!}.`] : lines.map((line) => `- ${line}`))].join("\n");
};

/** A value asked for ("worth", "value", "vale", "valor"): with a currency named, the value read in that currency. */
const valueAsked = /\b(?:worth|value|vale|valem|valor)\b/;

/**
 * The currency a value is asked in ("what is my portfolio worth in dollars?", "quanto vale a carteira em dólares?",
 * "what is my biggest holding worth in pounds?"), or undefined when no value in a currency is asked.
 */
export const worthCurrencyAsked = (question: Question): string | undefined => (valueAsked.test(question.normalized) ? currenciesNamed(question)[0] : undefined);
