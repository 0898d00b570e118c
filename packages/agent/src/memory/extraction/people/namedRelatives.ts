import type { Gender } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { RelationWord } from "@lifeos/core";
import { relationWord } from "@lifeos/core";

/** Someone a list of relatives names: "Leonor", by the word for one of them ("filha", "kid"). */
export interface NamedRelative {
  readonly name: string;
  readonly relation: RelationWord;
  readonly gender: Gender | null;
}

const count = {
  en: "two|three|four|five|six|\\d+",
  pt: "dois|duas|três|tres|quatro|cinco|seis|\\d+",
} as const;
const name = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?";
const article = "(?:(?:o|a)\\s+)?";
const listOf = (language: ExtractionLanguage): string => {
  const one = language === "pt" ? `${article}${name}` : name;
  const and = language === "pt" ? "e" : "and";
  return `(?<names>${one}(?:\\s*,\\s*${one})*\\s*,?\\s+${and}\\s+${one})`;
};

/**
 * "I have two kids, Tomás and Leonor", "my kids are Tomás and Leonor", "tenho dois filhos, o Tomás e a Leonor",
 * "os meus filhos chamam-se Tomás e Leonor", "Tomás and Leonor are my kids": several people of one relationship, each
 * named. A sentence of its own.
 */
const patterns = (language: ExtractionLanguage): ReadonlyArray<RegExp> =>
  language === "en"
    ? [
        new RegExp(`^(?:i\\s+have|i've\\s+got|i\\s+have\\s+got|we\\s+have)\\s+(?:${count.en})\\s+(?:little\\s+|young\\s+|older\\s+|younger\\s+|grown-up\\s+)?(?<word>[\\p{L}-]+)\\s*(?:[,:–—-]|,?\\s*(?:called|named))\\s*${listOf(language)}$`, "u"),
        new RegExp(`^(?:my|our)\\s+(?:${count.en}\\s+)?(?<word>[\\p{L}-]+)(?:'\\s+names)?\\s+(?:are|are\\s+called|are\\s+named)\\s+${listOf(language)}$`, "u"),
        // "Leonor and Duarte are my kids": the names first.
        new RegExp(`^${listOf(language)}\\s+are\\s+(?:my|our)\\s+(?:${count.en}\\s+)?(?<word>[\\p{L}-]+)$`, "u"),
      ]
    : [
        new RegExp(`^(?:eu\\s+)?(?:tenho|temos)\\s+(?:${count.pt})\\s+(?<word>[\\p{L}-]+)\\s*(?:[,:–—-]|,?\\s*(?:chamados|chamadas|que\\s+se\\s+chamam))\\s*${listOf(language)}$`, "u"),
        new RegExp(`^(?:(?:os|as)\\s+)?(?:meus|minhas|nossos|nossas)\\s+(?:${count.pt}\\s+)?(?<word>[\\p{L}-]+)\\s+(?:são|sao|chamam-se|se\\s+chamam)\\s+${listOf(language)}$`, "u"),
        // "A Leonor e o Duarte são os meus filhos": the names first.
        new RegExp(`^${listOf(language)}\\s+(?:são|sao)\\s+(?:(?:os|as)\\s+)?(?:meus|minhas|nossos|nossas)\\s+(?:${count.pt}\\s+)?(?<word>[\\p{L}-]+)$`, "u"),
      ];
const byLanguage = { en: patterns("en"), pt: patterns("pt") };

/** One of a plural relationship word, "kids" → "kid", "children" → "child", "irmãos" → "irmão", "cães" → "cão". */
export const singular = (plural: string, language: ExtractionLanguage): ReadonlyArray<string> => {
  const word = plural.toLowerCase();
  if (language === "en") return [word.replace(/ren$/, ""), word.replace(/s$/, ""), word.replace(/ies$/, "y")];
  return [word.replace(/ães$/, "ão").replace(/ãos$/, "ão").replace(/ões$/, "ão"), word.replace(/es$/, ""), word.replace(/s$/, "")];
};

/** The word for one of them with the gender an article gives ("filhos" and "a Leonor" → "filha"; "irmãos" and "a Ana" → "irmã"). */
export const oneOf = (words: ReadonlyArray<string>, language: ExtractionLanguage, gender: Gender | null): RelationWord | undefined => {
  const found = words.map((word) => relationWord(word, language)).find((word) => word !== undefined);
  if (found === undefined || gender === null || found.gender === null || found.gender === gender) return found;
  const feminine = found.word.replace(/ão$/, "ã").replace(/o$/, "a");
  const other = gender === "female" ? relationWord(feminine, language) : undefined;
  return other?.gender === gender ? other : found;
};

/** The people a sentence lists by one relationship word, or null when it lists none. */
export const namedRelatives = (sentence: string, language: ExtractionLanguage): ReadonlyArray<NamedRelative> | null => {
  // Names are told by their capitals, so the rest is matched as written; only the sentence's first letter is lowered.
  const trimmed = sentence.trim().replace(/[.!]+$/, "").replace(/’/g, "'");
  const text = trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
  for (const pattern of byLanguage[language]) {
    // A sentence that opens with a name keeps its capital ("Leonor and Duarte are my kids").
    const match = pattern.exec(text) ?? pattern.exec(trimmed);
    const word = match?.groups?.["word"];
    const names = match?.groups?.["names"];
    if (word === undefined || names === undefined) continue;
    const forms = singular(word, language);
    if (oneOf(forms, language, null) === undefined) continue;
    const and = language === "pt" ? /\s*,\s*|\s+e\s+/u : /\s*,\s*(?:and\s+)?|\s+and\s+/u;
    return names
      .split(and)
      .filter((part) => part.trim() !== "")
      .map((part) => {
        const said = /^(?<article>o|a)\s+(?<name>.+)$/u.exec(part.trim());
        const gender: Gender | null = said?.groups?.["article"] === "a" ? "female" : said?.groups?.["article"] === "o" ? "male" : null;
        const relation = oneOf(forms, language, gender)!;
        return { name: said?.groups?.["name"] ?? part.trim(), relation, gender: gender ?? relation.gender };
      });
  }
  return null;
};
