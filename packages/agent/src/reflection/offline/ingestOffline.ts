import type { Ingestion, Language } from "@lifeos/core";
import { analyzeWithLexicon } from "../../journal/lexicon/analyzeWithLexicon.js";
import { detectThemes, foldText, themeLabel, themeWords } from "../themes.js";
import { readMood, readPeriodMood } from "./readMood.js";

const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");

const wordCount = (text: string) => text.split(/\s+/).filter((word) => word !== "").length;

/**
 * An extractive summary: the first sentence, then the sentences that carry
 * the most theme words, in the entry's order, up to `maxWords` words.
 */
export const extractiveSummary = (text: string, maxWords = 60): string => {
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return "";
  const stems = themeWords.flatMap((theme) => theme.stems);
  const weight = (sentence: string) => {
    const words = foldText(sentence).split(/[^\p{L}]+/u);
    return words.filter((word) => stems.some((stem) => stem.length > 3 && word.startsWith(stem))).length;
  };
  const ranked = sentences.map((sentence, index) => ({ sentence, index, weight: index === 0 ? Infinity : weight(sentence) }));
  ranked.sort((left, right) => right.weight - left.weight || left.index - right.index);
  const chosen: typeof ranked = [];
  let words = 0;
  for (const item of ranked) {
    const count = wordCount(item.sentence);
    if (chosen.length > 0 && words + count > maxWords) continue;
    chosen.push(item);
    words += count;
    if (chosen.length >= 3) break;
  }
  const summary = chosen.sort((left, right) => left.index - right.index).map((item) => item.sentence).join(" ");
  const all = summary.split(/\s+/);
  return all.length <= 120 ? summary : `${all.slice(0, 119).join(" ")}…`;
};

/** A period's text, as `reflect_on_entry` writes it: one paragraph per entry, each opening with its date. */
const periodEntries = (text: string): ReadonlyArray<string> | null => {
  if (!/^\d{4}-\d{2}-\d{2}: /.test(text)) return null;
  const entries = text.split(/\n\n(?=\d{4}-\d{2}-\d{2}: )/);
  return entries.length >= 2 ? entries.map((entry) => entry.slice(12)) : null;
};

const moodOf = (text: string) => {
  const entries = periodEntries(text);
  return entries === null ? readMood(analyzeWithLexicon(text)) : readPeriodMood(entries.map((entry) => analyzeWithLexicon(entry)));
};

/** The offline ingestor: lexicon mood (a period's from its entries'), themes from the text's words, an extractive summary. */
export const ingestOffline = (text: string, language: Language): Ingestion => ({
  summary: extractiveSummary(text),
  themes: detectThemes(text)
    .slice(0, 5)
    .map((theme) => themeLabel(theme.key, language)),
  mood: moodOf(text),
});
