import { createHash } from "node:crypto";
import type { EntryAnalytics, JournalEntry, JournalSummary, SummaryKind, UserId } from "@lifeos/core";
import { associations, frequentTerms } from "../insight/associations.js";
import { entryTerms, namesIn } from "../insight/entryTerms.js";
import { phrasesIn } from "../insight/phrasesIn.js";
import { makeExcerpt } from "../excerpt.js";
import { meanWithInterval, round } from "../stats.js";

/** What a summary is made from: the period's entries and their analyses. */
export interface SummaryInput {
  readonly userId: UserId;
  readonly kind: SummaryKind;
  /** `YYYY-MM` or `YYYY`. */
  readonly period: string;
  readonly entries: ReadonlyArray<JournalEntry>;
  readonly analytics: ReadonlyArray<EntryAnalytics>;
}

/**
 * Hash of a period's inputs (entry ids, content hashes, analysis times):
 * a stored summary whose `sourceHash` differs is out of date.
 */
export const summarySourceHash = (input: Pick<SummaryInput, "entries" | "analytics">): string => {
  const hash = createHash("sha256");
  for (const entry of [...input.entries].sort((a, b) => (a.id < b.id ? -1 : 1))) hash.update(`${entry.id}:${entry.contentHash}\n`);
  for (const reading of [...input.analytics].sort((a, b) => (a.entryId < b.entryId ? -1 : 1))) {
    hash.update(`${reading.entryId}:${reading.method}:${reading.happiness}\n`);
  }
  return hash.digest("hex");
};

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "March 2024" or "2024". */
export const periodLabel = (kind: SummaryKind, period: string): string =>
  kind === "year" ? period : `${monthNames[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/** The statistics every summary carries, whoever writes its narrative. */
export interface SummaryFacts {
  readonly positiveDrivers: string[];
  readonly negativeDrivers: string[];
  readonly topEvents: string[];
  readonly happinessAverage: number | null;
  readonly happinessInterval: { low: number; high: number } | null;
  readonly entryCount: number;
  readonly highest: { date: string; happiness: number; excerpt: string } | null;
  readonly lowest: { date: string; happiness: number; excerpt: string } | null;
}

/** Drivers, events and the happiness average with its 95% interval, computed from the data alone. */
export const summaryFacts = (input: SummaryInput): SummaryFacts => {
  const byEntry = new Map(input.analytics.map((reading) => [reading.entryId as string, reading]));
  const names = namesIn(input.entries.map((entry) => entry.content));
  const phrases = phrasesIn(input.entries.map((entry) => entry.content));
  const analysed = input.entries.flatMap((entry) => {
    const reading = byEntry.get(entry.id);
    return reading === undefined ? [] : [{ entry, reading, terms: entryTerms(entry.content, reading.events, names, phrases) }];
  });
  const happiness = meanWithInterval(analysed.map(({ reading }) => reading.happiness));
  const readings = analysed.map(({ reading, terms }) => ({ terms, value: reading.happiness }));
  const eventCounts = frequentTerms(analysed.map(({ reading }) => [...new Set(reading.events)]), 8, 1);
  const firstDate = (event: string) =>
    analysed.filter(({ reading }) => reading.events.includes(event)).map(({ entry }) => entry.date).sort()[0] ?? "";
  const sorted = [...analysed].sort((a, b) => a.reading.happiness - b.reading.happiness || (a.entry.date < b.entry.date ? -1 : 1));
  const pick = (item: (typeof analysed)[number] | undefined) =>
    item === undefined
      ? null
      : { date: item.entry.date, happiness: round(item.reading.happiness), excerpt: makeExcerpt(item.entry.content, [], 160) };
  return {
    positiveDrivers: associations(readings, 1).map((association) => association.term),
    negativeDrivers: associations(readings, -1).map((association) => association.term),
    topEvents: eventCounts.map(({ term, count }) => (count > 1 ? `${term} (${count}×, first ${firstDate(term)})` : `${term} (${firstDate(term)})`)),
    happinessAverage: happiness === null ? null : round(happiness.average),
    happinessInterval: happiness === null ? null : { low: round(happiness.low), high: round(happiness.high) },
    entryCount: input.entries.length,
    highest: analysed.length < 2 ? null : pick(sorted[sorted.length - 1]),
    lowest: analysed.length < 2 ? null : pick(sorted[0]),
  };
};

/** An extractive narrative: plain sentences built from the facts and quoted entry text, no invention. */
export const extractiveNarrative = (input: SummaryInput, facts: SummaryFacts): string => {
  const label = periodLabel(input.kind, input.period);
  const parts = [`In ${label} you wrote ${facts.entryCount} ${facts.entryCount === 1 ? "entry" : "entries"}.`];
  if (facts.happinessAverage !== null && facts.happinessInterval !== null) {
    parts.push(
      `Happiness averaged ${facts.happinessAverage}/100 (95% interval ${facts.happinessInterval.low}–${facts.happinessInterval.high}).`,
    );
  }
  if (facts.highest !== null) parts.push(`The brightest day was ${facts.highest.date}: "${facts.highest.excerpt}"`);
  if (facts.lowest !== null) parts.push(`The hardest was ${facts.lowest.date}: "${facts.lowest.excerpt}"`);
  if (facts.topEvents.length > 0) parts.push(`Events: ${facts.topEvents.slice(0, 5).join("; ")}.`);
  if (facts.positiveDrivers.length > 0) parts.push(`What lifted you: ${facts.positiveDrivers.join(", ")}.`);
  if (facts.negativeDrivers.length > 0) parts.push(`What weighed on you: ${facts.negativeDrivers.join(", ")}.`);
  return parts.join(" ");
};

/** A complete offline summary of a period (method "lexicon": no model wrote it). */
export const buildExtractiveSummary = (input: SummaryInput, generatedAt: Date): JournalSummary => {
  const facts = summaryFacts(input);
  return {
    userId: input.userId,
    kind: input.kind,
    period: input.period,
    narrative: extractiveNarrative(input, facts),
    positiveDrivers: facts.positiveDrivers,
    negativeDrivers: facts.negativeDrivers,
    topEvents: facts.topEvents,
    happinessAverage: facts.happinessAverage,
    happinessInterval: facts.happinessInterval,
    entryCount: facts.entryCount,
    method: "lexicon",
    sourceHash: summarySourceHash(input),
    generatedAt,
  };
};
