import type { Language } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { assetsNamedIn } from "./knownAssets.js";
import { text } from "./portfolioFormat.js";

/** A word written as a ticker is: capitals and digits, with a dot before a market's code ("VWCE", "BRK.B", "EDP.LS"). */
const tickerWritten = /^[A-Z0-9]+(?:\.[A-Z0-9]{1,4})?$/;

/**
 * The asset a trade names, as `record_activity` takes it: one of the user's assets the word names, by its ticker or its
 * name ("Apple" is AAPL when Apple is held); else the word as a ticker when it is written as one ("NVDA"); else the word
 * as written, a name the tool resolves or asks the ticker of. Undefined when the user's assets are known and none is
 * so named, and the word is a name (no ticker is made up from it).
 */
export const tradeSymbol = (question: Question, written: string): string | undefined => {
  const held = assetsNamedIn(question, written);
  if (held.length === 1) return held[0]!.symbol;
  if (tickerWritten.test(written)) return written;
  return question.assets === null ? written : undefined;
};

/** "Which ticker is Apple? …": a trade naming an asset by a name that is none of theirs. */
export const whichTicker = (name: string, language: Language): string =>
  text(
    `Which ticker is "${name}"? None of your assets has that name, and I record a trade by the code the asset trades under: say it again with the ticker, for example "I bought 5 <ticker> at <price>".`,
    `Qual é o ticker de "${name}"? Nenhum dos seus ativos tem esse nome, e registo uma operação pelo código com que o ativo é negociado: diga-o outra vez com o ticker, por exemplo "comprei 5 <ticker> a <preço>".`,
  )(language);

/** "I bought 5 shares of Apple", "vendi 3 ações da EDP": a trade said without its price (and nothing asked). */
const tradeWithoutPrice =
  /^(?:(?:i|i've|i have|i just|eu|ja)\s+)?(bought|sold|comprei|vendi)\s+(\d+(?:[.,]\d+)?)\s+(?:(?:shares?|units?|acoes|ações|unidades|of|de|da|do|das|dos)\s+)*([\p{L}\d][\p{L}\d.&-]{0,30})(?:\s+(?:today|yesterday|hoje|ontem))?\s*[.!]*$/iu;

/**
 * The question back for a trade said without its price: the price it was made at, which is never guessed, and the
 * ticker too when the asset is named by a name that is none of theirs. Undefined for anything else.
 */
export const priceMissing = (question: Question): string | undefined => {
  const trade = tradeWithoutPrice.exec(question.spelled.trim());
  if (trade === null) return undefined;
  const language = question.language;
  const selling = /^(?:sold|vendi)$/i.test(trade[1]!);
  const symbol = tradeSymbol(question, trade[3]!);
  const example = symbol ?? "<ticker>";
  const ask = text(
    `At what price did you ${selling ? "sell" : "buy"} them? I record a trade with the price it was made at, and never guess one: say it again with the price, for example "I ${selling ? "sold" : "bought"} ${trade[2]!} ${example} at <price>".`,
    `A que preço ${selling ? "vendeu" : "comprou"}? Registo uma operação com o preço a que foi feita, e nunca o adivinho: diga-o outra vez com o preço, por exemplo "${selling ? "vendi" : "comprei"} ${trade[2]!} ${example} a <preço>".`,
  )(language);
  if (symbol !== undefined) return ask;
  return `${text(`Which ticker is "${trade[3]!}"? None of your assets has that name.`, `Qual é o ticker de "${trade[3]!}"? Nenhum dos seus ativos tem esse nome.`)(language)} ${ask}`;
};
