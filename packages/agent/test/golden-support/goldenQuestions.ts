import { addDays, localDate } from "@lifeos/core";
import { expect } from "vitest";
import type { GoldenRun, GoldenWorld } from "./goldenWorld.js";

export interface GoldenQuestion {
  readonly question: string;
  readonly kind: "temporal" | "thematic" | "mood" | "summary" | "absent";
  /** The call a good model makes: the offline model must choose this tool; the scripted model replays it. */
  readonly call: { readonly name: string; readonly args: Record<string, unknown> };
  /** Argument keys the offline model must set to exactly these values. */
  readonly exact?: ReadonlyArray<string>;
  /** Assertions on what the tools returned (the grounding checks common to all questions run as well). */
  readonly check: (run: GoldenRun, world: GoldenWorld) => void;
}

type Json = Record<string, unknown>;
const data = (run: GoldenRun): Json => (run.results[0]?.data ?? {}) as Json;
const rows = (run: GoldenRun, key: string): Json[] => (data(run)[key] ?? []) as Json[];
const dates = (run: GoldenRun, key: string): string[] => rows(run, key).map((row) => String(row["date"]));
const lastDate = (world: GoldenWorld) => world.entries.at(-1)!.date;
const event = (world: GoldenWorld, label: string) => world.journal.events.find((item) => item.label === label)!;
const within = (date: string, from: string, to: string) => date >= from && date <= to;
const entryOn = (world: GoldenWorld, date: string) => world.entries.filter((entry) => entry.date === date);

/** The search found the event: its top result lies within the event's days. */
const findsEvent = (label: string) => (run: GoldenRun, world: GoldenWorld) => {
  const { from, to } = event(world, label);
  expect(data(run)["confidence"]).toBe("high");
  expect(dates(run, "results").some((date) => within(date, from, to))).toBe(true);
};

/** Every result mentions the topic. */
const mentions = (pattern: RegExp) => (run: GoldenRun) => {
  expect(rows(run, "results").length).toBeGreaterThan(0);
  for (const row of rows(run, "results")) expect(String(row["excerpt"])).toMatch(pattern);
};

const nothing = (run: GoldenRun) => {
  expect(data(run)).toMatchObject({ results: [], confidence: "none" });
};

const dayEntry = (date: string) => (run: GoldenRun, world: GoldenWorld) => {
  expect(dates(run, "entries")).toEqual(entryOn(world, date).map((entry) => entry.date));
};

const series = (metric: string, from: string, to: string) => (run: GoldenRun, world: GoldenWorld) => {
  const result = data(run);
  expect(result["metric"]).toBe(metric);
  const points = result["points"] as Json[];
  expect(points.length).toBeGreaterThan(0);
  for (const point of points) expect(within(String(point["date"]), from, to)).toBe(true);
  const days = new Set(world.entries.filter((entry) => within(entry.date, from, to)).map((entry) => entry.date));
  expect(result["count"]).toBe(days.size);
};

const summary = (period: string, kind: "month" | "year") => (run: GoldenRun, world: GoldenWorld) => {
  const view = data(run)["summary"] as Json | null;
  const count = world.entries.filter((entry) => entry.date.startsWith(period)).length;
  if (count === 0) {
    expect(view).toBeNull();
    return;
  }
  expect(view).toMatchObject({ kind, period, entryCount: count });
  const interval = view!["happinessInterval"] as { low: number; high: number };
  expect(interval.low).toBeLessThanOrEqual(view!["happinessAverage"] as number);
  expect(interval.high).toBeGreaterThanOrEqual(view!["happinessAverage"] as number);
};

const yesterday = "2024-12-30";
const lastWeek = { from: "2024-12-23", to: "2024-12-29" };

/** At least 40 questions over the sample journal (seed 42, 2022-2024), asked on 2024-12-31 in Lisbon. */
export const goldenQuestions: ReadonlyArray<GoldenQuestion> = [
  // Temporal
  {
    question: "What was my last entry?",
    kind: "temporal",
    call: { name: "get_recent_entries", args: { count: 1 } },
    check: (run, world) => expect(dates(run, "entries")).toEqual([lastDate(world)]),
  },
  {
    question: "What did I write in my most recent entries?",
    kind: "temporal",
    call: { name: "get_recent_entries", args: { count: 5 } },
    check: (run, world) => expect(dates(run, "entries")).toEqual(world.entries.slice(-5).map((entry) => entry.date).reverse()),
  },
  {
    question: "Qual foi a minha última entrada?",
    kind: "temporal",
    call: { name: "get_recent_entries", args: { count: 1 } },
    check: (run, world) => expect(dates(run, "entries")).toEqual([lastDate(world)]),
  },
  { question: "What did I write yesterday?", kind: "temporal", call: { name: "get_entry", args: { date: yesterday } }, exact: ["date"], check: dayEntry(yesterday) },
  { question: "O que escrevi ontem?", kind: "temporal", call: { name: "get_entry", args: { date: yesterday } }, exact: ["date"], check: dayEntry(yesterday) },
  { question: "What did I write today?", kind: "temporal", call: { name: "get_entry", args: { date: "2024-12-31" } }, exact: ["date"], check: dayEntry("2024-12-31") },
  {
    question: "What did I write last week?",
    kind: "temporal",
    call: { name: "get_recent_entries", args: { count: 20, after: lastWeek.from, before: lastWeek.to } },
    exact: ["after", "before"],
    check: (run, world) =>
      expect(dates(run, "entries")).toEqual(world.entries.filter((entry) => within(entry.date, lastWeek.from, lastWeek.to)).map((entry) => entry.date).reverse()),
  },
  {
    question: "O que escrevi na semana passada?",
    kind: "temporal",
    call: { name: "get_recent_entries", args: { count: 20, after: lastWeek.from, before: lastWeek.to } },
    exact: ["after", "before"],
    check: (run) => expect(dates(run, "entries").every((date) => within(date, lastWeek.from, lastWeek.to))).toBe(true),
  },
  { question: "What did I write on September 9, 2024?", kind: "temporal", call: { name: "get_entry", args: { date: "2024-09-09" } }, exact: ["date"], check: dayEntry("2024-09-09") },
  {
    question: "What did I write on June 1, 2021?",
    kind: "temporal",
    call: { name: "get_entry", args: { date: "2021-06-01" } },
    exact: ["date"],
    check: (run) => expect(data(run)).toMatchObject({ entries: [], nearestDates: { before: null, after: "2022-01-01" } }),
  },
  // Entries written in Portuguese count: "escalar" is climbing.
  { question: "When did I last go climbing?", kind: "temporal", call: { name: "search_journal", args: { query: "climbing", recencyBoost: true } }, check: mentions(/climb|escal/i) },
  { question: "When was the last time I saw Sofia?", kind: "temporal", call: { name: "search_journal", args: { query: "Sofia", recencyBoost: true } }, check: mentions(/Sofia/) },
  { question: "When did I last walk through Sintra?", kind: "temporal", call: { name: "search_journal", args: { query: "walk Sintra", recencyBoost: true } }, check: mentions(/Sintra/) },
  { question: "Quando foi a última vez que passeei por Sintra?", kind: "temporal", call: { name: "search_journal", args: { query: "passeei Sintra", recencyBoost: true } }, check: mentions(/Sintra/) },
  {
    question: "When did I last walk Biscuit?",
    kind: "temporal",
    call: { name: "search_journal", args: { query: "walk Biscuit", recencyBoost: true } },
    check: (run, world) => {
      mentions(/Biscuit/)(run);
      for (const date of dates(run, "results")) expect(date >= event(world, "Adopted Biscuit").from).toBe(true);
    },
  },
  // Thematic
  { question: "Tell me about the trip to Japan", kind: "thematic", call: { name: "search_journal", args: { query: "trip Japan" } }, check: findsEvent("Trip to Japan") },
  { question: "What did I write about Kyoto temples?", kind: "thematic", call: { name: "search_journal", args: { query: "Kyoto temples" } }, check: findsEvent("Trip to Japan") },
  { question: "What do I know about the Helios launch?", kind: "thematic", call: { name: "search_journal", args: { query: "Helios launch" } }, check: findsEvent("Helios launch crunch") },
  { question: "Miguel's wedding in Porto", kind: "thematic", call: { name: "search_journal", args: { query: "Miguel's wedding Porto" } }, check: findsEvent("Miguel's wedding") },
  { question: "Did I run a half marathon?", kind: "thematic", call: { name: "search_journal", args: { query: "run half marathon" } }, check: findsEvent("Lisbon half marathon") },
  { question: "What happened when Dad was in the hospital?", kind: "thematic", call: { name: "search_journal", args: { query: "Dad hospital" } }, check: findsEvent("Dad in hospital") },
  { question: "Tell me about moving to Alfama", kind: "thematic", call: { name: "search_journal", args: { query: "moving Alfama" } }, check: findsEvent("Moving to Alfama") },
  { question: "How did the job interview at Northwind go?", kind: "thematic", call: { name: "search_journal", args: { query: "job interview Northwind" } }, check: findsEvent("Job interview at Northwind") },
  { question: "When was I promoted to team lead?", kind: "thematic", call: { name: "search_journal", args: { query: "promoted team lead" } }, check: findsEvent("Promotion to team lead") },
  { question: "Sofia moving to Berlin", kind: "thematic", call: { name: "search_journal", args: { query: "Sofia moving Berlin" } }, check: findsEvent("Sofia's farewell") },
  { question: "Adopting a puppy", kind: "thematic", call: { name: "search_journal", args: { query: "adopting puppy" } }, check: findsEvent("Adopted Biscuit") },
  {
    question: "Birthday cake",
    kind: "thematic",
    call: { name: "search_journal", args: { query: "birthday cake" } },
    check: (run) => {
      expect(data(run)["confidence"]).toBe("high");
      expect(dates(run, "results").some((date) => date.endsWith("-05-14"))).toBe(true);
    },
  },
  {
    question: "What did I write about climbing in 2023?",
    kind: "thematic",
    call: { name: "search_journal", args: { query: "climbing", from: "2023-01-01", to: "2023-12-31" } },
    exact: ["from", "to"],
    check: (run) => {
      mentions(/climb|escal/i)(run);
      for (const date of dates(run, "results")) expect(within(date, "2023-01-01", "2023-12-31")).toBe(true);
    },
  },
  // Never written about
  { question: "Did I ever go skydiving?", kind: "absent", call: { name: "search_journal", args: { query: "skydiving" } }, check: nothing },
  { question: "What did I write about chess?", kind: "absent", call: { name: "search_journal", args: { query: "chess" } }, check: nothing },
  { question: "Have I played the violin?", kind: "absent", call: { name: "search_journal", args: { query: "played violin" } }, check: nothing },
  { question: "Did I write about Antarctica?", kind: "absent", call: { name: "search_journal", args: { query: "Antarctica" } }, check: nothing },
  { question: "Scuba diving", kind: "absent", call: { name: "search_journal", args: { query: "scuba diving" } }, check: nothing },
  { question: "Alguma vez escrevi sobre xadrez?", kind: "absent", call: { name: "search_journal", args: { query: "xadrez" } }, check: nothing },
  // Mood trends
  {
    question: "How has my happiness changed this year?",
    kind: "mood",
    call: { name: "get_time_series", args: { metric: "happiness", from: "2024-01-01", to: "2024-12-31" } },
    exact: ["metric", "from", "to"],
    check: series("happiness", "2024-01-01", "2024-12-31"),
  },
  {
    question: "What was my stress level in March 2023?",
    kind: "mood",
    call: { name: "get_time_series", args: { metric: "stress", from: "2023-03-01", to: "2023-03-31" } },
    exact: ["metric", "from", "to"],
    check: series("stress", "2023-03-01", "2023-03-31"),
  },
  {
    question: "How was my energy last month?",
    kind: "mood",
    call: { name: "get_time_series", args: { metric: "energy", from: "2024-11-01", to: "2024-11-30" } },
    exact: ["metric", "from", "to"],
    check: series("energy", "2024-11-01", "2024-11-30"),
  },
  {
    question: "Show my mood trend over 2022",
    kind: "mood",
    call: { name: "get_time_series", args: { metric: "valence", from: "2022-01-01", to: "2022-12-31" } },
    exact: ["metric", "from", "to"],
    check: series("valence", "2022-01-01", "2022-12-31"),
  },
  {
    question: "Compare my stress in March 2023 and April 2023",
    kind: "mood",
    call: { name: "compare_time_periods", args: { metric: "stress", first: { from: "2023-03-01", to: "2023-03-31" }, second: { from: "2023-04-01", to: "2023-04-30" } } },
    exact: ["metric", "first", "second"],
    check: (run) => {
      const result = data(run) as { first: { average: number }; second: { average: number }; difference: number };
      expect(result.first.average).toBeGreaterThan(result.second.average);
      expect(result.difference).toBeLessThan(0);
    },
  },
  {
    question: "Como tem estado o meu humor este mês?",
    kind: "mood",
    call: { name: "get_time_series", args: { metric: "valence", from: "2024-12-01", to: "2024-12-31" } },
    exact: ["metric", "from", "to"],
    check: series("valence", "2024-12-01", "2024-12-31"),
  },
  {
    question: "How am I doing?",
    kind: "mood",
    call: { name: "get_current_state", args: {} },
    check: (run, world) => {
      const state = data(run) as { todos: unknown[]; lastEntryDate: string; entryCount: number };
      expect(state.todos.length).toBeGreaterThanOrEqual(5);
      expect(state.todos.length).toBeLessThanOrEqual(10);
      expect(state.lastEntryDate).toBe(lastDate(world));
      expect(state.entryCount).toBe(world.entries.filter((entry) => entry.date >= addDays(localDate("2024-12-31"), -13)).length);
    },
  },
  {
    question: "Como estou?",
    kind: "mood",
    call: { name: "get_current_state", args: {} },
    check: (run) => expect((data(run)["todos"] as unknown[]).length).toBeGreaterThanOrEqual(5),
  },
  // Summaries
  { question: "March 2023", kind: "summary", call: { name: "get_month_summary", args: { month: "2023-03" } }, exact: ["month"], check: summary("2023-03", "month") },
  { question: "How was April 2022?", kind: "summary", call: { name: "get_month_summary", args: { month: "2022-04" } }, exact: ["month"], check: summary("2022-04", "month") },
  { question: "How was 2023?", kind: "summary", call: { name: "get_year_summary", args: { year: 2023 } }, exact: ["year"], check: summary("2023", "year") },
  { question: "Resumo de setembro de 2024", kind: "summary", call: { name: "get_month_summary", args: { month: "2024-09" } }, exact: ["month"], check: summary("2024-09", "month") },
  { question: "How was December 2019?", kind: "summary", call: { name: "get_month_summary", args: { month: "2019-12" } }, exact: ["month"], check: summary("2019-12", "month") },
];
