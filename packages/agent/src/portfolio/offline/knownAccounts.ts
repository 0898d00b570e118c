import { stopWords } from "@lifeos/core";
import { foldText } from "../../models/offline/question/normalizeText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { namesCountry, namesKind, namesMarket, namesPlace } from "./accountKindWords.js";
import { finance } from "./portfolioPatterns.js";

/** A word as written, with its case. */
const wordsOf = (text: string): ReadonlyArray<string> => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];

/** Words any account's name may hold that name none in particular ("account", "conta", "broker", "EUR"). */
const accountKindWords =
  /^(?:accounts?|contas?|brokers?|brokerage|corretoras?|banks?|bancos?|wallets?|carteiras?|main|principal|personal|pessoal|joint|conjunta|new|old|nova|novo|velha|velho|eur|usd|gbp|chf|brl|euros?|dollars?|dolares|reais|pounds?|libras?|sample|my|meu|minha|o|a)$/;

/**
 * The words of an account's name that name it ("PPR", "T212", "Degiro", "ISA", "Lisbon" of "Lisbon broker"): not a
 * word of the grammar, a kind of account, a currency or a finance word ("investments", "cash").
 */
const ownWords = (name: string): ReadonlyArray<string> =>
  wordsOf(name)
    // An acronym in capitals is no word of the grammar ("US" of "US broker", "IT" of "IT savings"): only written so does it name the account.
    .filter((word) => word.length >= 2 && (!stopWords.has(foldText(word)) || (/^\p{Lu}+$/u.test(word) && !accountKindWords.test(foldText(word)))))
    .map(foldText)
    .filter((word) => !accountKindWords.test(word) && !finance.test(word));

/**
 * Whether a word as written names the account's word `own`: as the name writes it, or in lower case from three
 * letters; an acronym of the name ("ISA", "PPR") not capitalised as a person's name is ("Isa").
 */
const writes = (written: string, own: string, name: string): boolean => {
  const word = written.replace(/['’]s$/, "");
  if (foldText(word) !== own) return false;
  const asNamed = wordsOf(name).find((candidate) => foldText(candidate) === own) ?? "";
  if (word === asNamed) return true;
  if (own.length < 3) return false;
  const acronym = asNamed === asNamed.toUpperCase();
  return !acronym || word === word.toLowerCase();
};

/** The accounts a text names, each with the folded words of the text that named it. */
const namedIn = (question: Question, text: string): ReadonlyArray<{ name: string; said: ReadonlyArray<string> }> => {
  if (question.accounts === null || question.accounts.length === 0) return [];
  const written = wordsOf(text);
  const folded = written.map(foldText);
  const named = question.accounts.map((name) => {
    const own = ownWords(name);
    const nameWords = wordsOf(name).map(foldText);
    // Its own word as written, the word for its kind in the other language ("savings" of "Conta Poupança"), or its
    // place in any case or language beside the kind of account it is ("my us broker", "corretora dos EUA").
    // A place said of a market ("US stocks", "ações dos EUA") or as a country ("in the US") is a region, whatever account is named after it.
    const saying = (word: string) => folded.filter((said, index) => !namesMarket(folded, index) && !namesCountry(folded, index) && (writes(written[index]!, word, name) || namesKind(folded, index, word) || namesPlace(folded, index, word, nameWords)));
    const words = own.filter((word) => saying(word).length > 0);
    return { name, words, said: words.flatMap(saying), share: own.length === 0 ? 0 : words.length / own.length };
  });
  // An account named only by words that name another more fully is not the one meant ("poupança": "Conta Poupança", not "PPR Poupança Reforma").
  const covers = (other: (typeof named)[number], account: (typeof named)[number]) =>
    other !== account && account.words.every((word) => other.words.includes(word)) && (other.words.length > account.words.length || other.share > account.share);
  return named.filter((account) => account.words.length > 0 && !named.some((other) => covers(other, account)));
};

/**
 * The user's accounts (`Question.accounts`) a text names, by a word of their own name ("what's in my PPR?", "quanto
 * tenho no T212?", "how much is in my ISA?", "o que tenho na Degiro?") or the word for its kind in either language
 * ("my savings account" of "Conta Poupança"), each one ("PPR and ISA"), but not one whose words named are those of
 * another named more fully ("poupança" names "Conta Poupança", not "PPR Poupança Reforma"; "Degiro Brasil", not
 * "Degiro Portugal"). None when the request did not tell them.
 */
export const accountsNamedIn = (question: Question, text: string): ReadonlyArray<string> => namedIn(question, text).map((account) => account.name);

/** The user's accounts the question names (see `accountsNamedIn`). */
export const knownAccountsIn = (question: Question): ReadonlyArray<string> => accountsNamedIn(question, question.spelled);

/** The folded words of the accounts a question names, and the words it named them by: no ticker, asset or person ("PPR", "ISA", "T212", "savings"). */
export const accountWordsIn = (question: Question): ReadonlySet<string> =>
  new Set(namedIn(question, question.spelled).flatMap((account) => [...wordsOf(account.name).map(foldText), ...account.said]));

/** Whether the person has a portfolio of their own: an account or an asset they hold or traded is known. */
export const holdsPortfolio = (question: Question): boolean => (question.accounts?.length ?? 0) > 0 || (question.assets?.length ?? 0) > 0;
