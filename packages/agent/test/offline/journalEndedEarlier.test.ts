import type { JournalSpan, ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { stream, timeZone, toolSpecs } from "./offlineTestModel.js";

// A journal imported long after it stopped: kept from March to October 2025, asked about in November 2026. A month,
// a season or a holiday named without a year is the latest one the journal reaches, not this year's empty one.
const now = new Date("2026-11-29T10:00:00Z");
const span: JournalSpan = { first: "2025-03-03" as JournalSpan["first"], last: "2025-10-30" as JournalSpan["last"] };

/** The calls the offline model plans for `question`, with or without the journal's span. */
const callsFor = async (question: string, journalSpan?: JournalSpan) => {
  const parts = await stream({ system: "", messages: [{ role: "user", content: question }], tools: toolSpecs(), now, timeZone, ...(journalSpan ? { journalSpan } : {}) });
  return parts.flatMap((part) => (part.type === "toolCall" ? [{ name: part.call.name, args: JSON.parse(part.call.arguments) as Record<string, unknown> }] : []));
};

describe("a month named without a year, of a journal that ended before this year's", () => {
  it.each([
    ["Summarise May", "2025-05"],
    ["Resume o mês de maio", "2025-05"],
    ["How was August?", "2025-08"],
    ["Como foi agosto?", "2025-08"],
  ])("%s is the journal's latest such month", async (question, month) => {
    expect(await callsFor(question, span)).toEqual([{ name: "get_month_summary", args: { month } }]);
    // Without the span, the calendar's latest May: the rule is the journal's, not the question's.
    expect((await callsFor(question))[0]?.args["month"]).toBe(`2026-${month.slice(5)}`);
  });

  it.each([
    ["Was I happier in May or in August?", ["2025-05-01", "2025-08-01"]],
    ["Fui mais feliz em maio ou em agosto?", ["2025-05-01", "2025-08-01"]],
  ])("%s compares the journal's months", async (question, froms) => {
    const [call] = await callsFor(question, span);
    expect(call?.name).toBe("compare_time_periods");
    expect([(call?.args["first"] as { from: string }).from, (call?.args["second"] as { from: string }).from].sort()).toEqual(froms);
  });

  it.each([
    ["What did I write on 14 June?", "2025-06-14"],
    ["O que escrevi no dia 14 de junho?", "2025-06-14"],
  ])("%s is that day of the journal's year", async (question, date) => {
    expect(await callsFor(question, span)).toEqual([{ name: "get_entry", args: { date } }]);
  });

  it.each([
    ["How many times did I go running in July?", "2025-07-01", "2025-07-31"],
    ["Quantas vezes fui correr em julho?", "2025-07-01", "2025-07-31"],
    ["How was my summer?", "2025-06-01", "2025-08-31"],
    ["Como foi o verão?", "2025-06-01", "2025-08-31"],
  ])("%s counts or reads the journal's period", async (question, from, to) => {
    const [call] = await callsFor(question, span);
    const bounds = call?.name === "get_month_summary" ? null : { from: call?.args["from"] ?? call?.args["after"], to: call?.args["to"] ?? call?.args["before"] };
    expect(bounds).toEqual({ from, to });
  });
});

describe("a period the journal reaches, or words that tie it to today", () => {
  it.each([
    ["Summarise October", "2025-10"],
    ["Resume outubro", "2025-10"],
  ])("%s is left as the calendar reads it when the journal reaches that month", async (question, month) => {
    const recent: JournalSpan = { first: "2025-03-03" as JournalSpan["first"], last: "2026-10-20" as JournalSpan["last"] };
    expect(await callsFor(question, recent)).toEqual([{ name: "get_month_summary", args: { month: `2026-${month.slice(5)}` } }]);
  });

  it.each([
    ["Summarise May 2026", "2026-05"],
    ["Resume maio de 2026", "2026-05"],
    ["How was last month?", "2026-10"],
    ["Como foi o mês passado?", "2026-10"],
  ])("%s keeps the year its words give", async (question, month) => {
    expect(await callsFor(question, span)).toEqual([{ name: "get_month_summary", args: { month } }]);
  });

  it.each(["How was this summer?", "Como foi este verão?"])("%s stays this year's", async (question) => {
    const [call] = await callsFor(question, span);
    expect(JSON.stringify(call?.args)).toContain("2026-06-01");
  });
});

/** The model's next move after each of its calls returned the data `reply` gives for it, until it answers. */
const conversation = async (question: string, reply: (name: string, args: Record<string, unknown>) => Record<string, unknown>, journalSpan?: JournalSpan) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const made: Array<{ name: string; args: Record<string, unknown> }> = [];
  for (let round = 0; round < 4; round++) {
    const parts = await stream({ system: "", messages, tools: toolSpecs(), now, timeZone, ...(journalSpan ? { journalSpan } : {}) });
    const calls = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []));
    if (calls.length === 0) return { made, text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("") };
    messages.push({ role: "assistant", content: "", toolCalls: calls });
    for (const call of calls) {
      const args = JSON.parse(call.arguments) as Record<string, unknown>;
      made.push({ name: call.name, args });
      messages.push({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: reply(call.name, args), meta: {} }) });
    }
  }
  throw new Error("no answer");
};

/** A mood series tool: nothing after the journal's last entry, a steady 64 up to it; its span defaults to the last 30 days. */
const series = (_name: string, args: Record<string, unknown>) => {
  const from = (args["from"] as string | undefined) ?? "2026-10-31";
  const to = (args["to"] as string | undefined) ?? "2026-11-29";
  const empty = from > span.last;
  const points = empty ? [] : [{ date: "2025-10-02", value: 0.5 }, { date: "2025-10-15", value: 0.7 }, { date: "2025-10-30", value: 0.72 }];
  return { metric: args["metric"], from, to, count: points.length, average: empty ? null : 0.64, trend: empty ? null : "rising", points };
};

describe("a question with no date, of a journal that stopped writing before the days it looks back over", () => {
  it.each([
    ["Have I been anxious lately?", "Your journal has no entries from 2026-10-31 to 2026-11-29: its last entry is from 2025-10-30. Over the same number of days up to it:"],
    ["Tenho andado ansiosa?", "O diário não tem entradas de 2026-10-31 a 2026-11-29: a última é de 2025-10-30. No mesmo número de dias até essa entrada:"],
  ])("%s reads the same span up to the last entry, and says so", async (question, opening) => {
    const { made, text } = await conversation(question, series, span);
    expect(made.map((call) => call.name)).toEqual(["get_time_series", "get_time_series"]);
    expect(made[1]?.args).toMatchObject({ metric: "stress", from: "2025-10-01", to: "2025-10-30" });
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toContain("2025-10-30");
  });

  it.each(["Who do I mention most?", "Quem são as pessoas que mais menciono?"])("%s ranks the names of the year up to the last entry", async (question) => {
    // The tool's default span: the last 365 days.
    const names = (_name: string, args: Record<string, unknown>) => {
      const period = { from: (args["from"] as string | undefined) ?? "2025-11-30", to: (args["to"] as string | undefined) ?? "2026-11-29" };
      return period.from > span.last ? { kind: "person", ...period, entries: 0, names: [] } : { kind: "person", ...period, entries: 40, names: [{ name: "Inês", entries: 30, lastDate: "2025-10-28" }] };
    };
    const { made, text } = await conversation(question, names, span);
    expect(made.map((call) => [call.name, call.args["from"], call.args["to"]])[1]).toEqual(["rank_names", "2024-10-31", "2025-10-30"]);
    expect(text).toContain("Inês");
  });

  it.each(["Have I been anxious lately?", "Tenho andado ansiosa?"])("%s says only that nothing was found when the journal has entries then, or no span is known", async (question) => {
    expect((await conversation(question, series)).made).toHaveLength(1);
    const recent: JournalSpan = { first: span.first, last: "2026-11-20" as JournalSpan["last"] };
    expect((await conversation(question, series, recent)).made).toHaveLength(1);
  });

  it.each(["How was my mood in March 2026?", "Como estava o meu humor em março de 2026?"])("%s keeps the span asked", async (question) => {
    expect((await conversation(question, series, span)).made).toHaveLength(1);
  });
});

describe("now, compared with a month, of a journal that stopped before this month", () => {
  it.each([
    ["Am I happier now than in March?", "happiness"],
    ["Estou mais feliz agora do que em março?", "happiness"],
    ["Am I more tired than in March?", "energy"],
    ["Estou mais cansada do que em março?", "energy"],
  ])("%s compares March with the journal's last month", async (question, metric) => {
    const [call] = await callsFor(question, span);
    expect(call).toEqual({ name: "compare_time_periods", args: { metric, first: { from: "2025-03-01", to: "2025-03-31" }, second: { from: "2025-10-01", to: "2025-10-30" } } });
    // Without the span, this month so far: the rule is the journal's.
    expect((await callsFor(question))[0]?.args["second"]).toEqual({ from: "2026-11-01", to: "2026-11-29" });
  });
});

describe("the last days' state, of a journal that stopped before them", () => {
  /** The current state over the last days (none written in them), and the summary of a month. */
  const reply = (name: string, args: Record<string, unknown>) =>
    name === "get_current_state"
      ? { days: args["days"] ?? 14, entryCount: 0, totalEntries: 125, firstEntryDate: span.first, lastEntryDate: span.last }
      : { month: args["month"], entryCount: 15, averages: { happiness: 0.5 }, mainEvents: [{ label: "doctor visit", count: 2, firstDate: "2025-10-04" }] };

  it.each([
    ["How am I doing lately?", "October 2025"],
    ["Como tenho andado?", "outubro de 2025"],
    ["What do I write about most?", "October 2025"],
    ["Sobre o que escrevo mais?", "outubro de 2025"],
  ])("%s says when the last entry was, then sums up its month", async (question, month) => {
    const { made, text } = await conversation(question, reply, span);
    expect(made.map((call) => call.name)).toEqual(["get_current_state", "get_month_summary"]);
    expect(made[1]?.args).toEqual({ month: "2025-10" });
    expect(text).toContain("2025-10-30");
    expect(text).toContain(month);
  });

  it.each(["How many entries do I have?", "Quantas entradas tenho?"])("%s is the journal's total alone", async (question) => {
    expect((await conversation(question, reply, span)).made.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});

describe("this year's summary, of a journal that stopped in an earlier year", () => {
  /** A year's summary: none for a year with no entry (the journal ran from March to October 2025). */
  const reply = (_name: string, args: Record<string, unknown>) =>
    args["year"] === 2025 ? { year: 2025, summary: { entryCount: 80, happinessAverage: 0.6, topEvents: ["trip"] } } : { year: args["year"], summary: null };

  it.each([
    ["Summarise my year", "Your journal has no entries in 2026: its last entry is from 2025-10-30. Here is 2025, its last year with entries:"],
    ["Resume o meu ano", "O diário não tem entradas em 2026: a última é de 2025-10-30. Eis 2025, o último ano com entradas:"],
    ["How was this year?", "Your journal has no entries in 2026"],
    ["Como foi este ano?", "O diário não tem entradas em 2026"],
  ])("%s sums up the journal's last year with entries, and says so", async (question, opening) => {
    const { made, text } = await conversation(question, reply, span);
    expect(made).toEqual([{ name: "get_year_summary", args: { year: 2026 } }, { name: "get_year_summary", args: { year: 2025 } }]);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toContain("80");
  });

  it.each(["How was 2024?", "Como foi 2024?"])("%s is the year asked, entries or not", async (question) => {
    expect((await conversation(question, reply, span)).made).toHaveLength(1);
  });
});
