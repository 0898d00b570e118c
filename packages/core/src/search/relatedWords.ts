import type { Concept } from "./concepts.js";
import { concepts as topicConcepts } from "./concepts.js";
import { documentTerms } from "./documentTerms.js";
import { foodTerms } from "./foodTerms.js";
import { foldAccents } from "./foldAccents.js";
import { isTellingStem, stemsOf } from "./keywordTerms.js";
import { nicknamesOf } from "./nicknames.js";
import { placeNames } from "./placeNames.js";

/** Most alternatives offered for one word (keyword search reads a bounded number of words). */
export const maxAlternatives = 24;

/** Everyday topics, the terms documents use, and the ingredients and place names that differ between the two languages. */
const concepts: ReadonlyArray<Concept> = [...topicConcepts, ...documentTerms, ...foodTerms, ...placeNames];
const fold = (word: string) => foldAccents(word.toLowerCase());
const byName = new Map(concepts.map((concept) => [concept.name, concept] as const));
const wordsOf = (concept: Concept): string[] => concept.words.split(/\s+/).filter((word) => word !== "");

/** Concepts by each of their words, folded, and by each word's stems. */
const index = new Map<string, Concept[]>();
/** Concepts by each of their words as written (folded): a word's own topics before those it only shares a stem with. */
const exactIndex = new Map<string, Concept[]>();
const addTo = (map: Map<string, Concept[]>, key: string, concept: Concept) => {
  const list = map.get(key) ?? [];
  if (!list.includes(concept)) list.push(concept);
  map.set(key, list);
};
for (const concept of concepts) {
  for (const word of wordsOf(concept)) {
    addTo(exactIndex, fold(word), concept);
    for (const key of new Set([fold(word), ...stemsOf(fold(word)).filter(isTellingStem)])) addTo(index, key, concept);
  }
}

/** Every word of a concept, folded, as written. */
const conceptWords: ReadonlySet<string> = new Set(concepts.flatMap((concept) => wordsOf(concept).map(fold)));

/** The folded words some concept writes with accents ("proxima" of "próxima"). */
const accentedWords: ReadonlySet<string> = new Set(concepts.flatMap(wordsOf).filter((word) => fold(word) !== word.toLowerCase()).map(fold));

/**
 * Whether a word written with accents is another word than the concepts' that only fold to it: "até" (until) is no "ate"
 * of eating, which no concept writes with an accent. A word some concept writes with accents ("próxima") is its own.
 */
const otherWord = (word: string): boolean => {
  const folded = fold(word);
  return folded !== word.toLowerCase() && conceptWords.has(folded) && !accentedWords.has(folded);
};

/** Whether a word is written in a known topic's words ("copay", "franquia"), not merely sharing a stem with one. */
export const isTopicWord = (word: string): boolean => conceptWords.has(fold(word)) && !otherWord(word);

/**
 * The words of a concept and of every concept it includes: its own first,
 * then the included ones taken in turn (one word of each, then the next),
 * so that a cut list still names every narrower topic.
 */
const expand = (concept: Concept, seen = new Set<string>()): string[] => {
  if (seen.has(concept.name)) return [];
  seen.add(concept.name);
  const narrower = (concept.includes ?? []).flatMap((name) => (byName.has(name) ? [expand(byName.get(name)!, seen)] : []));
  const interleaved: string[] = [];
  for (let index = 0; narrower.some((words) => index < words.length); index++) {
    for (const words of narrower) if (index < words.length) interleaved.push(words[index]!);
  }
  return [...wordsOf(concept), ...interleaved];
};

/**
 * The topics of a folded word. "car" is a word of the car topic: "career" sharing its stem must not put work first. A
 * short stem, which many words are cut to, tells no topic: "caso" (a case) shares one with "casa" (home) and "casar" (to marry).
 */
const lookup = (key: string): Concept[] => exactIndex.get(key) ?? index.get(key) ?? stemsOf(key).filter(isTellingStem).flatMap((stem) => index.get(stem) ?? []);

/**
 * Portuguese forms of common irregular verbs whose stem is not the
 * infinitive's ("leio" and "ler" stem apart), by infinitive (accent-folded):
 * "eu leio muito?" finds the reading words as "ler" does. Regular forms
 * ("corro", "cozinhei") already share the infinitive's stem.
 */
const verbForms: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ler: "leio les le lemos leem li leste leu leram lia lias liamos liam lendo lido",
    ver: "vejo ves ve vemos veem vi viste viu vimos viram via vias viamos viam vendo visto",
    ouvir: "ouco ouves ouve ouvimos ouvem ouvi ouviste ouviu ouviram ouvia ouvindo ouvido",
    fazer: "faco fazes faz fazemos fazem fiz fizeste fez fizemos fizeram fazia fazias faziam fazendo feito",
    dormir: "durmo dormes dorme dormimos dormem dormi dormiste dormiu dormiram dormia dormindo dormido",
    sair: "saio sais sai saimos saem saiste saiu sairam saia saindo saido",
    trazer: "trago trazes traz trouxe trouxeste trouxemos trouxeram",
  }).flatMap(([infinitive, forms]) => forms.split(" ").map((form) => [form, infinitive] as const)),
);

/**
 * Which of a word's several topics it means: the one it names ("coffee" is the coffee topic, not the restaurant it is also a
 * word of), else the ones another word said with it points to as its kind or part ("café" beside "bebo" is the drink, beside
 * "jantar" the place), else all of them. One topic stays as it is.
 */
const ownTopics = (folded: string, found: ReadonlyArray<Concept>, context: ReadonlyArray<string>): ReadonlyArray<Concept> => {
  if (found.length < 2) return found;
  const named = found.filter((concept) => fold(concept.name) === folded);
  if (named.length > 0) return named;
  const around = context.filter((other) => !otherWord(other)).map(fold).filter((other) => other !== folded).flatMap((other) => exactIndex.get(other) ?? []);
  const pointed = found.filter((concept) => around.some((other) => other !== concept && [...(other.kinds ?? []), ...(other.includes ?? [])].includes(concept.name)));
  return pointed.length > 0 ? pointed : found;
};

/**
 * Other words for `word` (see `concepts`): its other forms, synonyms and
 * translations, then the words of narrower topics, without the word
 * itself (but for its accented spelling when typed without accents: "irmão" for "irmao"), at most `maxAlternatives`. Empty for a word of no known
 * topic. Matched by the folded word (the topics that list it as written, before any it only shares a stem with), else by its English or Portuguese stem,
 * else (a Portuguese irregular verb form) by its infinitive's; a given name
 * also brings its other forms ("Bia" and Beatriz). None for a word written with accents that only folds to a topic's
 * word ("até" is no "ate" of eating). A word of several topics is read as `ownTopics` reads it, with the
 * other words of its question or sentence as `context`.
 */
export const relatedWords = (word: string, context: ReadonlyArray<string> = []): string[] => {
  const folded = fold(word);
  if (otherWord(word)) return [];
  const direct = lookup(folded);
  const infinitive = verbForms.get(folded);
  const found = ownTopics(folded, direct.length === 0 && infinitive !== undefined ? lookup(infinitive) : direct, context);
  const alternatives: string[] = [];
  for (const concept of found) {
    for (const candidate of expand(concept)) {
      const key = fold(candidate);
      // "irmao" typed: "irmão" kept, so that what was looked for shows the word as written (the search folds both alike).
      const accented = key === folded && candidate !== word && fold(word) === word.toLowerCase() && candidate.toLowerCase() !== word.toLowerCase();
      if ((key === folded && !accented) || alternatives.some((kept) => fold(kept) === key)) continue;
      alternatives.push(candidate);
    }
  }
  // A given name's other forms ("Bia" for Beatriz), matched whole.
  for (const name of nicknamesOf(word)) if (!alternatives.some((kept) => fold(kept) === fold(name))) alternatives.push(name);
  return (alternatives.length > maxAlternatives ? distinctStems(alternatives) : alternatives).slice(0, maxAlternatives);
};

/**
 * A list too long to keep whole without the forms whose stem a word before them already covers ("families"
 * after "family", "irmãs" after "irmã"): a keyword search matches stems, so they find nothing more, and would only take
 * the place of words that do ("mom", "mãe" of "family").
 */
const distinctStems = (words: ReadonlyArray<string>): string[] => {
  const covered = new Set<string>();
  return words.filter((word) => {
    const stems = stemsOf(fold(word));
    if (/^\p{L}+$/u.test(fold(word)) && stems.some((stem) => covered.has(stem))) return false;
    for (const stem of stems) covered.add(stem);
    return true;
  });
};

/**
 * The words that say the same as `word`: its other forms, synonyms and
 * translations (the words of its own topics, found as `relatedWords` finds
 * them), never those of narrower topics, without the word itself. For what
 * must not reach further than the word ("forget my allergy" deletes what is
 * about the allergy, not every memory of health).
 */
export const sameWords = (word: string): string[] => {
  const folded = fold(word);
  if (otherWord(word)) return [];
  const words: string[] = [];
  for (const candidate of lookup(folded).flatMap(wordsOf)) if (fold(candidate) !== folded && !words.some((kept) => fold(kept) === fold(candidate))) words.push(candidate);
  return words;
};

/**
 * `text` with the words that say the same as each of its words (`sameWords`), in either language: a search for what to
 * forget finds "I live in Lisbon" from "esquece que vivo em Lisboa", and never reaches narrower topics.
 */
export const withSameWords = (text: string): string =>
  [text, ...text.split(/[^\p{L}\p{N}'-]+/u).flatMap((word) => (word === "" ? [] : sameWords(word)))].join(" ");

/**
 * The kinds of a word's own topic (`Concept.kinds`), each as its words (the first one naming it): "drink" → coffee, tea,
 * wine, beer, alcohol. Empty for a word whose topic has none.
 */
export const narrowerTopics = (word: string): string[][] => {
  const own = exactIndex.get(fold(word)) ?? [];
  return own.flatMap((concept) => (concept.kinds ?? []).flatMap((name) => (byName.has(name) ? [expand(byName.get(name)!)] : [])));
};

/**
 * The words of the topics that include a word's own topic and rule their kinds (`Concept.rulesItsKinds`), one level up
 * ("dog" → "pet", "animal", "animais"), never their other narrower topics ("cat"). For documents only: a lease's rule
 * about pets answers "can I have a dog?", while a journal's words about another pet answer nothing about the dog. Empty
 * for a word whose topic no such topic includes.
 */
export const broaderWords = (word: string): string[] => {
  const folded = fold(word);
  const own = lookup(folded).map((concept) => concept.name);
  const words: string[] = [];
  for (const concept of concepts) {
    if (concept.rulesItsKinds !== true || !(concept.includes ?? []).some((name) => own.includes(name))) continue;
    for (const candidate of wordsOf(concept)) if (fold(candidate) !== folded && !words.some((kept) => fold(kept) === fold(candidate))) words.push(candidate);
  }
  return words;
};

/** The words of a term of several words, written with hyphens ("máquina-de-lavar"), with the concept it is a word of. */
const phrases = concepts.flatMap((concept) =>
  wordsOf(concept)
    .map((word) => fold(word).split("-"))
    .filter((parts) => parts.length > 1 && parts.every((part) => part !== ""))
    .map((parts) => ({ parts, concept })),
);

/**
 * The words of the terms of several words that `text` says and that `word` is one of (see `documentTerms`): "máquina"
 * and "lavar" of "a máquina de lavar avariou" bring "washing-machine", "home" of "can I work from home?" and "casa" of
 * "posso trabalhar a partir de casa?" bring "remotely" and "teletrabalho". Without the word itself; empty for a word
 * said in no such term.
 */
export const phraseRelatedWords = (text: string, word: string): string[] => {
  const folded = fold(word);
  const said = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const words: string[] = [];
  for (const { parts, concept } of phrases) {
    if (!parts.includes(folded) || !said.some((_, start) => parts.every((part, offset) => said[start + offset] === part))) continue;
    for (const candidate of expand(concept)) if (fold(candidate) !== folded && !words.some((kept) => fold(kept) === fold(candidate))) words.push(candidate);
  }
  return words;
};
