import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { tradeSymbol } from "./tradeAsset.js";

/**
 * A number as the person wrote it, with a decimal point: when both marks appear the last is the decimal one
 * ("1.234,56", "1,234.56"); a lone comma is decimal ("98,40"), except before exactly three digits in English
 * ("1,250" is 1250); a lone dot before groups of three digits is a thousands mark in Portuguese ("1.250" is 1250,
 * "1,25" is 1.25) and with more than one group in any language ("1.250.000").
 */
export const writtenNumber = (text: string, language: Language): string => {
  const cleaned = text.replace(/\s/g, "");
  const comma = cleaned.lastIndexOf(",");
  const dot = cleaned.lastIndexOf(".");
  const decimalComma = comma >= 0 && (dot >= 0 ? comma > dot : language === "pt" || !/^\d{1,3}(?:,\d{3})+$/.test(cleaned));
  if (decimalComma) return cleaned.replace(/\./g, "").replace(",", ".");
  const thousandsDot = comma < 0 && (/^\d{1,3}(?:\.\d{3}){2,}$/.test(cleaned) || (language === "pt" && /^\d{1,3}(?:\.\d{3})+$/.test(cleaned)));
  return thousandsDot ? cleaned.replace(/\./g, "") : cleaned.replace(/,/g, "");
};

const tradePattern =
  /\b(bought|buy|purchased|purchase|sold|sell|sale|comprei|compra|vendi|venda)\s+(?:(?:of|de)\s+)?(\d+(?:[.,]\d+)?)\s+(?:(?:shares?|units?|acoes|ações|unidades|of|de|da|do|das|dos)\s+)*([A-Za-z][A-Za-z0-9.]{0,11})\s+(?:at|@|a|à|por|for)\s+(?:€|\$|£|eur|usd)?\s*(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/i;
const cashPattern = /\b(deposited|deposit|depositei|withdrew|levantei|saquei)\s+(?:€|\$|£)?\s*(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/i;

/** "… in account Corretora", "… na conta Corretora", "… into my Broker account": the account a trade goes in. */
const accountPattern =
  /\b(?:in|into|on|to|na|no|em|para)\s+(?:the\s+|my\s+|a\s+minha\s+|minha\s+|a\s+)?(?:account|conta)\s+(.+?)(?=\s+(?:yesterday|today|ontem|hoje)\b|[,;!?]|\.(?:\s|$)|$)|\b(?:in|into|to)\s+(?:the\s+|my\s+)?(\S+(?:\s+\S+)?)\s+account\b/i;
const accountOf = (question: Question): Record<string, string> => {
  const match = accountPattern.exec(question.spelled);
  const name = (match?.[1] ?? match?.[2])?.trim();
  return name === undefined || name === "" ? {} : { account: name };
};

/**
 * A short reply that only names an account ("na conta Lisbon broker", "in the US broker account", "na Lisbon
 * broker"): the account's name, or undefined for anything else ("thanks", "and last year?").
 */
export const accountReply = (question: Question): string | undefined => {
  if (question.normalized.split(" ").filter((word) => word !== "").length > 6 || question.dates.length > 0) return undefined;
  const named = accountOf(question)["account"];
  if (named !== undefined) return named;
  const bare = /^(?:in|into|on|na|no|em)\s+(?:the\s+|my\s+|a\s+minha\s+|minha\s+|o\s+meu\s+)?(.+?)[.!]*$/i.exec(question.spelled.trim())?.[1]?.trim();
  return bare === undefined || bare === "" ? undefined : bare;
};

/** The currency a trade's price is said in ("at 190 dollars", "a 400 dólares", "at $190", "a 90 €"), or none. */
const priceCurrency = (question: Question, trade: RegExpExecArray): Record<string, string> => {
  const said = foldAccents(question.spelled.slice(trade.index, trade.index + trade[0].length + 14).toLowerCase());
  const currency = /\b(?:dollars?|dolares?|usd)\b|\$/.test(said) ? "USD" : /\b(?:euros?|eur)\b|€/.test(said) ? "EUR" : /\b(?:pounds?|libras?|gbp)\b|£/.test(said) ? "GBP" : undefined;
  return currency === undefined ? {} : { currency };
};

/**
 * The name a trade gives instead of a ticker, that is none of the user's assets ("I bought 5 shares of Apple at 150" with
 * no Apple held): the ticker is to be asked, never made up. Undefined otherwise.
 */
export const unknownTradeName = (question: Question): string | undefined => {
  const trade = tradePattern.exec(question.spelled);
  return trade !== null && tradeSymbol(question, trade[3]!) === undefined ? trade[3]! : undefined;
};

/**
 * A `record_activity` call for "I bought 10 VWCE at 98.40 yesterday" / "comprei 10 VWCE a 98,40 ontem na conta Corretora":
 * the asset by its ticker, or by the user's asset its name names (see `tradeSymbol`); undefined for a name that is none of
 * theirs (`unknownTradeName`).
 */
export const recordCall = (question: Question): PlannedCall | undefined => {
  const trade = tradePattern.exec(question.spelled);
  // A day named outside the trade's own words: "10 NOVO" is ten shares of NOVO, not the 10th of November.
  const days = question.dates.filter((range) => range.granularity === "day" && (trade === null || range.index < trade.index || range.index >= trade.index + trade[0].length));
  const date = days.at(-1)?.from;
  if (trade !== null) {
    const selling = /^(sold|sell|sale|vendi|venda)$/i.test(trade[1]!);
    const symbol = tradeSymbol(question, trade[3]!);
    if (symbol === undefined) return undefined;
    return {
      name: "record_activity",
      arguments: { type: selling ? "SELL" : "BUY", symbol, quantity: writtenNumber(trade[2]!, question.language), unitPrice: writtenNumber(trade[4]!, question.language), ...priceCurrency(question, trade), ...(date === undefined ? {} : { date }), ...accountOf(question) },
    };
  }
  const cash = cashPattern.exec(question.spelled);
  if (cash !== null)
    return { name: "record_activity", arguments: { type: /^(withdrew|levantei|saquei)$/i.test(cash[1]!) ? "WITHDRAWAL" : "DEPOSIT", amount: writtenNumber(cash[2]!, question.language), ...(date === undefined ? {} : { date }), ...accountOf(question) } };
  return undefined;
};
