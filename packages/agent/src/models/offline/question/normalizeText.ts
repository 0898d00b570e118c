import { foldAccents, isTopicWord, stopWords } from "@lifeos/core";
import { sharedWordVectors } from "../../../embedders/wordVectors.js";
import { cueVocabulary } from "./cueVocabulary.js";
import { replacesDistantKey } from "./keyboardSlips.js";
import { questionWordsSpelled, writingSpelled } from "./soundSlips.js";

/** Lower case without accents, apostrophes made straight, punctuation kept. */
export const foldText = (text: string): string => foldAccents(text.toLowerCase()).replace(/[’‘`´]/g, "'");

/** Contractions and chat shorthand, spelled out (both languages). */
const shorthand: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwhat'?s\b/g, "what is"], [/\bhow'?s\b/g, "how is"], [/\bwhen's\b/g, "when is"], [/\bwhere's\b/g, "where is"],
  [/\bwho'?s\b/g, "who is"], [/\bthat's\b/g, "that is"], [/\bit's\b/g, "it is"], [/\bi'm\b/g, "i am"], [/\bim\b/g, "i am"],
  [/\bi've\b/g, "i have"], [/\bive\b/g, "i have"], [/\bi'd\b/g, "i would"], [/\bi'll\b/g, "i will"], [/\byou're\b/g, "you are"],
  [/\b(did|do|does|was|were|is|are|have|has|had|could|would|should|ca)n't\b/g, "$1 not"], [/\bcan't\b/g, "can not"],
  [/\bwon't\b/g, "will not"], [/\br u\b/g, "are you"], [/\bu\b/g, "you"], [/\bur\b/g, "your"], [/\bwat\b|\bwut\b/g, "what"],
  [/\bhw\b/g, "how"], [/\bwht\b/g, "what"], [/\bpls\b|\bplz\b/g, "please"], [/\bthx\b|\bty\b|\btnx\b/g, "thanks"], [/\blemme\b/g, "let me"], [/\bgimme\b/g, "give me"],
  [/\bwanna\b/g, "want to"], [/\bgonna\b/g, "going to"], [/\bhowdy\b|\bhiya\b|\bsup\b/g, "hello"], [/\bcuz\b|\bcos\b/g, "because"],
  [/\bvc\b|\bvoc\b/g, "voce"], [/\bvcs\b/g, "voces"], [/\boq\b/g, "o que"], [/\bq\b/g, "que"], [/\bpq\b/g, "porque"],
  [/\bpra\b|\bp\/\b/g, "para"], [/\bpro\b/g, "para o"], [/\bhj\b/g, "hoje"], [/\btb\b|\btbm\b/g, "tambem"], [/\bmt\b|\bmto\b/g, "muito"],
  [/\bobg\b|\bbrigad[oa]\b/g, "obrigado"], [/\bblz\b/g, "beleza"], [/\bqdo\b|\bqnd\b|\bqndo\b/g, "quando"], [/\bqts\b|\bqnts\b|\bqntas\b/g, "quantas"],
  [/\bqtos\b|\bqntos\b/g, "quantos"], [/\bqto\b|\bqnto\b|\bqnt\b/g, "quanto"], [/\bcmg\b/g, "comigo"], [/\btds\b/g, "todos"], [/\bta\b(?= (bem|tudo|a|o|correr))/g, "esta"],
  [/\bwen\b|\bwhn\b/g, "when"], [/\byday\b|\byest\b|\bystrdy\b/g, "yesterday"], [/\babt\b|\bbout\b/g, "about"], [/\bwk\b/g, "week"],
  [/\bwknd\b|\bwkend\b/g, "weekend"], [/\bb4\b/g, "before"], [/\bbc\b|\bbcoz\b|\bbcz\b|\bcoz\b/g, "because"], [/\bppl\b/g, "people"],
  [/\bdps\b/g, "depois"], [/\bmsm\b/g, "mesmo"], [/\bnaum\b/g, "nao"], [/\byr\b/g, "year"], [/\byrs\b/g, "years"],
  [/\bmth\b|\bmnth\b/g, "month"], [/\bmths\b|\bmnths\b/g, "months"], [/\bwks\b/g, "weeks"],
  // A review named by its period's adjective ("my weekly review", "resumo mensal"): that period in review, as "review my
  // week" and "resumo do meu mês" say it. "the monthly rent" names no review and stays as it is.
  ...([["daily", "day", "di[aá]ri[oa]", "dia"], ["weekly", "week", "semanal", "semana"], ["monthly", "month", "mensal", "mês"], ["(?:yearly|annual)", "year", "anual", "ano"]] as const).flatMap(
    ([english, unit, portuguese, unidade]): ReadonlyArray<readonly [RegExp, string]> => [
      [new RegExp(String.raw`\b(?:(?:my|the|a|an|this) )?${english} (?:review|recap|summary|report|roundup|round-up|overview|check-?in|digest|retrospective)\b`, "g"), `review of my ${unit}`],
      [new RegExp(String.raw`\b(?:(?:a|o|um|uma) )?(?:(?:minha|meu) )?(?:revis[aã]o|resumo|balan[cç]o|relat[oó]rio|retrospetiva|retrospectiva|sum[aá]rio) ${portuguese}\b`, "g"), `resumo d${unidade === "semana" ? "a minha" : "o meu"} ${unidade}`],
    ],
  ),
];

/** "tô" and "tá" fold to English words ("to", "ta"): spelled out only in a Portuguese message. */
const portugueseShorthand: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bto\b/g, "estou"],
  [/\btou\b/g, "estou"],
  [/\btô\b/g, "estou"],
  [/\bta\b/g, "esta"],
  [/\btá\b/g, "está"],
  [/\btava\b/g, "estava"],
  [/\btavam\b/g, "estavam"],
  [/\bn\b/g, "nao"],
  [/\bqd\b/g, "quando"],
  [/\bqdo\b/g, "quando"],
  [/\btb\b/g, "também"],
  [/\btbm\b/g, "também"],
  [/\bfds\b|\bfinde\b/g, "fim de semana"],
  [/\btd\b/g, "tudo"],
  // Brazil's "por que" asking why ("por que estou tão estressado?", "e por quê?"), as Portugal writes it: "porque".
  [/^((?:e|mas|ent[aã]o) )?por qu[eê]\b/g, "$1porque"],
  // The question words typed in haste or by ear: "oque", "oqe", "o qe" (o que), "quado", "qundo", "cuando" (quando), "cmo", "ql", "qm".
  [/\boque\b|\boqe\b|\bo qe\b/g, "o que"],
  [/\bqe\b/g, "que"],
  [/\bquado\b|\bqundo\b|\bqaundo\b|\bquadno\b|\bcuando\b/g, "quando"],
  [/\bcmo\b|\bcomu\b/g, "como"],
  [/\bql\b/g, "qual"],
  [/\bqm\b/g, "quem"],
  [/\bond\b/g, "onde"],
  // A verb or a day typed by ear: "fis" (fiz), "onte" (ontem).
  [/\bfis\b/g, "fiz"],
  [/\bonte\b/g, "ontem"],
];

/** Edit distance with transpositions (optimal string alignment), giving up past `limit`. */
export const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
};

/** A word of the engine's, a dictionary's or a known topic's ("multa", "franquia"): never a slip of another word. */
const knownAsIs = (word: string): boolean => cueVocabulary.has(word) || stopWords.has(word) || isTopicWord(word) || sharedWordVectors().index.has(word);
/** A word known as it is, or the plural of one ("doces" of "doce", "flores" of "flor"): never a slip of another word ("does"). */
const known = (word: string): boolean => knownAsIs(word) || (word.length >= 5 && word.endsWith("s") && (knownAsIs(word.slice(0, -1)) || (word.endsWith("es") && knownAsIs(word.slice(0, -2)))));

/**
 * The engine's word the typed one is with a doubled letter typed once ("stres" → "stress"): the commonest slip,
 * mended even where the typed word reads as a plural of another ("str" + "es"). A known word is never mended this way.
 */
const doubledLetterOf = (word: string): string | null => {
  for (let i = 0; i < word.length; i++) {
    const doubled = word.slice(0, i + 1) + word[i] + word.slice(i + 1);
    if (cueVocabulary.has(doubled)) return doubled;
  }
  return null;
};

/** The vocabulary's words of four letters or more by first letter, in vocabulary order: built on first use. */
let correctionsByLetter: Map<string, string[]> | undefined;
const correctionsStartingWith = (letter: string): ReadonlyArray<string> => {
  if (correctionsByLetter === undefined) {
    correctionsByLetter = new Map();
    for (const candidate of cueVocabulary) {
      if (candidate.length < 4) continue;
      const list = correctionsByLetter.get(candidate[0]!) ?? [];
      list.push(candidate);
      correctionsByLetter.set(candidate[0]!, list);
    }
  }
  return correctionsByLetter.get(letter) ?? [];
};

/**
 * How many of the typed word's letters the correction does not keep: a slip
 * of the keys drops or replaces one letter at most ("yestrdy" keeps all of its
 * letters in "yesterday"), while two letters replaced is another word
 * ("passeios" is not "passados").
 */
const lettersLost = (typed: string, correction: string): number => {
  const left = [...correction];
  let lost = 0;
  for (const letter of typed) {
    const at = left.indexOf(letter);
    if (at < 0) lost++;
    else left.splice(at, 1);
  }
  return lost;
};

/**
 * The word of the engine's vocabulary a misspelt word most likely is: one
 * edit away (two for words of eight letters or more, losing at most one typed
 * letter; a letter replaced only by a neighbouring key's), same first letter, and the only such word of four letters or more.
 * Words a dictionary knows, words of one or two letters and digits are never
 * changed: a word left as typed costs less than a wrong correction.
 */
export const correctWord = (word: string): string => {
  if (word.length < 3 || /\d/.test(word) || knownAsIs(word)) return word;
  const doubled = doubledLetterOf(word);
  if (doubled !== null) return doubled;
  if (known(word)) return word;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (const candidate of correctionsStartingWith(word[0]!)) {
    const edits = editDistance(word, candidate, limit);
    if ((edits > 1 && lettersLost(word, candidate) > 1) || (edits === 1 && replacesDistantKey(word, candidate))) continue;
    if (edits < bestDistance) {
      best = candidate;
      bestDistance = edits;
      tied = false;
    } else if (edits === bestDistance) tied = true;
  }
  return best !== null && !tied ? best : word;
};

/** A replacement that keeps the case of the first letter it replaces. */
const keepCase = (replacement: string) => (written: string) =>
  /^\p{Lu}/u.test(written) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/** `\b` that also knows accented letters, for patterns run on unfolded text ("você" is no "voc"). */
const boundary = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";
const withFlags = (pattern: RegExp) => new RegExp(pattern.source.replaceAll("\\b", boundary), "giu");
/** The shorthand patterns compiled once, as `spellOut` runs them. */
const compiled = (rules: ReadonlyArray<readonly [RegExp, string]>) => rules.map(([pattern, replacement]) => [withFlags(pattern), replacement] as const);
const englishRules = compiled(shorthand);
const portugueseRules = [...englishRules, ...compiled(portugueseShorthand)];

/**
 * The message with chat shorthand and contractions spelled out
 * (Portuguese shorthand only in Portuguese) and likely typos of the
 * engine's vocabulary corrected ("yestrday" → "yesterday"), except the
 * words of the user's own data (`ownWords`), everything
 * else as written: what dates and topic words are read from.
 */
export const spellOut = (text: string, portuguese: boolean, ownWords?: ReadonlySet<string>): string => {
  let spelled = text.replace(/[’‘`´]/g, "'");
  for (const [pattern, replacement] of portuguese ? portugueseRules : englishRules) spelled = spelled.replace(pattern, replacement);
  // "wot did i rite": a question word or the verb of writing as heard, read as meant before any typo is mended.
  spelled = writingSpelled(questionWordsSpelled(spelled, (word) => knownAsIs(word) || ownWords?.has(word) === true));
  return spelled.replace(/[\p{L}]+/gu, (word) => {
    // A word of the user's own data (a friend's name, a place) is theirs, not a typo of the engine's vocabulary.
    if (ownWords?.has(foldText(word)) === true) return word;
    const corrected = correctWord(foldText(word));
    return corrected === foldText(word) ? word : keepCase(corrected)(word);
  });
};

/**
 * A spelt-out message (see `spellOut`) as skills match it: folded (see
 * `foldText`), punctuation other than apostrophes, hyphens, slashes and
 * "?" turned into spaces, "?" a word of its own, single spaces.
 */
export const normalizeText = (spelled: string): string =>
  foldText(spelled)
    .replace(/[^\p{L}\p{N}'?\-/]+/gu, " ")
    .replace(/\?/g, " ? ")
    .split(/\s+/)
    .filter((word) => word !== "")
    .join(" ");
