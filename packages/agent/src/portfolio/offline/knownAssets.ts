import type { KnownAsset } from "@lifeos/core";
import { stopWords } from "@lifeos/core";
import { cueVocabulary } from "../../models/offline/question/cueVocabulary.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { tickersIn } from "./portfolioPatterns.js";

/** A word of a question with its case as written. */
const wordsOf = (text: string): ReadonlyArray<string> => text.match(/[\p{L}\p{N}][\p{L}\p{N}.'’&-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];

/** A word of the engine's grammar or requests ("all", "on", "what"): never an asset written in lower case. */
const grammarWord = (folded: string): boolean => stopWords.has(folded) || cueVocabulary.has(folded);

/**
 * An asset's own name: the first word of it that is no word of the grammar ("Galp" of "Galp Energia", "iShares" of
 * "iShares Core MSCI World", "coca-cola" of "The Coca-Cola Company").
 */
const brandOf = (asset: KnownAsset): string => wordsOf(asset.name).map(foldText).find((word) => word.length >= 3 && !grammarWord(word)) ?? "";

/**
 * The words before an asset named ("on ko", "from ko", "da ko", "com a ko" reads "a"), or a verb it is the subject of
 * ("did ko pay", "does ko pay", "quanto pagou ko", "quanto rendeu ko") or the object of a trade ("when did i last buy ko",
 * "quando vendi ko"): a two-letter ticker in lower case after one.
 */
const assetPreposition = /^(?:on|in|of|for|from|my|da|do|de|na|no|em|com|pela|pelo|a|o|as|os|did|does|has|had|pagou|paga|pagaram|pagam|rendeu|rende|deu|valeu|buy|bought|sell|sold|comprei|vendi|comprar|vender)$/;

/**
 * Whether a word as written names the asset: its ticker in capitals ("KO", "VWCE"), or in any case when it has three
 * letters or more and is no word of the engine's grammar ("iwda", "btc"); or its name's first word, of three letters
 * or more that is no word of the grammar ("Galp", "bitcoin", "Nvidia"), capitalised or not; a two-letter ticker in
 * lower case after a word that names an asset next ("made on ko", "da ko").
 */
const names = (asset: KnownAsset, written: string, before = ""): boolean => {
  const folded = foldText(written).replace(/'s$/, "");
  if (folded === asset.symbol.toLowerCase())
    return written === asset.symbol || (!grammarWord(folded) && (folded.length >= 3 || (folded.length === 2 && assetPreposition.test(foldText(before)))));
  return folded === brandOf(asset);
};

/** The user's assets (`Question.assets`) that `text` names, in the order of the user's assets; none when not known. */
export const assetsNamedIn = (question: Question, text: string): ReadonlyArray<KnownAsset> => {
  if (question.assets === null || question.assets.length === 0) return [];
  const words = wordsOf(text);
  // "coca cola" for "Coca-Cola": a hyphenated name written as two words.
  const joined = (index: number) => (index + 1 < words.length ? `${words[index]!}-${words[index + 1]!}` : "");
  return question.assets.filter((asset) => words.some((word, index) => names(asset, word, words[index - 1]) || (brandOf(asset).includes("-") && foldText(joined(index)) === brandOf(asset))));
};

/**
 * The user's assets the question names by ticker or name ("what is IWDA?", "when did I buy bitcoin?", "perdi dinheiro
 * com a Galp?"); none when the request did not tell them (`Question.assets` null).
 */
export const knownAssetsIn = (question: Question): ReadonlyArray<KnownAsset> => assetsNamedIn(question, question.spelled);

/** Whether the request told the user's assets and `text` names none of them (an unknown name is no asset of theirs). */
export const namesNoKnownAsset = (question: Question, text: string): boolean => question.assets !== null && assetsNamedIn(question, text).length === 0;

/** The tickers a question asks about: as written in capitals, and the user's own assets it names ("Apple": AAPL). */
export const symbolsAsked = (question: Question): ReadonlyArray<string> => [...new Set([...tickersIn(question), ...knownAssetsIn(question).map((asset) => asset.symbol)])];
