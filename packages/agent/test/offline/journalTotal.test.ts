import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const tools: ToolSpec[] = journalToolNames.map((name) => ({ name, description: name, parameters: {} }));

const run = async (messages: ReadonlyArray<ModelMessage>) => {
  const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
  return {
    calls: parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : [])),
    text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
  };
};

const state = (totalEntries: number) => ({
  days: 14,
  from: "2024-04-27",
  to: "2024-05-10",
  entryCount: 9,
  lastEntryDate: totalEntries === 0 ? null : "2024-05-10",
  totalEntries,
  firstEntryDate: totalEntries === 0 ? null : "2021-01-03",
  metrics: {},
  themes: [],
  stressors: [],
  protectiveFactors: [],
  todos: [],
});

describe("how many entries the journal has, offline", () => {
  it.each([
    ["How many entries do I have?", 624, "Your journal has 624 entries, from 2021-01-03 to 2024-05-10."],
    ["quantas entradas tenho?", 624, "O diário tem 624 entradas, de 2021-01-03 a 2024-05-10."],
    ["how many entries do I have", 0, "Your journal has no entries yet."],
  ] as const)("answers %j with the whole journal's count", async (question, total, answer) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await run([asked]);
    const call = first.calls[0]!;
    expect(call.name).toBe("get_current_state");
    const replied = await run([
      asked,
      { role: "assistant", content: "", toolCalls: [call] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: state(total), meta: {} }) },
    ]);
    expect(replied.text).toBe(answer);
  });
});
