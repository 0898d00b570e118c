import type { Gender } from "@lifeos/core";
import { escapeRegExp, isStopword, nameKey, serviceTopicOf } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { relationWord } from "@lifeos/core";
import { abbreviations, afterTitleNotNames, nameOpeners, notNames, subjectVerbs, titles } from "./nameCues.js";
import { knownEnglishWord } from "./englishNameKinds.js";

/** A name found in a clause, replaced there by its placeholder `⟨index⟩`. */
export interface NameSpan {
  /** As written, title included ("Dr. Almeida"). */
  readonly name: string;
  /** The gender the title or the article before it marks ("a Susana", "Dra. Ana"), in Portuguese. */
  readonly gender: Gender | null;
  readonly hasTitle: boolean;
}

export interface MaskedClause {
  /** The clause with each name replaced by `⟨n⟩`, n its index in `names`. */
  readonly text: string;
  readonly names: ReadonlyArray<NameSpan>;
}

/** A title as a pattern: an abbreviation ("Dr.", "dra.", "DR") in any case, a word ("Dona", "Professor") capitalised. */
const titleSource = ([title]: (typeof titles)[number]): string =>
  abbreviations.has(title) ? [...escapeRegExp(title)].map((letter) => (letter.toLowerCase() === letter.toUpperCase() ? letter : `[${letter.toUpperCase()}${letter.toLowerCase()}]`)).join("") : escapeRegExp(title);
const titlePattern = [...titles].sort((left, right) => right[0].length - left[0].length).map(titleSource).join("|");
const word = "\\p{Lu}[\\p{L}'’-]*";
// After a title, the name's first word as written, in any case ("dr. reis").
const afterTitle = `(?<=(?:${titlePattern})\\s+)\\p{Ll}[\\p{L}'’-]*`;
const candidate = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:(?<title>${titlePattern})\\s+)?(?<name>(?:${word}|${afterTitle})(?:\\s+(?:(?:da|de|do|dos|das|van|von|del|di)\\s+)?${word})*)`,
  "gu",
);
const articleBefore = /(?:^|\s)(a|o|da|do|na|no|à|ao|pela|pelo)\s+$/iu;
const articleGender: Record<string, Gender> = { a: "female", da: "female", na: "female", à: "female", pela: "female", o: "male", do: "male", no: "male", ao: "male", pelo: "male" };

/** A capitalised word that is an ordinary word in its language, a calendar word, a service or a relationship. */
const ordinaryWord = (text: string, language: ExtractionLanguage) =>
  notNames.has(text.toLowerCase()) ||
  (isStopword(text, language) && !nameOpeners.has(text.toLowerCase())) ||
  serviceTopicOf(text) !== undefined ||
  relationWord(text, language) !== undefined;

/** Whether a word typed in lower case after a title can be the name: no ordinary word of the language. */
const lowerCaseName = (text: string, language: ExtractionLanguage): boolean =>
  !ordinaryWord(text, language) && !afterTitleNotNames.has(text.toLowerCase()) && !(language === "en" && knownEnglishWord(text));

/**
 * Replaces the people and other proper names of a clause by placeholders, so
 * rules read "⟨0⟩ precisa ir no oftalmologista". A name is a run of
 * capitalised words (with "da", "de", "van"… between them), optionally after
 * a title; leading ordinary words are dropped from it ("Essa", "My"). The
 * first word of the clause is a name only when it has a title, is one of
 * `knownNames`, is possessive ("Ana's") or a verb or comma follows it
 * ("Susana precisa", "Rui is", "Rui, my boss").
 */
export const maskNames = (clause: string, language: ExtractionLanguage, knownNames: ReadonlySet<string>): MaskedClause => {
  const names: NameSpan[] = [];
  const text = clause.replace(candidate, (whole: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as { title?: string; name: string };
    const offset = rest.at(-3) as number;
    // "Ana's phone": the possessive stays in the text, after the placeholder.
    const possessive = /['’]s$/u.exec(groups.name)?.[0] ?? "";
    const words = groups.name.slice(0, groups.name.length - possessive.length).split(/\s+/);
    // "dr. reis": a name in lower case only after a title, and only a word that is no ordinary word ("my dr appointment").
    if (groups.title !== undefined && /^\p{Ll}/u.test(words[0]!) && !lowerCaseName(words[0]!, language)) return whole;
    let start = 0;
    while (start < words.length && groups.title === undefined && ordinaryWord(words[start]!, language)) start += 1;
    if (start === words.length) return whole;
    const name = words.slice(start).join(" ");
    const leading = words.slice(0, start).join(" ");
    const atStart = clause.slice(0, offset).trim() === "" && start === 0;
    if (atStart && groups.title === undefined && !knownNames.has(nameKey(name))) {
      const next = clause.slice(offset + whole.length).trim().split(/[\s,;:]+/)[0]?.toLowerCase() ?? "";
      const apposition = /^\s*,/.test(clause.slice(offset + whole.length));
      if (!subjectVerbs[language].has(next) && !apposition && possessive === "") return whole;
    }
    const before = clause.slice(0, offset) + (leading === "" ? "" : `${leading} `);
    const title = titles.find(([candidateTitle]) => candidateTitle.toLowerCase() === groups.title?.toLowerCase());
    const article = language === "pt" ? articleBefore.exec(before)?.[1]?.toLowerCase() : undefined;
    const gender = title?.[1] ?? (article === undefined ? null : (articleGender[article] ?? null));
    names.push({ name: groups.title === undefined ? name : `${groups.title} ${name}`, gender, hasTitle: groups.title !== undefined });
    return `${leading === "" ? "" : `${leading} `}⟨${names.length - 1}⟩${possessive}`;
  });
  return { text, names };
};
