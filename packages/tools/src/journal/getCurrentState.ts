import type { EntryAnalytics, LocalDate, MetricChange } from "@lifeos/core";
import { addDays, detectLanguage, EntryAnalyticsRepository, GetCurrentStateOutput, InvalidInput, JournalEntryRepository, LocalDate as LocalDateSchema } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { today } from "./dates.js";
import { associations, frequentTerms } from "./insight/associations.js";
import { entryTerms, namesIn } from "./insight/entryTerms.js";
import { phrasesIn } from "./insight/phrasesIn.js";
import { termKinds } from "./insight/termKinds.js";
import { suggestTodos } from "./insight/suggestTodos.js";
import { listMeta } from "./meta.js";
import { changeTrend, dailyAverages, mean, round } from "./stats.js";
import { listEntriesInRange } from "./summary/loadPeriod.js";

export const GetCurrentStateParameters = Schema.Struct({
  days: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 90 }))),
  /** A period asked ("this month", "in April"): read whole, up to today and at most a year; `days` is then unused. */
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  language: Schema.optional(Schema.Literals(["en", "pt"])),
});
export type GetCurrentStateParameters = typeof GetCurrentStateParameters.Type;

export type GetCurrentStateData = GetCurrentStateOutput;

/** The longest period read, in days: a year, leap day included. */
const longestPeriod = 366;

const daysFrom = (from: LocalDate, to: LocalDate): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

interface StateWindow {
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly days: number;
  /** The days each metric's current reading covers, ending on `to`; its previous reading covers as many just before. */
  readonly comparedDays: number;
}

/**
 * The days read: the period asked (its end kept to today, its start to a year before its end), or the last `days`
 * (default 14) with the last 7 days against the 7 before. A period ahead of today, or one whose start is after its end, fails.
 */
const stateWindow = (params: GetCurrentStateParameters, now: LocalDate): Effect.Effect<StateWindow, InvalidInput> => {
  if (params.from === undefined && params.to === undefined) {
    const days = params.days ?? 14;
    return Effect.succeed({ from: addDays(now, -(days - 1)), to: now, days, comparedDays: 7 });
  }
  const to = params.to === undefined || params.to > now ? now : params.to;
  const asked = params.from ?? addDays(to, -((params.days ?? 14) - 1));
  if (asked > to) return Effect.fail(new InvalidInput({ message: `"from" (${asked}) is after "to" (${to}), or still ahead of today (${now})`, field: "from" }));
  const from = daysFrom(asked, to) > longestPeriod ? addDays(to, -(longestPeriod - 1)) : asked;
  const days = daysFrom(from, to);
  return Effect.succeed({ from, to, days, comparedDays: days });
};

const metricChange = (readings: ReadonlyArray<EntryAnalytics>, metric: "happiness" | "stress" | "energy", end: LocalDate, span: number): MetricChange => {
  const daily = dailyAverages(readings.map((reading) => ({ date: reading.date, value: reading[metric] })));
  const recentStart = addDays(end, -(span - 1));
  const previousStart = addDays(end, -(2 * span - 1));
  const current = mean(daily.filter((point) => point.date >= recentStart).map((point) => point.value));
  const previous = mean(
    daily.filter((point) => point.date >= previousStart && point.date < recentStart).map((point) => point.value),
  );
  return {
    current: current === null ? null : round(current),
    previous: previous === null ? null : round(previous),
    change: current === null || previous === null ? null : round(current - previous),
    trend: changeTrend(current, previous, 5),
  };
};

/** The language most of the texts are written in (English on a tie). */
const mostUsedLanguage = (texts: ReadonlyArray<string>): "en" | "pt" => {
  const portuguese = texts.filter((text) => detectLanguage(text) === "pt").length;
  return portuguese * 2 > texts.length ? "pt" : "en";
};

/** `get_current_state`: how the last days went, what is behind it, and what might help. */
export const getCurrentState = defineTool({
  name: "get_current_state",
  description:
    "How the person is doing lately: happiness, stress and energy over the last 7 days versus the 7 before " +
    "(current, previous, change, trend, 0-100), recurring themes, stressors, protective factors and what came up on " +
    "the days of lower energy (lowEnergyFactors) and lower mood (lowMoodFactors) from the last `days` " +
    "days (1-90, default 14), and 5-10 suggested todos each with a first step, why and minutes, written in `language` " +
    "(en or pt; default: the language most of those entries are written in). A period asked (`from`/`to`, YYYY-MM-DD; " +
    "up to today, at most a year) is read instead of the last days, and its metrics compare it with as many days before " +
    "(`comparedDays`).",
  parameters: GetCurrentStateParameters,
  output: GetCurrentStateOutput,
  readOnly: true,
  maxResults: 10,
  run: (params, context) =>
    Effect.gen(function* () {
      const { from: windowStart, to, days, comparedDays } = yield* stateWindow(params, today(context));
      const from = addDays(to, -(Math.max(days, 2 * comparedDays) - 1));
      const readings = yield* (yield* EntryAnalyticsRepository).listByDateRange(context.userId, from, to);
      const entries = yield* listEntriesInRange(context.userId, windowStart, to, 500);
      const stats = yield* (yield* JournalEntryRepository).stats(context.userId);
      const byEntry = new Map(readings.map((reading) => [reading.entryId as string, reading]));
      const names = namesIn(entries.map((entry) => entry.content));
      const phrases = phrasesIn(entries.map((entry) => entry.content));
      const termed = entries.map((entry) => ({ entry, terms: entryTerms(entry.content, byEntry.get(entry.id)?.events ?? [], names, phrases) }));
      const analysed = termed.flatMap(({ entry, terms }) => {
        const reading = byEntry.get(entry.id);
        return reading === undefined ? [] : [{ terms, reading }];
      });
      const stressors = associations(analysed.map(({ terms, reading }) => ({ terms, value: reading.stress })), 1, { limit: 5 });
      const stressorTerms = new Set(stressors.map((association) => association.term));
      const protective = associations(analysed.map(({ terms, reading }) => ({ terms, value: reading.happiness })), 1, {
        limit: 8,
      })
        .filter((association) => !stressorTerms.has(association.term))
        .slice(0, 5);
      // "Why am I so tired?", "why am I so sad?": what goes with the low end of energy and of happiness, as the stressors go
      // with stress (a stressor already named is not named again as what saddens).
      const lowEnergy = associations(analysed.map(({ terms, reading }) => ({ terms, value: reading.energy })), -1, { limit: 5 });
      const lowMood = associations(analysed.map(({ terms, reading }) => ({ terms, value: reading.happiness })), -1, { limit: 8 })
        .filter((association) => !stressorTerms.has(association.term))
        .slice(0, 5);
      const metrics = {
        happiness: metricChange(readings, "happiness", to, comparedDays),
        stress: metricChange(readings, "stress", to, comparedDays),
        energy: metricChange(readings, "energy", to, comparedDays),
      };
      const themes = frequentTerms(termed.map(({ terms }) => terms), 8).map(({ term }) => term);
      const kinds = termKinds(
        entries.map((entry) => entry.content),
        [...new Set([...stressors, ...protective, ...lowEnergy, ...lowMood].map((association) => association.term).concat(themes))],
      );
      const data: GetCurrentStateData = {
        days,
        comparedDays,
        from: windowStart,
        to,
        entryCount: entries.length,
        lastEntryDate: stats.lastDate,
        totalEntries: stats.count,
        firstEntryDate: stats.firstDate,
        metrics,
        themes,
        stressors: stressors.map((association) => association.term),
        protectiveFactors: protective.map((association) => association.term),
        lowEnergyFactors: lowEnergy.map((association) => association.term),
        lowMoodFactors: lowMood.map((association) => association.term),
        englishTerms: [...kinds].flatMap(([term, info]) => (info.english ? [term] : [])),
        todos: suggestTodos({
          metrics,
          stressors,
          protectiveFactors: protective,
          entryCount: entries.length,
          days,
          language: params.language ?? mostUsedLanguage(entries.map((entry) => entry.content)),
          kinds,
        }),
      };
      return { data, meta: listMeta(data.todos.length, data.todos.length, { from: windowStart, to, days }) };
    }),
});
