import { stemmers } from "../common/stemmers.js";
import { foldAccents } from "./foldAccents.js";
import { irregularVerbs } from "./irregularForms.js";
import { stopWords } from "./stopWords.js";

/**
 * The keyword terms of text, one implementation for every storage adapter,
 * at index time and at query time alike: words are runs of letters and
 * digits, lower-cased and accent-folded, and each word stands for its
 * English and its Portuguese Snowball stems (one term when they agree, and
 * the English one alone when the Portuguese only drops its last "e", see
 * `formStems`).
 * Folding before stemming makes matching accent-insensitive both ways
 * ("coracao" and "coração" give the same terms); stemming both languages
 * makes "adotámos" find "adotou" and "running" find "runs", whatever the
 * language of the chunk; an irregular past ("ran", "vi") also stands for
 * its verb ("run", "ver"), see `irregularVerbs`. Stop words are kept here (every query word is
 * optional in keyword search, and rarity ranks them); leaving question
 * words out is the caller's choice (`analyseQuery`).
 */

const english = stemmers.en;
const portuguese = stemmers.pt;

/** Most distinct words of one query that are searched. */
export const maxQueryWords = 32;

/** Bumped whenever the terms of a text change, so stored terms are computed again. */
export const searchTermsVersion = 6;

/** The words of a text: lower-cased, accent-folded runs of letters and digits, in order. */
export const searchWords = (text: string): string[] => foldAccents(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];

const stemCache = new Map<string, ReadonlyArray<string>>();

/**
 * Shortest Portuguese stem that stands for any word as it is: the Portuguese rules strip whole endings, and what is
 * left of a short word is often a whole word of its own ("sono" leaves "son", "dados" "dad", "marido" "mar", "career"
 * "car"). A shorter one cut from a longer word is marked (`cutMark`), so it meets the other words cut to it ("seca" and
 * "secar", "comi" and "comer") but never the whole word it spells; a verb's forms are marked apart (`verbMark`) where a
 * noun of another meaning is cut to the same stem ("casar" and "casa").
 */
const shortestPortugueseStem = 4;

/** What a short Portuguese stem cut from a longer word is marked with: a digit, which no word of either language ends in, as terms hold only letters and digits. */
const cutMark = "0";

/**
 * What a short stem cut from a verb's form is marked with instead, where a noun of another meaning is cut to the same
 * letters (`nounsApart`): "casar", "casei", "casou" (to marry) meet one another, never "casa" (home) nor "caso" (a case).
 */
const verbMark = "1";

/**
 * Nouns whose short stem a verb of another meaning is also cut to ("casa", "caso" and "casar"; "sala", a room, and
 * "salar", to salt; "vela", a candle or a sail, and "velar"): the verb's forms are kept apart from them. Elsewhere a verb
 * meets the words of its own stem ("secar" and "seca", "comer" and "comida").
 */
const nounsApart = `casa casas caso casos sala salas vela velas`;

/**
 * What only a Portuguese verb's form leaves after its stem (accent-folded): the infinitive ("casar"), the preterite
 * ("casei", "casou", "casaram"), the imperfect in -ava and the gerund.
 */
const verbEnding = /^(?:ar|er|ir|arem|erem|irem|ei|ou|aste|amos|aram|i|eu|este|emos|eram|iu|iste|imos|iram|ava|avas|avamos|avam|ando|endo|indo)$/;

/** The short stems of `nounsApart`, whose verb forms are marked apart. */
const stemsApart: ReadonlySet<string> = new Set(nounsApart.split(/\s+/).filter((word) => word !== "").map((word) => portuguese.stem(word)));

/** The mark of a short stem cut from `form`: a verb's, when a noun of another meaning is cut to the same stem. */
const markOf = (form: string, stem: string): string =>
  stemsApart.has(stem) && form.startsWith(stem) && verbEnding.test(form.slice(stem.length)) ? verbMark : cutMark;

/**
 * The Portuguese term of a form: its stem, marked when it is short and cut from a longer word (see
 * `shortestPortugueseStem`). A stop word's stays unmarked: no one searches for one, and its mark would be a rare term
 * where the stem is a common one, weighing a chunk for its "their" or "nova".
 */
const portugueseTerm = (form: string, portugueseStem: string, englishStem: string): string =>
  portugueseStem.length >= shortestPortugueseStem || portugueseStem === englishStem || portugueseStem === form || stopWords.has(form)
    ? portugueseStem
    : `${portugueseStem}${markOf(form, portugueseStem)}`;

/** A short stem's mark as a term holds it: one to three letters, then either mark. */
const markedStem = new RegExp(`^\\p{L}{1,${shortestPortugueseStem - 1}}[${cutMark}${verbMark}]$`, "u");

/** Whether a stem tells a word by itself: four letters or more, and no short stem's mark ("mar0" stands for "marido" and "Maria" alike). */
export const isTellingStem = (stem: string): boolean => stem.length >= shortestPortugueseStem && !markedStem.test(stem);

/**
 * A Portuguese word of one who does or holds to something ("especialista", "jornalista", "motorista", "jornalismo") keeps
 * its "-ist"/"-ism": the Portuguese rules strip it, and what is left is a word of another meaning ("especial", "jornal",
 * "motor"), so "Nada de especial hoje" was found for a specialist. With it, "dentista" meets the English "dentist".
 */
const ofOneWhoDoes = (form: string, portugueseStem: string): string =>
  /(?:ist|ism)(?:as?|os?)$/.test(form) && !/(?:ist|ism)$/.test(portugueseStem) ? form.replace(/(ist|ism)(?:as?|os?)$/, "$1") : portugueseStem;

/**
 * The English and the Portuguese stems of one form, but for a word whose English stem keeps a last "e" the Portuguese
 * rules alone drop ("plane", "planes", "home", "notes", "wine"): that stem would meet other words ("plan", "homem",
 * "not", "win"), so the English stem stands alone. A Portuguese word of that shape ("nome", "nomes") still meets its
 * other forms through it. A short Portuguese stem cut from a longer word is marked (`portugueseTerm`): a son is not
 * found in sleep ("sono"), nor a dad in data ("dados").
 */
const formStems = (form: string): string[] => {
  const englishStem = english.stem(form);
  const portugueseStem = ofOneWhoDoes(form, portuguese.stem(form));
  const clippedOnly = englishStem.endsWith("e") && portugueseStem === englishStem.slice(0, -1);
  return clippedOnly ? [englishStem] : [...new Set([englishStem, portugueseTerm(form, portugueseStem, englishStem)])];
};

/** The distinct stems of one folded word: English first. */
export const stemsOf = (word: string): ReadonlyArray<string> => {
  let stems = stemCache.get(word);
  if (stems === undefined) {
    const verb = irregularVerbs.get(word);
    const forms = verb === undefined ? [word] : [word, verb];
    stems = [...new Set(forms.flatMap(formStems))];
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, stems);
  }
  return stems;
};

/** What the keyword index stores for a text: the stems of its words, space-separated, in order. */
export const indexTerms = (text: string): string => searchWords(text).flatMap(stemsOf).join(" ");

/**
 * The terms of a query, one group per distinct word (first `maxQueryWords`
 * words): a chunk matches the word when it holds any term of its group.
 */
export const queryTermGroups = (text: string): string[][] =>
  [...new Set(searchWords(text))].slice(0, maxQueryWords).map((word) => [...stemsOf(word)]);
