import type { JournalSpan } from "@lifeos/core";
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
