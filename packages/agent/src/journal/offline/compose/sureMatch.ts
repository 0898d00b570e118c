import type { Json } from "./readData.js";
import { text } from "./readData.js";

const fold = (word: string): string => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** Endings a word ending in "e" or "y" takes once that letter goes: "planes", "traveled", "studied", "studying". */
const endingsAfterDropped = ["ed", "es", "er", "ers", "ing", "ied", "ies"];

/**
 * Whether `word` (folded) is `term` itself or an inflection of it that keeps it whole ("flights" for "flight",
 * "planes" for "plane"), not a word that merely starts alike ("planning" for "plane").
 */
const isInflectionOf = (word: string, term: string): boolean => {
  if (term.length < 3) return word === term;
  if (word.startsWith(term)) return true;
  if (!/[ey]$/.test(term)) return false;
  const stem = term.slice(0, -1);
  return word.startsWith(stem) && endingsAfterDropped.includes(word.slice(stem.length));
};

/** Whether an excerpt holds `term` whole, or one of its inflections. */
export const holdsWhole = (excerpt: string, term: string): boolean => {
  const folded = fold(term);
  return fold(excerpt)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => isInflectionOf(word, folded));
};

/**
 * The matches a search is sure of: the search's own high confidence, and a word of every group asked held whole in the
 * excerpt ("flew to Madeira" for a trip, not "planning meeting" matched on "plane" cut short). Empty when none is.
 */
export const surelyMatched = (rows: ReadonlyArray<Json>, groups: ReadonlyArray<ReadonlyArray<string>>): Json[] =>
  rows.filter((row) => row["confidence"] !== "low" && groups.every((group) => group.some((term) => holdsWhole(text(row["excerpt"]), term))));
