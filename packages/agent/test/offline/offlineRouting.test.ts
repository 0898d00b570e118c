import type { ModelMessage } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import type { OfflineSkill } from "../../src/index.js";
import { OfflineLanguageModel } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { directAnswers, phrasings } from "./phrasings.js";
import { now, plan, timeZone, toolSpecs, turn } from "./offlineTestModel.js";

describe("the offline model routes ordinary questions", () => {
  it("has a table of at least 80 phrasings in both languages", () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(80);
    expect(phrasings.filter((row) => /[ãõçáéíóúâêô]|\b(o que|como|qual|quando|escrevi|minha|meu)\b/i.test(row.question)).length).toBeGreaterThanOrEqual(25);
  });

  it.each(phrasings.map((row) => [row.question, row] as const))("%s", async (_question, row) => {
    const { calls } = await plan(row.question);
    expect(calls.length).toBeGreaterThan(0);
    const [first] = calls;
    const { related, ...args } = first!.args;
    expect({ tool: first!.name, args }).toEqual({ tool: row.tool, args: row.args });
    if (row.related !== undefined) {
      const words = (related as string[][]).flat();
      for (const word of row.related) expect(words).toContain(word);
    } else {
      expect(related).toBeUndefined();
    }
  });

  it.each(directAnswers.map((row) => [row.question, row.answer] as const))("answers %s without tools", async (question, answer) => {
    const { calls, text } = await plan(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(answer);
    expect(text).not.toContain("**");
  });
});

describe("the offline model with fewer tools", () => {
  it("falls back to the tools offered, and says plainly when none can answer", async () => {
    const onlySearch = toolSpecs(["search_journal"]);
    expect((await plan("When did I last go climbing?", onlySearch)).calls[0]!.name).toBe("search_journal");
    const noCompare = toolSpecs(["get_time_series", "search_journal"]);
    const compared = await plan("compare this month with last month", noCompare);
    expect(compared.calls.map((call) => [call.name, call.args])).toEqual([
      ["get_time_series", { metric: "valence", from: "2024-04-01", to: "2024-04-30" }],
      ["get_time_series", { metric: "valence", from: "2024-05-01", to: "2024-05-10" }],
    ]);
    const state = await plan("How am I doing?", onlySearch);
    expect(state.calls).toEqual([]);
    expect(state.text).toMatch(/^I can't look that up/);
    const none = await plan("How am I doing?", []);
    expect(none.calls).toEqual([]);
    expect(none.text).toContain("can't look that up");
    const semNada = await plan("Como estou?", []);
    expect(semNada.text).toMatch(/^Não consigo consultar isso/);
  });

  it("lists only what the offered tools can do", async () => {
    const withTools = await plan("what can you do?");
    expect(withTools.text).toContain("- What made me happy last week?");
    const without = await plan("what can you do?", []);
    expect(without.text).toContain("No tools are available in this conversation");
    expect(without.text).not.toContain("- What made me happy last week?");
  });
});

/** The first call made for `second` asked right after `first`, as [name, arguments without related words]. */
const followUpCall = async (first: string, second: string) => {
  const { calls } = await turn([
    { role: "user", content: first },
    { role: "assistant", content: "…" },
    { role: "user", content: second },
  ]);
  const [call] = calls;
  const { related: _related, ...args } = call!.args;
  return [call!.name, args];
};

describe("follow-up questions", () => {
  it("asks the previous question again with the new dates or metric", async () => {
    const { calls } = await turn([
      { role: "user", content: "How stressed was I in March?" },
      { role: "assistant", content: "Your stress averaged 40/100." },
      { role: "user", content: "and in April?" },
    ]);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "stress", from: "2024-04-01", to: "2024-04-30" }]]);
    const portuguese = await turn([
      { role: "user", content: "Como foi março?" },
      { role: "assistant", content: "Março de 2024: 25 entradas." },
      { role: "user", content: "e o mês passado?" },
    ]);
    expect(portuguese.calls.map((call) => [call.name, call.args])).toEqual([["get_month_summary", { month: "2024-04" }]]);
  });

  it.each([
    ["How often did I run in 2023?", "and the year before?", ["count_mentions", { query: "run", from: "2022-01-01", to: "2022-12-31" }]],
    ["Quantas vezes corri em 2023?", "e no ano anterior?", ["count_mentions", { query: "corri", from: "2022-01-01", to: "2022-12-31" }]],
    ["How was March?", "and the month before?", ["get_month_summary", { month: "2024-02" }]],
    ["Como foi março?", "e o mês anterior?", ["get_month_summary", { month: "2024-02" }]],
    ["How stressed was I in March?", "and the previous month?", ["get_time_series", { metric: "stress", from: "2024-02-01", to: "2024-02-29" }]],
    // A previous question of no date was of the period running to today: the week before is last week's, not one day.
    ["How was my week?", "and the week before?", ["get_time_series", { metric: "happiness", from: "2024-04-29", to: "2024-05-05" }]],
    ["Como foi a minha semana?", "e a semana anterior?", ["get_time_series", { metric: "happiness", from: "2024-04-29", to: "2024-05-05" }]],
    ["How stressed have I been?", "and the month before?", ["get_time_series", { metric: "stress", from: "2024-04-01", to: "2024-04-30" }]],
  ])("after %s, reads %s as the period before the previous question's (as asked of that period)", async (first, second, expected) => {
    expect(await followUpCall(first, second)).toEqual(expected);
  });

  it.each([
    ["what did I write on 15 March?", "and the day after?", ["get_entry", { date: "2024-03-16" }]],
    ["o que escrevi no dia 15 de março?", "e no dia seguinte?", ["get_entry", { date: "2024-03-16" }]],
    ["o que escrevi a 15/03?", "e o dia a seguir?", ["get_entry", { date: "2024-03-16" }]],
    ["What did I write on March 31st?", "and the next day?", ["get_entry", { date: "2024-04-01" }]],
    ["How was March?", "and the following month?", ["get_month_summary", { month: "2024-04" }]],
    ["Como foi janeiro?", "e no mês seguinte?", ["get_month_summary", { month: "2024-02" }]],
    ["How often did I run in 2022?", "and the year after?", ["count_mentions", { query: "run", from: "2023-01-01", to: "2023-12-31" }]],
    ["Quantas vezes corri em 2022?", "e no ano seguinte?", ["count_mentions", { query: "corri", from: "2023-01-01", to: "2023-12-31" }]],
  ])("after %s, reads %s as the period after the previous question's (as asked of that period)", async (first, second, expected) => {
    expect(await followUpCall(first, second)).toEqual(expected);
  });

  it.each([
    ["What's the longest I went without writing?", "The longest you went without writing", "from 2024-03-02 to 2024-03-13", "12 days", "current streak: 3 days"],
    ["Qual foi o maior intervalo sem escrever?", "O maior intervalo sem escrever", "de 2024-03-02 a 2024-03-13", "12 dias", "sequência atual: 3 dias"],
  ])("answers %s from every entry's date", async (question, opening, dates, length, streak) => {
    const asked: ModelMessage = { role: "user", content: question };
    const { calls } = await turn([asked]);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
    const data = { query: "", from: "2024-01-01", to: "2024-05-10", entries: 90, mentions: 90, days: 90, longestGap: { from: "2024-03-02", to: "2024-03-13", days: 12 }, currentStreak: 3 };
    const answer = await turn([
      asked,
      { role: "assistant", content: "", toolCalls: [{ id: calls[0]!.id, name: "count_mentions", arguments: "{}" }] },
      { role: "tool", toolCallId: calls[0]!.id, name: "count_mentions", content: JSON.stringify({ success: true, data, meta: {} }) },
    ]);
    for (const part of [opening, dates, length, streak]) expect(answer.text).toContain(part);
  });

  it.each([
    ["eu leio muito?", "leio", "reading"],
    ["corro com frequência?", "corro", "running"],
    ["do I read a lot?", "read", "leitura"],
  ])("counts the entries that mention the verb of %s", async (question, query, related) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("count_mentions");
    expect(calls[0]!.args["query"]).toBe(query);
    expect((calls[0]!.args["related"] as string[][]).flat()).toContain(related);
  });

  it("answers a message with no telling words in the conversation's language", async () => {
    const { calls } = await turn([
      { role: "user", content: "O que escrevi sobre o Miguel?" },
      { role: "assistant", content: "…" },
      { role: "user", content: "Biscuit" },
    ]);
    expect(calls[0]!.name).toBe("search_journal");
    const answer = await turn([
      { role: "user", content: "O que escrevi sobre o Miguel?" },
      { role: "assistant", content: "…" },
      { role: "user", content: "Biscuit" },
      { role: "assistant", content: "", toolCalls: [{ id: calls[0]!.id, name: "search_journal", arguments: JSON.stringify(calls[0]!.args) }] },
      { role: "tool", toolCallId: calls[0]!.id, name: "search_journal", content: JSON.stringify({ success: true, data: { results: [], confidence: "none" } }) },
    ]);
    expect(answer.text).toBe("Não encontrei nada sobre «Biscuit» no diário.");
  });
});

describe("skills from the domains", () => {
  it("runs the surest plan of any skill whose tools are offered, and reads the results back to that skill", async () => {
    const dentist: OfflineSkill = {
      name: "memory",
      tools: ["recall"],
      plan: (question) => (question.has(/\bdentist\b/) && question.cues.has("lastTime") ? [{ confidence: 0.9, calls: [{ name: "recall", arguments: { about: "dentist" } }] }] : []),
      compose: (_question, results) => `Recalled ${String(results[0]!.data["fact"])}.`,
      help: { en: ["When did I last go to the dentist?"], pt: ["Quando fui ao dentista?"] },
    };
    const model = OfflineLanguageModel.make({ skills: [journalSkill, dentist] });
    const tools = toolSpecs(["search_journal", "recall"]);
    const generate = (messages: ReadonlyArray<ModelMessage>) => Effect.runPromise(model.generate({ system: "", messages, tools, now, timeZone }));
    const question: ModelMessage = { role: "user", content: "When did I last go to the dentist?" };
    const parts = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages: [question], tools, now, timeZone }))));
    const calls = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []));
    expect(calls.map((call) => [call.name, call.id.startsWith("offline-memory-")])).toEqual([["recall", true]]);
    const answer = await generate([
      question,
      { role: "assistant", content: "", toolCalls: calls },
      { role: "tool", toolCallId: calls[0]!.id, name: "recall", content: JSON.stringify({ success: true, data: { fact: "2024-04-02" } }) },
    ]);
    expect(answer.text).toBe("Recalled 2024-04-02.");
    expect((await generate([{ role: "user", content: "what can you do?" }])).text).toContain("- When did I last go to the dentist?");
  });
});
