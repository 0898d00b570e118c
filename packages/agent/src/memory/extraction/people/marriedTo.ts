import nlp from "compromise";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { ordinaryWord } from "./nameWords.js";

const lexicon = (nlp as unknown as { model: () => { one: { lexicon: Readonly<Record<string, string | undefined>> } } }).model().one.lexicon;

/** A name as typed: one or two capitalised words. */
const typedName = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?";
/** Where it may be said: opening a sentence, or after "and"/"e" or a comma in one ("I'm Joana and I'm married to Rui"). */
const opening = "(?<lead>^|[.!?;]\\s+|,\\s+|\\s+(?:and|e)\\s+)";
/** A comma before what is said of them next ("…to Rui, he's a teacher"): a sentence of its own once they are named. */
const next = "(?<next>\\s*,\\s+(?=(?:he|she|ele|ela)(?:['’]s)?\\s))?";

const married: Record<ExtractionLanguage, RegExp> = {
  en: new RegExp(`${opening}(?:I['’]m|I\\s+am|I['’]ve\\s+been|I\\s+have\\s+been)\\s+(?:happily\\s+)?married\\s+to\\s+(?<name>${typedName})${next}(?=\\s*(?:[,.!;]|$)|\\s+(?:and|for|since)\\s|(?<=,\\s+))`, "gu"),
  pt: new RegExp(`${opening}(?:(?:eu\\s+)?(?:sou|estou)\\s+)?casad[oa]\\s+com\\s+(?:(?<article>[ao])\\s+)?(?<name>${typedName})${next}(?=\\s*(?:[,.!;]|$)|\\s+(?:e|há|desde)\\s|(?<=,\\s+))`, "giu"),
};

/** The gender a message gives its spouse: the article ("com o Rui"), a pronoun after ("he's a teacher"), or a first name the library knows. */
const genderOf = (name: string, article: string | undefined, rest: string): "female" | "male" | null => {
  if (article !== undefined) return article.toLowerCase() === "a" ? "female" : "male";
  const pronoun = /\b(?:(?<he>he|his|him|ele|dele)|(?<she>she|her|ela|dela))\b/iu.exec(rest)?.groups;
  if (pronoun?.["he"] !== undefined) return "male";
  if (pronoun?.["she"] !== undefined) return "female";
  const tag = lexicon[name.split(/\s+/u)[0]!.toLowerCase()] ?? "";
  return tag === "MaleName" ? "male" : tag === "FemaleName" ? "female" : null;
};

/**
 * Being married to someone ("I'm married to Rui", "sou casada com o Rui", "estou casado com a Ana há 10 anos"), told
 * again as who they are to the person, as the relationship rules read it ("my husband is Rui", "o meu marido é o Rui";
 * "my partner" when nothing says whether a husband or a wife); any other text as it was.
 */
export const marriedTo = (text: string, language: ExtractionLanguage): string =>
  text.replace(married[language], (whole: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    const name = groups["name"]!;
    if (!name.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word)) || ordinaryWord(name.split(/\s+/u)[0]!, language)) return whole;
    const offset = rest.at(-3) as number;
    const gender = genderOf(name, groups["article"], text.slice(offset + whole.length));
    const after = groups["next"] === undefined ? "" : ". ";
    // Said as "my husband is Rui", which opens a clause of its own after "and" or a comma as well as a sentence.
    const lead = groups["lead"]!;
    const opens = /^(?:[.!?;]\s+)?$/u.test(lead);
    if (language === "pt") {
      if (gender === null) return whole;
      const said = gender === "female" ? `a minha mulher é a ${name}` : `o meu marido é o ${name}`;
      return `${lead}${opens ? said.charAt(0).toUpperCase() + said.slice(1) : said}${after}`;
    }
    const said = `my ${gender === "female" ? "wife" : gender === "male" ? "husband" : "partner"} is ${name}`;
    return `${lead}${opens ? said.charAt(0).toUpperCase() + said.slice(1) : said}${after}`;
  });
