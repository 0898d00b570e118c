import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "./portfolioFormat.js";
import { symbolsAsked } from "./knownAssets.js";
import { averageCostAsked, namedAssets } from "./portfolioPatterns.js";
import { fxAsked, fxLead } from "./exchangeRates.js";

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

/** What offline has of prices, said first: the last stored price with its date, not today's, and how new ones come in. */
export const priceLead = (language: Language): string =>
  text(
    "I have no live prices offline: this is the last price stored with your portfolio, with its date. New prices come in with an import or by hand in the Portfolio page's market data.",
    "Em modo offline não tenho cotações em tempo real: esta é a última cotação guardada na carteira, com a sua data. Novas cotações entram por importação ou à mão nos dados de mercado da página Carteira.",
  )(language);

/** A price or an exchange rate asked: what offline has of them (no live data), said first. */
export const storedLead = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<string> =>
  fxAsked.test(question.normalized) && results.some((result) => result.success && result.name === "get_exchange_rates")
    ? [fxLead(question.language, results.some((result) => result.success && result.name === "get_exchange_rates" && ((result.data["rates"] as ReadonlyArray<unknown> | undefined) ?? []).length > 0))]
  : priceAsked(question) && results.some((result) => result.success && result.name === "get_holdings") ? [priceLead(question.language)]
  : [];
