import nlp from "compromise";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { isPlaceName } from "./placeName.js";
import { sharedWordVectors } from "../../../embedders/wordVectors.js";
import { knownEnglishWord } from "./englishNameKinds.js";
import { ordinaryWord } from "./nameWords.js";

const lexicon = (nlp as unknown as { model: () => { one: { lexicon: Readonly<Record<string, string | undefined>> } } }).model().one.lexicon;

/** Whether a word is known to the name library as someone's first name ("Joana", "Pedro"), not an ordinary word ("Grace" aside). */
const knownFirstName = (word: string): boolean => /^(?:FirstName|MaleName|FemaleName)$/u.test(lexicon[word.toLowerCase()] ?? "");

/** A name as typed: one or two capitalised words ("Joana", "Joana Silva"). */
const typedName = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?";

/** A greeting before it ("Hi!", "Olá,", "Bom dia.") or the start of a sentence. */
const opening = "(?<lead>^|[.!?;]\\s+|^(?:hi|hello|hey|good\\s+(?:morning|afternoon|evening)|ol[áa]|oi|bom\\s+dia|boa\\s+(?:tarde|noite))\\s*[,!.]?\\s+)";

/**
 * What may follow the name: the end, a comma or stop, or "and"/"e" before more told; a comma before what one is ("I'm
 * Pedro, a nurse", "sou o Pedro, um enfermeiro") is taken, that part said as its own sentence.
 */
const after = {
  en: "(?:(?<what>\\s*,\\s+(?=(?:a|an)\\s))|(?=\\s*(?:[,.!;]|$)|\\s+and\\s))",
  pt: "(?:(?<what>\\s*,\\s+(?=(?:um|uma)\\s))|(?=\\s*(?:[,.!;]|$)|\\s+e\\s))",
} as const;

const introductions: Record<ExtractionLanguage, RegExp> = {
  en: new RegExp(`${opening}(?:I['’]m|I\\s+am)\\s+(?<name>${typedName})${after.en}`, "giu"),
  pt: new RegExp(`${opening}(?:eu\\s+)?sou\\s+(?:(?<article>[ao])\\s+)?(?<name>${typedName})${after.pt}`, "giu"),
};

/**
 * Whether what follows "I'm" or "sou" is the person's name: its first word a first name the name library knows ("I'm
 * Joana", "sou Joana"); in Portuguese, after "a" or "o", any name that is no place or ordinary word ("sou a Inês", "sou o
 * Rui"), since "sou a"/"sou o" before a capital says who one is.
 */
const isOwnName = (name: string, article: string | undefined, language: ExtractionLanguage): boolean => {
  const first = name.split(/\s+/u)[0]!;
  // Matched in any case, a name is still told by its capitals.
  if (!name.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word))) return false;
  // A first name the library knows is a name even where it is also a word ("Marco", a landmark and March unaccented).
  if ((ordinaryWord(first, language) && !knownFirstName(first)) || isPlaceName(name)) return false;
  // "I'm Tiago": a capitalised word no English word list knows is a name too (the name library knows few Portuguese ones).
  return knownFirstName(first) || (language === "pt" && article !== undefined) || (language === "en" && !knownEnglishWord(first) && !sharedWordVectors().index.has(first.toLowerCase()));
};

/**
 * A person introducing themselves by name ("Hi! I'm Joana, I live in Coimbra", "Olá! Sou a Joana, moro em Coimbra", "eu
 * sou o Rui"), told again as the name rule reads it ("My name is Joana", "O meu nome é Joana"), a greeting before it
 * kept as said, and what one is after it a sentence of its own ("I'm Pedro, a nurse" → "My name is Pedro. I'm a nurse");
 * any other text as it was ("I'm tired", "I'm Portuguese", "sou professora").
 */
export const introducedName = (text: string, language: ExtractionLanguage): string =>
  text.replace(introductions[language], (whole: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    const name = groups["name"]!;
    if (!isOwnName(name, groups["article"], language)) return whole;
    // The greeting is its own sentence, so the name opens one.
    const lead = /^[.!?;]?\s*$/u.test(groups["lead"]!) ? groups["lead"]! : `${groups["lead"]!.trim().replace(/[,.!]$/u, "")}! `;
    const what = groups["what"] === undefined ? "" : language === "pt" ? ". Sou " : ". I'm ";
    return `${lead}${language === "pt" ? "O meu nome é" : "My name is"} ${name}${what}`;
  });
