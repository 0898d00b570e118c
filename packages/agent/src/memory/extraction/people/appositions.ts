import type { Gender } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { RelationWord } from "@lifeos/core";
import { relationAlternation, relationWord } from "@lifeos/core";

/** A relationship a clause states in passing: "a Susana, minha filha", "my wife Ana", "a Ana, filha do Rui". */
export interface Apposition {
  /** The placeholder index of the person it is about. */
  readonly name: number;
  readonly relation: RelationWord;
  /** The gender the possessive marks ("minha" → female, "meu" → male), in Portuguese. */
  readonly possessiveGender: Gender | null;
  /** Whose relation it is: the person's (null) or another named person's (placeholder index). */
  readonly of: number | null;
  /** Where the person knows them from, when said ("Tom, a friend from work, …" → "from work"). */
  readonly known?: string;
  /** Said without "my" ("Tom, a friend from work"): kept as said, "a friend from work". */
  readonly unowned?: boolean;
}

interface AppositionPattern {
  readonly pattern: RegExp;
  readonly read: (groups: Record<string, string | undefined>) => { name: string; relation: string; possessive?: string; of?: string; known?: string; unowned?: boolean };
}

const possessiveGender = (possessive: string | undefined): Gender | null =>
  possessive === undefined ? null : /^(?:minha|uma)$/iu.test(possessive) ? "female" : /^(?:meu|um)$/iu.test(possessive) ? "male" : null;

const patterns = (language: ExtractionLanguage): ReadonlyArray<AppositionPattern> => {
  const relation = `(?<relation>${relationAlternation(language)})`;
  const name = "⟨(?<name>\\d+)⟩";
  // Whole words only: the "o" that ends "do" is no article ("o aniversário do meu amigo Rui").
  const build = (source: string) => new RegExp(`(?<![\\p{L}])${source}`, "iu");
  const peer = `(?<relation>${relationAlternation(language, (kind) => kind.peer === true)})`;
  // Where they are known from, closed by the apposition's comma: "Tom, a friend from work, is moving".
  const known = language === "pt" ? "(?<known>(?:d[oa]s?|de)\\s+\\p{L}+(?:\\s+\\p{L}+){0,2}?)\\s*," : "(?<known>(?:from|at)\\s+(?:the\\s+|my\\s+|our\\s+)?\\p{L}+(?:\\s+\\p{L}+){0,2}?)\\s*,";
  const knownRead = (groups: Record<string, string | undefined>) => ({ name: groups["name"]!, relation: groups["relation"]!, known: groups["known"]!, unowned: true, ...(groups["possessive"] === undefined ? {} : { possessive: groups["possessive"] }) });
  if (language === "pt") {
    const article = "(?:(?:a|o)\\s+)?";
    return [
      { pattern: build(`${article}${name}\\s*,\\s*(?<possessive>uma|um)\\s+${peer}\\s+${known}`), read: knownRead },
      { pattern: build(`${article}${name}\\s*,?\\s+${article}${relation}\\s+d[oa]\\s+⟨(?<of>\\d+)⟩\\s*,?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]!, of: groups["of"]! }) },
      { pattern: build(`${article}${name}\\s*,?\\s+${article}(?<possessive>minha|meu)\\s+${relation}(?![\\p{L}])\\s*,?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]!, possessive: groups["possessive"]! }) },
      { pattern: build(`${article}(?<possessive>minha|meu)\\s+${relation}\\s*,?\\s+${article}${name}\\s*,?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]!, possessive: groups["possessive"]! }) },
    ];
  }
  return [
    { pattern: build(`(?:the\\s+)?${name}\\s*,\\s*(?:a|an)\\s+(?:(?:good|close|old|new)\\s+)?${peer}(?:\\s+of\\s+mine)?\\s+${known}`), read: knownRead },
    { pattern: build(`⟨(?<of>\\d+)⟩['’]s\\s+${relation}\\s*,?\\s+${name}\\s*,?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]!, of: groups["of"]! }) },
    { pattern: build(`(?:the\\s+)?${name}\\s*(?:,|\\()\\s*my\\s+${relation}(?![\\p{L}])\\s*[,)]?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]! }) },
    { pattern: build(`my\\s+${relation}\\s*,?\\s+${name}\\s*,?`), read: (groups) => ({ name: groups["name"]!, relation: groups["relation"]! }) },
  ];
};
const byLanguage = { en: patterns("en"), pt: patterns("pt") };

/**
 * Finds the relationships a masked clause states in passing and folds each
 * phrase to its name, so "A ⟨0⟩ minha filha precisa…" reads "⟨0⟩ precisa…"
 * for the rules. Returns the relationships and the simplified text.
 */
export const takeAppositions = (masked: string, language: ExtractionLanguage): { readonly text: string; readonly appositions: ReadonlyArray<Apposition> } => {
  const appositions: Apposition[] = [];
  let text = masked;
  for (const { pattern, read } of byLanguage[language]) {
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const found = read(match.groups ?? {});
      const word = relationWord(found.relation, language);
      if (word === undefined) break;
      appositions.push({
        name: Number(found.name),
        relation: word,
        possessiveGender: possessiveGender(found.possessive),
        of: found.of === undefined ? null : Number(found.of),
        ...(found.known === undefined ? {} : { known: found.known }),
        ...(found.unowned === true ? { unowned: true } : {}),
      });
      const end = match.index + match[0].length;
      // "my friend Rui's birthday" reads "⟨0⟩'s birthday": a possessive stays on the name.
      const spacer = /^\s*(?:$|['’]s\b)/u.test(text.slice(end)) ? "" : " ";
      text = `${text.slice(0, match.index)}⟨${found.name}⟩${spacer}${text.slice(end).trimStart()}`;
    }
  }
  return { text: text.trim(), appositions };
};
