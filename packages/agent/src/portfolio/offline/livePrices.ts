import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "./portfolioFormat.js";
import { symbolsAsked } from "./knownAssets.js";
import { averageCostAsked, namedAssets } from "./portfolioPatterns.js";

const currency = "(?:euros?|eur|dollars?|dolar|dolares|usd|pounds?|libras?|gbp|reais|real|brl|francos?|chf|yen|iene|jpy)";

/**
 * An exchange rate asked for ("euro dollar rate", "what is the EUR/USD exchange rate?", "how much is a dollar in
 * euros?", "cotação do dólar hoje", "qual o câmbio euro dólar?"): offline there is none but those stored.
 */
export const fxAsked = new RegExp(
  `\\b(?:exchange rates?|fx rates?|currency rates?|(?:taxa de )?cambio|(?:the|a|o) ${currency} (?:exchange )?rate|(?:cotacao|valor|preco) d[oa] ${currency}|${currency}[ /-]?${currency} (?:rate|exchange|taxa|cotacao|hoje|today|now|agora)|how much is (?:a|one|1) ${currency} in ${currency}|quanto (?:vale|esta|custa|e) (?:o|um|1) ${currency}(?: em ${currency}| hoje| agora)?$)\\b`,
);

/** A price asked for ("what's the price of Apple today?", "what's KO trading at?", "a quanto está a EDP?", "qual é a cotação da Galp?"). */
const priceWord = /\b(?:prices?|quotes?|quoted|trading at|share price|precos?|cotacao|cotacoes|a quanto (?:esta|estao|anda|andam))\b/;
/** What was paid is a price of its own ("purchase price", "preço médio"), which the holdings hold. */
const paidPrice = /\b(?:paid|pay|bought|purchase|buy price|paguei|comprei|compra)\b/;

/** Whether a question asks an asset's price, which offline is the last one stored, not today's. */
export const priceAsked = (question: Question): boolean =>
  priceWord.test(question.normalized) && !paidPrice.test(question.normalized) && !averageCostAsked.test(question.normalized) && !/\b(?:out of date|outdated|stale|missing|desatualizad\w*|em falta|faltam)\b/.test(question.normalized);

/** Today, as a price is asked for ("today", "now", "current", "hoje", "agora", "atual"). */
const live = /\b(?:today|now|right now|current|currently|live|latest|hoje|agora|atual|atualmente|neste momento)\b/;

/**
 * A price asked of one of the person's assets or a ticker ("what's the price of Apple?", "a quanto está a EDP?"), or of
 * any name asked for today ("what's Tesla trading at today?"): the holdings, whose lines carry the last stored price.
 */
export const pricePlan = (question: Question): SkillPlan | undefined =>
  priceAsked(question) && (symbolsAsked(question).length > 0 || (namedAssets(question).length > 0 && live.test(question.normalized)))
    ? { confidence: 0.975, calls: [{ name: "get_holdings", arguments: {} }, { name: "get_health_status", arguments: {} }] }
    : undefined;

/**
 * An exchange rate asked: the data check, which says whether any rate the portfolio needs is missing (above the
 * refusal of world knowledge: the rates are the portfolio's data, as a held asset's price is).
 */
export const fxPlan = (question: Question): SkillPlan | undefined =>
  fxAsked.test(question.normalized) ? { confidence: 0.975, calls: [{ name: "get_health_status", arguments: {} }] } : undefined;

/** What offline has of exchange rates, said first: none live, only those stored, and how they come in. */
export const fxLead = (language: Language): string =>
  text(
    "I have no live exchange rates offline and cannot look one up. Your portfolio uses the rates stored with its data, which come in with an import or by hand in the Portfolio page's market data; the data check below says whether any it needs is missing.",
    "Em modo offline não tenho câmbios em tempo real nem os posso consultar. A carteira usa as taxas guardadas com os seus dados, que entram por importação ou à mão nos dados de mercado da página Carteira; a verificação abaixo diz se falta alguma de que precisa.",
  )(language);

/** What offline has of prices, said first: the last stored price with its date, not today's, and how new ones come in. */
export const priceLead = (language: Language): string =>
  text(
    "I have no live prices offline: this is the last price stored with your portfolio, with its date. New prices come in with an import or by hand in the Portfolio page's market data.",
    "Em modo offline não tenho cotações em tempo real: esta é a última cotação guardada na carteira, com a sua data. Novas cotações entram por importação ou à mão nos dados de mercado da página Carteira.",
  )(language);

/** A price or an exchange rate asked: what offline has of them (no live data), said first. */
export const storedLead = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<string> =>
  fxAsked.test(question.normalized) ? [fxLead(question.language)]
  : priceAsked(question) && results.some((result) => result.success && result.name === "get_holdings") ? [priceLead(question.language)]
  : [];
