import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "When was the last time I was sick?" asks the journal for its last entry about being ill, by every word of it in both
// languages; its "last" asks for an occasion, not for a document's term, so the documents searched when the journal has
// nothing are searched for the illness alone.

const { turn, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone });

/** The calls of the second round, once the first round's journal search found nothing. */
const afterNothingFound = async (question: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const first = await turn(messages);
  messages.push(
    { role: "assistant", content: "", toolCalls: first.calls },
    ...first.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { query: "", results: [] } }) })),
  );
  return { first: first.calls.map((call) => call.name), second: (await turn(messages)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const) };
};

describe("the last time one was ill", () => {
  it.each([
    ["when was the last time I was sick?", "sick"],
    ["quando foi a última vez que estive doente?", "doente"],
  ])("%s searches the documents for the illness alone when the journal has nothing", async (question, word) => {
    const { first, second } = await afterNothingFound(question);
    expect(first).toEqual(["search_journal"]);
    for (const [, args] of second) {
      expect(args["query"]).toBe(word);
      expect(JSON.stringify(args["related"] ?? [])).not.toMatch(/"term"|"prazo"/u);
    }
  });

  it.each([
    ["when was I last ill?", "ill", ["sick", "flu", "doente"]],
    ["when did I last feel ill?", "ill", ["sick", "fever", "gripe"]],
    ["quando adoeci pela última vez?", "adoeci", ["doente", "gripe", "sick"]],
    ["quando foi a última vez que estive constipado?", "constipado", ["doente", "gripe", "constipação"]],
  ])("%s searches the journal for every word of being ill", async (question, word, alternatives) => {
    const calls = await callsAfter(question);
    expect(calls).toHaveLength(1);
    const [name, args] = calls[0]!;
    expect(name).toBe("search_journal");
    expect(args["query"]).toBe(word);
    expect(args["related"]).toEqual([expect.arrayContaining([word, ...alternatives])]);
  });
});
