import type { RelationWord } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { oneOf, singular } from "./namedRelatives.js";

/** Relatives told by how many, with no name: "two kids", "a younger sister", "três filhos", "uma irmã mais nova". */
export interface UnnamedRelatives {
  readonly relation: RelationWord;
  /** How many were told: 1 for "a sister", 2 for "two kids". */
  readonly count: number;
}

const counts: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6,
  um: 1, uma: 1, dois: 2, duas: 2, "três": 3, tres: 3, quatro: 4, cinco: 5, seis: 6,
};

/** Words that only say which of them ("little", "older", "mais nova", "gémeos"), and no relation of their own. */
const qualifiers = {
  en: /^(?:(?:little|young|younger|older|big|baby|grown-up|adult|twin)\s+)+/u,
  pt: /\s+(?:mais\s+nov[oa]s?|mais\s+velh[oa]s?|pequen[oa]s?|gême[oa]s|gêmeos|gémeos|adult[oa]s?)$/u,
} as const;

/**
 * The relatives a thing said to be had names ("two kids", "a sister", "duas irmãs"; `object` as the rule read it,
 * the count in the clause before it or in it), or null when it names no relative (a car, a meeting, a dentist).
 */
export const unnamedRelatives = (object: string, clause: string, language: ExtractionLanguage): UnnamedRelatives | null => {
  const said = object.trim().toLowerCase().replace(/[.!]+$/, "");
  const words = said.split(/\s+/);
  const inObject = counts[words[0] ?? ""] ?? (/^\d{1,2}$/.test(words[0] ?? "") ? Number(words[0]) : undefined);
  const named = (inObject === undefined ? words : words.slice(1)).join(" ").replace(qualifiers[language], "");
  if (named === "" || /\s/.test(named)) return null;
  const relation = oneOf([named, ...singular(named, language)], language, null);
  // Family only: "tenho dentista" is an appointment, an animal is a thing one owns, and "a pediatrician" is no relative.
  if (relation === undefined || relation.relation.context !== "family" || relation.relation.professional === true) return null;
  const lowered = clause.toLowerCase();
  const before = lowered.slice(0, lowered.lastIndexOf(said)).trim().split(/\s+/).at(-1) ?? "";
  return { relation, count: inObject ?? counts[before] ?? (/^\d{1,2}$/.test(before) ? Number(before) : 1) };
};
