import type { ModelMessage } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { model, timeZone, toolSpecs } from "./offlineTestModel.js";

// Sunday 1 December 2024 in Lisbon: this month holds today alone, and this year most of a year. On 1 January 2025, the
// year holds today alone.
const december = new Date("2024-12-01T10:00:00Z");
const january = new Date("2025-01-01T10:00:00Z");

const turn = async (messages: ReadonlyArray<ModelMessage>, now: Date) => {
  const parts = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools: toolSpecs(), now, timeZone }))));
  return {
    calls: parts.flatMap((part) => (part.type === "toolCall" ? [{ id: part.call.id, name: part.call.name, args: JSON.parse(part.call.arguments) as Record<string, unknown> }] : [])),
    text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
  };
};

/** The first move on `question`, then the answer once every call returned `data`. */
const answer = async (question: string, now: Date, data: Record<string, unknown>) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await turn([asked], now);
  const { text } = await turn(
    [
      asked,
      { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
      ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data, meta: {} }) })),
    ],
    now,
  );
  return { calls, text };
};

const bounds = (call: { args: Record<string, unknown> }) => [call.args["from"] ?? call.args["after"] ?? (call.args["first"] as { from: string } | undefined)?.from, call.args["to"] ?? call.args["before"] ?? (call.args["second"] as { from: string } | undefined)?.from];

describe("a month or a year asked on its first day", () => {
  it.each([
    ["did I sleep better this month than last?", [["2024-11-01", "2024-11-30"], ["2024-10-01", "2024-10-31"]], "This month has only just begun (today is its first day), so I compared last month with the one before it instead."],
    ["dormi melhor este mês do que no mês passado?", [["2024-11-01", "2024-11-30"], ["2024-10-01", "2024-10-31"]], "Este mês acabou de começar (hoje é o primeiro dia), por isso comparei o mês passado com o anterior."],
    ["how many times did I go running this month?", [["2024-11-01", "2024-11-30"]], "This month has only just begun (today is its first day), so here is last month instead."],
    ["quantas vezes corri este mês?", [["2024-11-01", "2024-11-30"]], "Este mês acabou de começar (hoje é o primeiro dia), por isso mostro o mês passado."],
  ])("%s reads the month that just ended, and says so", async (question, periods, notice) => {
    const { calls, text } = await answer(question, december, { results: [], mentions: 0, entries: 0 });
    expect(calls.map((call) => [call.args["from"], call.args["to"]])).toEqual(periods);
    expect(text.startsWith(notice)).toBe(true);
  });

  it.each([
    ["was I more stressed this month than in September?", "This month has only just begun (today is its first day), so I compared last month with September 2024 instead."],
    ["fiquei mais estressado este mês do que em setembro?", "Este mês acabou de começar (hoje é o primeiro dia), por isso comparei o mês passado com setembro de 2024."],
  ])("%s names the month it was compared with", async (question, notice) => {
    const { calls, text } = await answer(question, december, { points: [], count: 0 });
    const compared = calls[0]!.args as { first: { from: string }; second: { from: string } };
    expect([compared.first.from, compared.second.from].sort()).toEqual(["2024-09-01", "2024-11-01"]);
    expect(text.startsWith(notice)).toBe(true);
  });

  it.each([
    ["how was my mood this year?", ["2024-01-01", "2024-12-31"], "This year has only just begun (today is its first day), so here is last year instead."],
    ["como foi o meu humor este ano?", ["2024-01-01", "2024-12-31"], "Este ano acabou de começar (hoje é o primeiro dia), por isso mostro o ano passado."],
  ])("%s on 1 January reads the year that just ended, and says so", async (question, period, notice) => {
    const { calls, text } = await answer(question, january, { points: [], count: 0 });
    expect(bounds(calls[0]!)).toEqual(period);
    expect(text.startsWith(notice)).toBe(true);
  });

  it.each([["how was my mood this year?"], ["quantas vezes corri este ano?"]])("%s on 1 December reads the year as it is", async (question) => {
    const { calls, text } = await answer(question, december, { points: [], count: 0, mentions: 0, entries: 0 });
    expect(bounds(calls[0]!)).toEqual(["2024-01-01", "2024-12-01"]);
    expect(text).not.toMatch(/just begun|acabou de começar/);
  });
});

describe("a month compared on the first day of the next, named", () => {
  it.each([
    ["did I sleep better this month than last?", "in October 2024", "from 2024-10-01"],
    ["dormi melhor este mês do que no anterior?", "em outubro de 2024", "de 2024-10-01"],
  ])("%s names the month before last by its name, not its dates", async (question, name, dates) => {
    const nights = { results: [{ entryId: "e1", date: "2024-10-03", excerpt: "I slept badly.", score: 1 }, { entryId: "e2", date: "2024-11-03", excerpt: "Dormi bem.", score: 1 }] };
    const { text } = await answer(question, december, nights);
    expect(text, text).toContain(name);
    expect(text).not.toContain(dates);
  });
});
