import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// A hard feeling told of a topic ("I'm stressed about work", "tô estressado com o trabalho"): the last 30 days' entries,
// not the most stressed days of all time, those about the topic first; the last year only when those days hold none.

const entry = (date: string, stress: number, excerpt: string) => ({ date, excerpt, mood: { happiness: 100 - stress, stress, energy: 50 } });
const stressed = [
  entry("2024-05-02", 85, "The deadline at work is close and my boss keeps calling."),
  entry("2024-04-25", 80, "Argued with my sister about the house. I felt awful."),
  entry("2024-04-18", 75, "Work again: the client changed the brief and I felt anxious."),
];
const calm = [entry("2024-04-20", 10, "A quiet walk in the park with Ana."), entry("2024-04-27", 15, "Lazy Saturday in the garden.")];
const workFound = [
  { entryId: "a", date: "2024-05-02", excerpt: "The deadline at work is close.", score: 0.8, confidence: "high" },
  { entryId: "c", date: "2024-04-18", excerpt: "Work again: the client changed the brief.", score: 0.7, confidence: "high" },
];

type Call = { id: string; name: string; args: Record<string, unknown> };
const data = (empty: (call: Call) => boolean) => (call: Call): unknown => {
  if (empty(call)) return call.name === "search_journal" ? { results: [], confidence: "none" } : { entries: [], sort: call.args["sort"] };
  if (call.name === "search_journal") return { results: workFound, confidence: "high" };
  return { entries: call.args["sort"] === "most_stressed" ? stressed : calm, sort: call.args["sort"] };
};

/** The rounds of calls made on `said`, each answered by `reply`, and the answer. */
const conversation = async (said: string, reply: (call: Call) => unknown) => {
  let messages: ModelMessage[] = [{ role: "user", content: said }];
  const rounds: Call[][] = [];
  for (;;) {
    const { calls, text } = await turn(messages);
    if (calls.length === 0) return { rounds, text };
    rounds.push(calls);
    messages = [
      ...messages,
      { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
      ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: reply(call), meta: {} }) })),
    ];
  }
};

describe("a hard feeling told of a topic", () => {
  it.each([
    ["I'm stressed about work", "work"],
    ["tô estressado com o trabalho", "trabalho"],
    ["estou muito stressada com o trabalho", "trabalho"],
  ])("%s reads the last 30 days, and the entries about %s", async (said, topic) => {
    const { rounds } = await conversation(said, data(() => false));
    const [first] = rounds;
    expect(first!.map((call) => [call.name, call.args["sort"], call.args["after"] ?? call.args["from"], call.args["before"] ?? call.args["to"]])).toEqual([
      ["get_recent_entries", "most_stressed", "2024-04-11", "2024-05-10"],
      ["get_recent_entries", "calmest", "2024-04-11", "2024-05-10"],
      ["search_journal", undefined, "2024-04-11", "2024-05-10"],
    ]);
    expect(first![2]!.args["query"]).toBe(topic);
  });

  it.each([
    ["I'm sad about my family", "family"],
    ["estou triste com a minha família", "família"],
  ])("%s reads the last 30 days' unhappiest days, and the entries about %s", async (said, topic) => {
    const { rounds } = await conversation(said, data(() => false));
    const [first] = rounds;
    expect(first!.map((call) => call.name)).toEqual(["get_recent_entries", "get_recent_entries", "search_journal"]);
    expect(first![0]!.args).toMatchObject({ sort: "unhappiest", after: "2024-04-11", before: "2024-05-10" });
    expect(first![2]!.args["query"]).toBe(topic);
  });

  it("I'm stressed about work quotes the days about work, not the others", async () => {
    const { text } = await conversation("I'm stressed about work", data(() => false));
    expect(text).toContain("2 entries from 2024-04-11 to 2024-05-10 are about work.");
    expect(text).toContain("2024-05-02");
    expect(text).toContain("2024-04-18");
    expect(text).not.toContain("sister");
  });

  it("tô estressado com o trabalho says it in Portuguese", async () => {
    const { text } = await conversation("tô estressado com o trabalho", data(() => false));
    expect(text).toContain("2 entradas de 2024-04-11 a 2024-05-10 falam de trabalho.");
    expect(text).not.toContain("sister");
  });

  it.each([
    ["I'm stressed about work", "There are no entries in the last 30 days from 2024-04-11 to 2024-05-10; reading the last year instead."],
    ["tô estressado com o trabalho", "Não há entradas nos últimos 30 dias de 2024-04-11 a 2024-05-10; leio o último ano."],
  ])("%s with no entry in the last 30 days reads the last year, and says so", async (said, line) => {
    const { rounds, text } = await conversation(said, data((call) => (call.args["after"] ?? call.args["from"]) === "2024-04-11"));
    expect(rounds).toHaveLength(2);
    expect(rounds[1]![0]!.args).toMatchObject({ sort: "most_stressed", after: "2023-05-12", before: "2024-05-10" });
    expect(text).toContain(line);
  });
});
