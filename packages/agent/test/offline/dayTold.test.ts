import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const tools: ToolSpec[] = journalToolNames.map((name) => ({ name, description: name, parameters: {} }));

const state = { days: 14, from: "2024-04-27", to: "2024-05-10", entryCount: 9, lastEntryDate: "2024-05-10", totalEntries: 40, firstEntryDate: "2024-01-03", metrics: {}, themes: [], stressors: [], protectiveFactors: [], todos: [] };

const answered = async (question: string) => {
  const asked: ModelMessage = { role: "user", content: question };
  const run = async (messages: ReadonlyArray<ModelMessage>) =>
    Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone })))) as ModelStreamPart[];
  const call = (await run([asked])).flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0]!;
  const parts = await run([
    asked,
    { role: "assistant", content: "", toolCalls: [call] },
    { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: state, meta: {} }) },
  ]);
  return { tool: call.name, text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("") };
};

describe("a day told, not asked about, offline", () => {
  it.each([
    ["I had a great day today, went hiking with Tom in Sintra", /^Good to hear\./],
    ["today was rough", /^That sounds hard\./],
    ["Hoje foi um dia difícil no trabalho", /^Isso parece difícil\./],
    ["tive um dia ótimo com a Ana", /^Ainda bem\./],
    // Feeling down, as it is said in Portugal and in Brazil.
    ["estou meio para baixo", /^Isso parece difícil\./],
    ["tô meio pra baixo hoje", /^Isso parece difícil\./],
    ["ando abatida", /^Isso parece difícil\./],
    ["I'm feeling a bit down", /^That sounds hard\./],
  ])("%j is answered as told, before how the last days look", async (question, opening) => {
    const { tool, text } = await answered(question);
    expect(tool).toBe("get_current_state");
    expect(text).toMatch(opening);
  });

  it.each([["was today a good day?"], ["hoje foi um bom dia?"], ["how was my day today?"]])("%j is still a question", async (question) => {
    const { text } = await answered(question);
    expect(text).not.toMatch(/^(?:Good to hear|That sounds hard|Ainda bem|Isso parece)/);
  });
});
