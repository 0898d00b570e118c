import type { EntryAnalytics, LocalDate, MetricChange } from "@lifeos/core";
import { addDays, detectLanguage, EntryAnalyticsRepository, GetCurrentStateOutput, JournalEntryRepository } from "@lifeos/core";
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
  language: Schema.optional(Schema.Literals(["en", "pt"])),
});
export type GetCurrentStateParameters = typeof GetCurrentStateParameters.Type;

export type GetCurrentStateData = GetCurrentStateOutput;

const metricChange = (readings: ReadonlyArray<EntryAnalytics>, metric: "happiness" | "stress" | "energy", end: LocalDate): MetricChange => {
  const daily = dailyAverages(readings.map((reading) => ({ date: reading.date, value: reading[metric] })));
  const recentStart = addDays(end, -6);
  const previousStart = addDays(end, -13);
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
    "(current, previous, change, trend, 0-100), recurring themes, stressors and protective factors from the last `days` " +
    "days (1-90, default 14), and 5-10 suggested todos each with a first step, why and minutes, written in `language` " +
    "(en or pt; default: the language most of those entries are written in).",
  parameters: GetCurrentStateParameters,
  output: GetCurrentStateOutput,
  readOnly: true,
  maxResults: 10,
  run: (params, context) =>
    Effect.gen(function* () {
      const days = params.days ?? 14;
      const to = today(context);
      const from = addDays(to, -(Math.max(days, 14) - 1));
      const windowStart = addDays(to, -(days - 1));
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
      const metrics = {
        happiness: metricChange(readings, "happiness", to),
        stress: metricChange(readings, "stress", to),
        energy: metricChange(readings, "energy", to),
      };
      const themes = frequentTerms(termed.map(({ terms }) => terms), 8).map(({ term }) => term);
      const kinds = termKinds(
        entries.map((entry) => entry.content),
        [...new Set([...stressors, ...protective].map((association) => association.term).concat(themes))],
      );
      const data: GetCurrentStateData = {
        days,
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
