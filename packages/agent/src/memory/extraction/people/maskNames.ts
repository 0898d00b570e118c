import type { Gender } from "@lifeos/core";
import { escapeRegExp, nameKey } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { abbreviations, subjectVerbs, titles } from "./nameCues.js";
import { capitaliseName, nameParticles, ordinaryWord } from "./nameWords.js";
import { titledNameLength } from "./titledName.js";

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
const particles = [...nameParticles].join("|");
// After a title, a name's words as written, in any case ("dr. reis", "dr. joão da silva"): how far it runs is read in `titledName`.
const anyWord = "\\p{L}[\\p{L}'’-]*";
const candidate = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:(?<title>${titlePattern})\\s+(?<titled>${anyWord}(?:\\s+(?:(?:${particles})\\s+)*${anyWord})*)|(?<name>${word}(?:\\s+(?:(?:${particles})\\s+)*${word})*))`,
  "gu",
);
const articleBefore = /(?:^|\s)(a|o|da|do|na|no|à|ao|pela|pelo)\s+$/iu;
const articleGender: Record<string, Gender> = { a: "female", da: "female", na: "female", à: "female", pela: "female", o: "male", do: "male", no: "male", ao: "male", pelo: "male" };

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
  let text = "";
  let cursor = 0;
  const matcher = new RegExp(candidate.source, candidate.flags);
  for (let match = matcher.exec(clause); match !== null; match = matcher.exec(clause)) {
    const { end, replacement } = readName(match, clause, language, knownNames, names);
    text += clause.slice(cursor, match.index) + (replacement ?? clause.slice(match.index, end));
    cursor = end;
    matcher.lastIndex = end;
  }
  return { text: text + clause.slice(cursor), names };
};

/** The words that give the name right after them: "my name is", "I'm called", "call me", "chamo-me", "o meu nome é", "chama-se". */
const selfNamed = /(?:\bname\s+is|\bname['’]s|\b(?:i['’]m|is|are)\s+called|\bcall\s+me|(?<![\p{L}])(?:chamo-me|chama-se|chamam-se|me\s+chamo|se\s+chama|nome\s+(?:é|e))|\bchamo)\s+(?:(?:o|a)\s+)?$/iu;

/** One candidate read: where the text it takes ends, and its placeholder (the name added to `names`), or null when it names no one. */
const readName = (match: RegExpExecArray, clause: string, language: ExtractionLanguage, knownNames: ReadonlySet<string>, names: NameSpan[]): { end: number; replacement: string | null } => {
  const whole = match[0];
  const offset = match.index;
  const groups = match.groups as { title?: string; titled?: string; name?: string };
  const titledStart = offset + whole.length - (groups.titled?.length ?? 0);
  // After a title, as many words as are the name ("dr. joão da silva"); what follows is read again.
  const titled = groups.titled === undefined ? 0 : titledNameLength(groups.titled.split(/\s+/u), clause.slice(offset + whole.length), /^(?:the|o|a)?$/iu.test(clause.slice(0, offset).trim()), language);
  // "dr. reis": a name in lower case only after a title, and only a word that is no ordinary word ("my dr appointment").
  if (groups.titled !== undefined && titled === 0) return { end: titledStart, replacement: null };
  const written = groups.name ?? new RegExp(`^\\S+(?:\\s+\\S+){${titled - 1}}`, "u").exec(groups.titled!)![0];
  const end = groups.name === undefined ? titledStart + written.length : offset + whole.length;
  // "Ana's phone": the possessive stays in the text, after the placeholder.
  const possessive = /['’]s$/u.exec(written)?.[0] ?? "";
  const words = written.slice(0, written.length - possessive.length).split(/\s+/);
  let start = 0;
  // After "my name is", "chamo-me", "se chama", a capitalised word is the name, whatever else it may be ("Marco", "Rosa").
  const naming = (at: number) => selfNamed.test(`${clause.slice(0, offset)}${words.slice(0, at).join(" ")}${at > 0 ? " " : ""}`);
  while (start < words.length && groups.title === undefined && !naming(start) && ordinaryWord(words[start]!, language)) start += 1;
  if (start === words.length) return { end, replacement: null };
  const name = words.slice(start).join(" ");
  const leading = words.slice(0, start).join(" ");
  const atStart = clause.slice(0, offset).trim() === "" && start === 0;
  if (atStart && groups.title === undefined && !knownNames.has(nameKey(name))) {
    const next = clause.slice(end).trim().split(/[\s,;:]+/)[0]?.toLowerCase() ?? "";
    const apposition = /^\s*,/.test(clause.slice(end));
    if (!subjectVerbs[language].has(next) && !apposition && possessive === "") return { end, replacement: null };
  }
  const before = clause.slice(0, offset) + (leading === "" ? "" : `${leading} `);
  const title = titles.find(([candidateTitle]) => candidateTitle.toLowerCase() === groups.title?.toLowerCase());
  const article = language === "pt" ? articleBefore.exec(before)?.[1]?.toLowerCase() : undefined;
  const gender = title?.[1] ?? (article === undefined ? null : (articleGender[article] ?? null));
  // A name after a title is said capitalised however it was typed: "dr. joão da silva" is Dr. João da Silva.
  const said = groups.title === undefined ? name : `${capitaliseName(groups.title)} ${capitaliseName(name)}`;
  names.push({ name: said, gender, hasTitle: groups.title !== undefined });
  return { end, replacement: `${leading === "" ? "" : `${leading} `}⟨${names.length - 1}⟩${possessive}` };
};
