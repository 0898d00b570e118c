import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { fitToWindow } from "../src/index.js";
import { messageTokens } from "../src/kernel/contextWindow.js";

const words = (count: number, word = "journal") => Array.from({ length: count }, (_, index) => `${word}${index}`).join(" ");
const user = (content: string): ModelMessage => ({ role: "user", content });
const assistant = (content: string): ModelMessage => ({ role: "assistant", content });
const toolRound = (id: string, payload: string): ModelMessage[] => [
  { role: "assistant", content: "", toolCalls: [{ id, name: "search_journal", arguments: JSON.stringify({ query: id }) }] },
  { role: "tool", toolCallId: id, name: "search_journal", content: payload },
];
const tokensOf = (messages: ReadonlyArray<ModelMessage>) => messages.reduce((sum, message) => sum + messageTokens(message), 0);

/** Every tool result answers a call of the assistant message just before its group, and vice versa. */
const pairsIntact = (messages: ReadonlyArray<ModelMessage>): boolean => {
  for (let index = 0; index < messages.length; index++) {
    const message = messages[index]!;
    if (message.role === "assistant" && message.toolCalls && message.toolCalls.length > 0) {
      const results = [];
      let next = index + 1;
      while (messages[next]?.role === "tool") results.push(messages[next++]!);
      const ids = message.toolCalls.map((call) => call.id).sort();
      if (JSON.stringify(results.map((result) => (result.role === "tool" ? result.toolCallId : "")).sort()) !== JSON.stringify(ids)) return false;
    }
    if (message.role === "tool") {
      let back = index - 1;
      while (messages[back]?.role === "tool") back -= 1;
      const owner = messages[back];
      if (!owner || owner.role !== "assistant" || !owner.toolCalls?.some((call) => call.id === message.toolCallId)) return false;
    }
  }
  return true;
};

describe("fitToWindow", () => {
  it("returns history that fits unchanged (the same array)", () => {
    const history = [user("hello"), assistant("hi"), user("how was March?")];
    const fitted = fitToWindow(history, 10_000);
    expect(fitted.messages).toBe(history);
    expect(fitted.dropped).toBe(0);
  });

  it("drops the oldest turns first, keeps the newest user message, and notes what was asked", () => {
    const history: ModelMessage[] = [];
    for (let turn = 0; turn < 20; turn++) history.push(user(`question ${turn}: ${words(60)}`), assistant(words(80, "answer")));
    history.push(user("What did I write yesterday?"));
    const budget = Math.floor(tokensOf(history) / 3);
    const fitted = fitToWindow(history, budget);
    expect(fitted.dropped).toBeGreaterThan(0);
    expect(tokensOf(fitted.messages)).toBeLessThanOrEqual(budget);
    expect(fitted.messages.at(-1)).toBe(history.at(-1));
    const note = fitted.messages[0]!;
    expect(note.role).toBe("user");
    expect(note.content).toContain("Earlier messages were left out");
    expect(note.content).toContain("question 0");
    expect(fitted.messages[1]).toEqual({ role: "assistant", content: "Understood." });
    // What is kept is the newest suffix of the history, starting with a user message.
    const kept = fitted.messages.slice(2);
    expect(kept[0]!.role).toBe("user");
    expect(history.slice(history.length - kept.length)).toEqual(kept);
  });

  it("never separates a tool call from its results", () => {
    const history: ModelMessage[] = [];
    for (let turn = 0; turn < 8; turn++) {
      history.push(user(`question ${turn}`), ...toolRound(`call_${turn}`, words(150, "result")), assistant(words(30, "answer")));
    }
    history.push(user("and last week?"));
    for (const budget of [300, 600, 900, 1500, 2500]) {
      const fitted = fitToWindow(history, budget);
      expect(pairsIntact(fitted.messages)).toBe(true);
      expect(fitted.messages.at(-1)).toEqual(user("and last week?"));
      expect(fitted.messages.find((message) => message.role !== "user" && message.role !== "assistant" && message.role !== "tool")).toBeUndefined();
    }
  });

  it("keeps the newest user message when the current run's tool rounds overflow, dropping its oldest rounds", () => {
    const question = user("Summarise my year");
    const history: ModelMessage[] = [user("old question"), assistant("old answer"), question];
    for (let round = 0; round < 6; round++) history.push(...toolRound(`round_${round}`, words(200, "data")));
    const budget = Math.floor(tokensOf(history) / 2);
    const fitted = fitToWindow(history, budget);
    expect(fitted.messages).toContain(question);
    expect(pairsIntact(fitted.messages)).toBe(true);
    // The newest round is kept, the oldest rounds of the run went first.
    expect(fitted.messages.at(-1)).toBe(history.at(-1));
    const ids = fitted.messages.flatMap((message) => (message.role === "tool" ? [message.toolCallId] : []));
    expect(ids).not.toContain("round_0");
    expect(ids).toContain("round_5");
    expect(fitted.messages[0]!.content).toContain("round(s) of tool calls were left out");
  });

  it("never fails: a newest message larger than the whole budget is still sent", () => {
    const huge = user(words(3000));
    const history = [user("before"), assistant("ok"), huge];
    const fitted = fitToWindow(history, 100);
    expect(fitted.messages.at(-1)).toBe(huge);
    expect(fitted.messages.some((message) => message.content === "before")).toBe(false);
    expect(fitToWindow([huge], 10).messages).toEqual([huge]);
    expect(fitToWindow([], 10).messages).toEqual([]);
  });

  it("counts real tokens, not characters: non-Latin text that fits by tokens is kept", () => {
    const history = [user("昨日は何を書きましたか？".repeat(20)), assistant("ok"), user("e ontem?")];
    const exact = tokensOf(history);
    expect(fitToWindow(history, exact).dropped).toBe(0);
    expect(fitToWindow(history, exact - 1).dropped).toBeGreaterThan(0);
  });
});
