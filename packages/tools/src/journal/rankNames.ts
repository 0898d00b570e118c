import { EntryAnalyticsRepository, LocalDate as LocalDateSchema, MoodMetric, NameKind, RankNamesOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { commonPlacesIn } from "./insight/commonPlaces.js";
import { entryTerms, namesIn } from "./insight/entryTerms.js";
import { termKinds } from "./insight/termKinds.js";
import { daysBetween } from "./dates.js";
import { readPeriod } from "./journalPeriod.js";
import { listMeta } from "./meta.js";
import { namesByMood } from "./namesByMood.js";
import { foldWord, tokenize } from "./text.js";

export const RankNamesParameters = Schema.Struct({
  kind: Schema.optional(NameKind),
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  /** Rank by this mood metric's average over the entries naming each ("who makes me happy?"), not by how often. */
  metric: Schema.optional(MoodMetric),
  /** With `metric`: lowest average first ("who makes me sad?"). */
  lowest: Schema.optional(Schema.Boolean),
});
export type RankNamesParameters = typeof RankNamesParameters.Type;

/** The period read without bounds: the last year. */
const defaultDays = 365;
/** Most names whose kind is worked out (the most frequent ones). */
const classified = 60;

/** A name counted: the entries naming it, the last day and every day that names it. */
interface Counted {
  readonly name: string;
  readonly entries: number;
  readonly lastDate: string;
  readonly dates: Set<string>;
}

/** Most days of a name listed: a week's. */
const recentDays = 7;

/** A name counted once more, in an entry of `date`. */
const counted = (seen: Counted | undefined, name: string, date: string): Counted => ({
  name: seen?.name ?? name,
  entries: (seen?.entries ?? 0) + 1,
  lastDate: seen === undefined || date > seen.lastDate ? date : seen.lastDate,
  dates: (seen?.dates ?? new Set<string>()).add(date),
});

/** The common places entries say they were at ("the park", "a praia"), with the entries naming each and the last date. */
const commonPlaces = (entries: ReadonlyArray<{ readonly content: string; readonly date: string }>) => {
  const counts = new Map<string, Counted>();
  for (const entry of entries) {
    for (const place of commonPlacesIn(entry.content)) {
      const key = foldWord(place);
      counts.set(key, counted(counts.get(key), place, entry.date));
    }
  }
  return [...counts.values()];
};

/**
 * Whether a named place's name holds every word of a common place ("café" in "Cafe Aurora", "parque" in "Parque da
 * Cidade"), accents and case aside: the common word may be that very place, so it is not listed beside it as another.
 */
const namedPlaceHolds = (named: ReadonlyArray<{ readonly name: string }>, common: string): boolean => {
  const words = tokenize(common);
  return named.some((place) => {
    const nameWords = new Set(tokenize(place.name));
    return words.every((word) => nameWords.has(word));
  });
};

/**
 * `rank_names`: the people, or the places, the journal names most over a
 * period. Names are the capitalised words entries use mid-sentence; what a
 * name is comes from the words before it (`termKinds`): "with Ana",
 * "called Miguel", "liguei ao Tom" make a person, "in Porto", "at Cafe
 * Aurora" a place, and a name with no telling context (a pet walked, a
 * project) is neither. Places written as common nouns after "to the", "at
 * the", "à", "no" ("went to the park", "fui à praia") count as places too, unless a named place's name holds them
 * ("the café" beside "Cafe Aurora").
 * Ranked by the entries that name them, ties to the latest.
 */
export const rankNames = defineTool({
  name: "rank_names",
  description:
    "The people (kind 'person', the default) or places (kind 'place') the journal names most over a period (default: the " +
    "last 365 days), most entries first: name, number of entries naming it and the last date. Use for 'who do I spend the " +
    "most time with?', 'who do I mention most?', 'where do I go most?'; recentDates, the days naming it (newest first, " +
    "at most 7), for 'where did I go last weekend?'. Optional inclusive from/to (YYYY-MM-DD) and limit " +
    "(default 5, at most 20). With metric (happiness, stress, energy, valence): the names ranked by that metric's average " +
    "over the entries naming each (lowest: true for lowest first), with the period's overall average, for 'who makes me " +
    "happy?', 'who stresses me out?'.",
  parameters: RankNamesParameters,
  output: RankNamesOutput,
  readOnly: true,
  maxResults: 20,
  timeoutMs: 30_000,
  run: (params, context) =>
    Effect.gen(function* () {
      const kind = params.kind ?? "person";
      const period = yield* readPeriod(context.userId, context, { from: params.from, to: params.to }, defaultDays);
      // A short period ("who did I see yesterday?") learns its names from the year up to its end: "Sofia came over",
      // at the start of a sentence, is a name when the journal writes "with Sofia" elsewhere.
      const year = period.to === null || (period.from !== null && daysBetween(period.from, period.to) >= defaultDays - 1) ? period : yield* readPeriod(context.userId, context, { to: period.to }, defaultDays);
      const texts = year.entries.map((entry) => entry.content);
      const known = namesIn(texts);
      const counts = new Map<string, Counted>();
      for (const entry of period.entries) {
        const names = entryTerms(entry.content, [], known).filter((term) => /^\p{Lu}/u.test(term));
        for (const name of new Set(names)) {
          const key = foldWord(name);
          counts.set(key, counted(counts.get(key), name, entry.date));
        }
      }
      const byCount = (a: { entries: number; lastDate: string }, b: { entries: number; lastDate: string }) => b.entries - a.entries || (a.lastDate < b.lastDate ? 1 : -1);
      const candidates = [...counts.values()].sort(byCount);
      const kinds = termKinds(texts, candidates.slice(0, classified).map((candidate) => candidate.name));
      // "fui à praia", "went to the park": places written in lower case count as places too.
      const named = candidates.filter((candidate) => kinds.get(candidate.name)?.kind === kind);
      const common = kind === "place" ? commonPlaces(period.entries).filter((place) => !namedPlaceHolds(named, place.name)) : [];
      const ranked = [...named, ...common].sort(byCount);
      const limit = params.limit ?? 5;
      if (params.metric !== undefined) {
        // "who makes me happy?": the people whose entries read happiest, each against the period's average.
        const analyses = period.from === null || period.to === null ? [] : yield* (yield* EntryAnalyticsRepository).listByDateRange(context.userId, period.from, period.to, 20_000);
        const namesOf = (entry: (typeof period.entries)[number]) => entryTerms(entry.content, [], known).filter((term) => /^\p{Lu}/u.test(term)).map(foldWord);
        const byKey = new Map(named.map((candidate) => [foldWord(candidate.name), candidate]));
        const rated = namesByMood(period.entries, analyses, params.metric, params.lowest === true, [...byKey.keys()], namesOf);
        const names = rated.names.slice(0, limit).map(({ name, average }) => {
          const { entries, lastDate, dates, name: written } = byKey.get(name)!;
          return { name: written, entries, lastDate, recentDates: [...dates].sort().reverse().slice(0, recentDays), average };
        });
        const data: RankNamesOutput = { kind, from: period.from, to: period.to, entries: period.entries.length, names, metric: params.metric, overall: rated.overall, lowest: params.lowest === true };
        return { data, meta: listMeta(names.length, rated.names.length, { kind, metric: params.metric }) };
      }
      const data: RankNamesOutput = {
        kind,
        from: period.from,
        to: period.to,
        entries: period.entries.length,
        names: ranked.slice(0, limit).map(({ name, entries, lastDate, dates }) => ({ name, entries, lastDate, recentDates: [...dates].sort().reverse().slice(0, recentDays) })),
      };
      return { data, meta: listMeta(data.names.length, ranked.length, { kind, from: period.from ?? undefined, to: period.to ?? undefined }) };
    }),
});
