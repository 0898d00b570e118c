import type { EntryAnalytics, JournalEntry, MoodMetric } from "@lifeos/core";
import { metricValue } from "./metrics.js";

/** Fewest analysed entries naming someone for their average to be told: fewer say more of a day than of a person. */
export const fewestRated = 3;

/** A name with the metric's average over the analysed entries naming it. */
export interface RatedName<Name> {
  readonly name: Name;
  readonly average: number;
  readonly rated: number;
}

const mean = (values: ReadonlyArray<number>): number | null => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const rounded = (value: number): number => Math.round(value * 10) / 10;

/**
 * The names ranked by a mood metric's average over the analysed entries that name each (`namesOf` gives an entry's
 * names), highest first or, `lowest`, lowest first; a name with fewer than `fewestRated` analysed entries is left out.
 * `overall` is the metric's average over every analysed entry, what each name's reads against. What goes with a
 * person's days, not what they cause.
 */
export const namesByMood = <Name>(
  entries: ReadonlyArray<JournalEntry>,
  analyses: ReadonlyArray<EntryAnalytics>,
  metric: MoodMetric,
  lowest: boolean,
  candidates: ReadonlyArray<Name>,
  namesOf: (entry: JournalEntry) => ReadonlyArray<Name>,
): { readonly names: ReadonlyArray<RatedName<Name>>; readonly overall: number | null } => {
  const byEntry = new Map(analyses.map((analysis) => [analysis.entryId as string, analysis]));
  const wanted = new Set(candidates);
  const values = new Map<Name, number[]>();
  const all: number[] = [];
  for (const entry of entries) {
    const analysis = byEntry.get(entry.id);
    if (analysis === undefined) continue;
    const value = metricValue(analysis, metric);
    all.push(value);
    for (const name of new Set(namesOf(entry))) if (wanted.has(name)) values.set(name, [...(values.get(name) ?? []), value]);
  }
  const names = [...values.entries()]
    .filter(([, each]) => each.length >= fewestRated)
    .map(([name, each]) => ({ name, average: rounded(mean(each)!), rated: each.length }))
    .sort((a, b) => (lowest ? a.average - b.average : b.average - a.average) || b.rated - a.rated);
  const overall = mean(all);
  return { names, overall: overall === null ? null : rounded(overall) };
};
