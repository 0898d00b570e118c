import { foldAccents } from "../search/foldAccents.js";
import { searchWords } from "../search/keywordTerms.js";
import { sameWords } from "../search/relatedWords.js";
import { stopWords } from "../search/stopWords.js";
import { aboutSomeoneElse } from "./lexicon/aboutSomeoneElse.js";
import { attributes } from "./lexicon/factAttributes.js";

const fold = (text: string) => foldAccents(text.toLowerCase());

/**
 * One's own things named as a topic to forget, over folded text ("forget my work", "esquece o meu trabalho", "forget my
 * home", "esquece a minha casa"): the attribute whose facts they are, as a question would ask it ("where do I work?").
 */
const ownTopics: ReadonlyArray<readonly [RegExp, string]> = [
  // A boss or a colleague is someone of their own ("forget my boss" forgets what was said of them), no work.
  [/\b(?:my (?:work|career|workplace|employer|company|office)|(?:o )?meu (?:trabalho|local de trabalho|escritorio|emprego)|(?:a )?minha (?:empresa|carreira|profissao))\b/, "work"],
  [/\b(?:my (?:home|house|flat|apartment)|(?:a )?minha (?:casa|residencia)|(?:o )?meu (?:apartamento|lar))\b/, "home"],
];

/**
 * What a fact question or a thing to forget asks of the person (their home, work, allergies, …), read as the recall
 * reads a question ("where I live", "my address", "onde moro" → home): the attribute's key and the pattern of the facts
 * that answer it (folded), or null when it names none.
 */
export const attributeAsked = (text: string): { readonly key: string; readonly answers: RegExp } | null => {
  const folded = fold(text);
  const topic = ownTopics.find(([pattern]) => pattern.test(folded))?.[1];
  return attributes.find((candidate) => candidate.asks.test(folded)) ?? attributes.find((candidate) => candidate.key === topic) ?? null;
};

/** A person named in what is to be forgotten ("where Ana lives"): then the facts are hers, which the attribute alone cannot tell. */
const namesSomeone = /(?:^|\s)(?!I\b)\p{Lu}\p{Ll}+/u;

/**
 * Whether a remembered fact is what "forget <query>" asks to forget by its meaning rather than its words: the query
 * asks one of the person's attributes as the recall reads questions ("forget where I live", "esquece onde moro",
 * "forget my address" → home), and the fact answers that attribute ("I live in Lisbon", "Moro em Lisboa") and is the
 * person's own (never "Ana lives in Porto"). False for a query that names no attribute, or names someone.
 */
export const forgetsByMeaning = (query: string, content: string): boolean => {
  const attribute = attributeAsked(query);
  if (attribute === null || namesSomeone.test(query)) return false;
  return attribute.answers.test(fold(content)) && !aboutSomeoneElse(content);
};

/**
 * Whether a fact stays whatever words it shares with the request: the request asks one of the person's own attributes
 * ("forget where I live") and the fact is someone else's ("My sister Ana lives in Porto").
 */
export const sparedFromForgetting = (query: string, content: string): boolean => attributeAsked(query) !== null && !namesSomeone.test(query) && aboutSomeoneElse(content);

/** Every attribute's words, asked or told, and one's own topics, each to take out wherever it stands. */
const attributeWords = [...attributes.flatMap((attribute) => [attribute.asks, attribute.answers]), ...ownTopics.map(([topic]) => topic)].map(
  (pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`),
);

/** The words that only ask to forget ("forget", "esquece", "apaga"), not what. */
const forgetVerbs = /^(?:forget|delete|erase|remove|esquece|esqueca|esquecer|apaga|apague|apagar|remove|elimina)$/;

/**
 * The words of a request that name one value of the attribute it asks or tells ("I'm allergic to peanuts" → peanuts,
 * "moro em Lisboa" → lisboa, "I have a dog" → dog), folded, with the words that say the same in the other language;
 * empty when it asks the attribute whole ("forget my allergies", "esquece onde moro") or none.
 */
const valueWords = (query: string): string[] => {
  const folded = fold(query);
  if (attributeAsked(query) === null && !attributes.some((attribute) => attribute.answers.test(folded))) return [];
  const rest = attributeWords.reduce((text, pattern) => text.replace(pattern, " "), folded);
  const words = searchWords(rest).filter((word) => word.length >= 3 && !stopWords.has(word) && !forgetVerbs.test(word));
  return [...new Set([...words, ...words.flatMap((word) => sameWords(word).flatMap((same) => searchWords(same)))])];
};

/** Whether a folded word of a fact is `value`, its plural or another ending aside ("peanut" of "peanuts", "camarões"). */
const sameStem = (word: string, value: string): boolean => {
  const stem = value.slice(0, Math.max(3, Math.min(5, value.length - 1)));
  return word.startsWith(stem);
};

/**
 * Whether a fact may go for a request that names one value of an attribute: "forget that I'm allergic to peanuts"
 * forgets the peanuts, never the shrimp, though both answer "what am I allergic to?". True when the request names no
 * such value ("forget my allergies") or the fact names it.
 */
export const holdsValueForgotten = (query: string, content: string): boolean => {
  const values = valueWords(query);
  if (values.length === 0) return true;
  const words = searchWords(content);
  return values.some((value) => words.some((word) => sameStem(word, value)));
};
