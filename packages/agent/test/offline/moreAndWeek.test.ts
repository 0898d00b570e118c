import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { plan, turn } from "./offlineTestModel.js";

const listing = {
  en: "I found 6 entries about “work”. The closest:\n- 2024-05-03: “Long day at work.”\n- 2024-04-30: “Work was busy.”\n- 2024-04-12: “A meeting at work.”\n\n…and 3 more in the list.",
  pt: "Encontrei 6 entradas sobre «trabalho». As mais próximas:\n- 2024-05-03: «Dia longo no trabalho.»\n- 2024-04-30: «Muito trabalho.»\n- 2024-04-12: «Reunião no trabalho.»\n\n…e mais 3 na lista.",
};

const rows = ["2024-05-03", "2024-04-30", "2024-04-12", "2024-03-02", "2024-02-20", "2024-01-05"].map((date) => ({ entryId: date, date, excerpt: `Work on ${date}.`, score: 1, confidence: "high" }));

/** The model's move after `question` was answered with `answer` and the user asked `next`; then its answer with `data`. */
const moreAfter = async (question: string, answer: string, next: string, data: Record<string, unknown>) => {
  const asked: ModelMessage[] = [
    { role: "user", content: question },
    { role: "assistant", content: answer },
    { role: "user", content: next },
  ];
  const { calls } = await turn(asked);
  const [call] = calls;
  if (call === undefined) return { calls, text: "" };
  const { text } = await turn([
    ...asked,
    { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
    { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data, meta: {} }) },
  ]);
  return { calls, text };
};

describe("“more” after a list of entries", () => {
  it.each([
    ["show me my entries about work", listing.en, "more"],
    ["show me my entries about work", listing.en, "show me more please"],
    ["show me my entries about work", listing.en, "any others?"],
    ["mostra as entradas sobre o trabalho", listing.pt, "e mais?"],
    ["mostra as entradas sobre o trabalho", listing.pt, "mostra-me mais"],
    ["mostra as entradas sobre o trabalho", listing.pt, "há mais?"],
  ])("after %s, %s searches the same again for every match, and reads out only the ones not named yet", async (question, answer, next) => {
    const { calls, text } = await moreAfter(question, answer, next, { results: rows, confidence: "high" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("search_journal");
    expect(calls[0]!.args["limit"]).toBe(20);
    expect(text).toContain("2024-03-02");
    expect(text).toContain("2024-01-05");
    expect(text).not.toContain("2024-05-03");
  });

  it.each([
    ["show me my entries about work", listing.en, "more", "That's all"],
    ["mostra as entradas sobre o trabalho", listing.pt, "e mais?", "É tudo"],
  ])("after %s, %s says when there are no others", async (question, answer, next, said) => {
    const { text } = await moreAfter(question, answer, next, { results: rows.slice(0, 3), confidence: "high" });
    expect(text).toContain(said);
  });

  it.each(["more", "e mais?"])("%s with nothing listed before is no search", async (next) => {
    const { calls } = await plan(next);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
  });
});

describe("the week asked with Portuguese's bare article is the last 7 days, as “my week”", () => {
  it.each(["como foi a semana?", "how was the week?", "como correu a semana?", "e o mês, como foi?"])("%s", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("get_current_state");
    expect([7, 30]).toContain(calls[0]?.args["days"]);
  });

});

describe("this week asked on a Monday is the calendar week so far, Monday to today", () => {
  const monday = new Date("2024-05-06T10:00:00Z");
  const conversation = async (messages: ModelMessage[]) => {
    const { stream, toolSpecs } = await import("./offlineTestModel.js");
    const parts = await stream({ system: "", messages, tools: toolSpecs(), now: monday, timeZone: "Europe/Lisbon" });
    return {
      calls: parts.flatMap((part) => (part.type === "toolCall" ? [{ id: part.call.id, name: part.call.name, args: JSON.parse(part.call.arguments) as Record<string, unknown> }] : [])),
      text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
    };
  };
  const firstCalls = async (question: string) => (await conversation([{ role: "user", content: question }])).calls;

  it.each(["did I see Tom this week?", "vi o Tom esta semana?", "did I go running this week?", "fui correr esta semana?"])("%s searches Monday to today, not the last 7 days", async (question) => {
    const calls = await firstCalls(question);
    const search = calls.find((call) => call.name === "search_journal");
    expect(search?.args).toMatchObject({ from: "2024-05-06", to: "2024-05-06" });
    expect(calls.map((call) => call.name)).not.toContain("get_entry");
  });

  it.each(["what did I do this week?", "o que fiz esta semana?", "how was this week?", "como foi esta semana?", "what did I write this week?", "o que escrevi nesta semana?"])(
    "%s reads Monday to today",
    async (question) => {
      const calls = await firstCalls(question);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(call.name).not.toBe("get_current_state");
        expect(call.args["after"] ?? call.args["from"]).toBe("2024-05-06");
      }
    },
  );

  it.each([
    ["what did I write this week?", "You haven't written anything yet this week"],
    ["how was this week?", "You haven't written anything yet this week"],
    ["o que escrevi esta semana?", "Ainda não escreveu nada esta semana"],
    ["como foi esta semana?", "Ainda não escreveu nada esta semana"],
  ])("%s says plainly when the week has no entry yet", async (question, said) => {
    const asked: ModelMessage = { role: "user", content: question };
    const { calls } = await conversation([asked]);
    const empty = (name: string) => (name === "get_time_series" ? { points: [], metric: "happiness" } : { entries: [] });
    const { text } = await conversation([
      asked,
      { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
      ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: empty(call.name), meta: {} }) })),
    ]);
    expect(text.startsWith(said), text).toBe(true);
    expect(text).toContain("2024-05-06");
  });
});

describe("the one before a week of one's own", () => {
  const thread = (...messages: string[]) =>
    turn(messages.flatMap((content, index) => (index === messages.length - 1 ? [{ role: "user" as const, content }] : [{ role: "user" as const, content }, { role: "assistant" as const, content: "…" }])));

  it.each([
    ["how was my week?", "and the one before?"],
    ["como foi a minha semana?", "e a anterior?"],
  ])("%s then %s reads the 7 days before the last 7", async (question, next) => {
    const { calls } = await thread(question, next);
    expect(calls.map((call) => [call.name, call.args])).toContainEqual(["get_time_series", { metric: "happiness", from: "2024-04-27", to: "2024-05-03" }]);
  });

  it.each([
    ["how was my week?", "and the one before?", "and stress?"],
    ["como foi a minha semana?", "e a anterior?", "e o stress?"],
  ])("%s, %s, then %s is the stress of those days", async (question, before, stress) => {
    const { calls } = await thread(question, before, stress);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_time_series", { metric: "stress", from: "2024-04-27", to: "2024-05-03" }]]);
  });
});

describe("a name found for a plural asked", () => {
  it.each([
    ["do I have pets?", "Your pet seems to be Biscuit"],
    ["tenho animais?", "Parece que «animal» é Biscuit"],
  ])("%s is said of the singular: %s", async (question, said) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await turn([asked]);
    const topicCall = first.calls.find((call) => call.name === "search_journal")!;
    const introducing = { results: [{ entryId: "a", date: "2024-02-12", excerpt: "We got a puppy. His name is Biscuit.", score: 1, confidence: "high" }], confidence: "high" };
    const exchange: ModelMessage[] = [
      asked,
      { role: "assistant", content: "", toolCalls: [{ id: topicCall.id, name: topicCall.name, arguments: JSON.stringify(topicCall.args) }] },
      { role: "tool", toolCallId: topicCall.id, name: topicCall.name, content: JSON.stringify({ success: true, data: introducing, meta: {} }) },
    ];
    const second = await turn(exchange);
    const nameCall = second.calls[0]!;
    const { text } = await turn([
      ...exchange,
      { role: "assistant", content: "", toolCalls: [{ id: nameCall.id, name: nameCall.name, arguments: JSON.stringify(nameCall.args) }] },
      { role: "tool", toolCallId: nameCall.id, name: nameCall.name, content: JSON.stringify({ success: true, data: introducing, meta: {} }) },
    ]);
    expect(text).toContain(said);
  });
});
