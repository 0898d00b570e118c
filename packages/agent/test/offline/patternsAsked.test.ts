import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const tools: ToolSpec[] = journalToolNames.map((name) => ({ name, description: name, parameters: {} }));

const firstCall = async (question: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
  return parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0];
};

describe("the journal's patterns asked for as a whole, offline", () => {
  it.each([
    ["What patterns do you see in my journal?", "en"],
    ["any insights?", "en"],
    ["Tell me something interesting about my journal", "en"],
    ["what stands out?", "en"],
    ["Que padrões vês no meu diário?", "pt"],
    ["conta-me algo interessante sobre o meu diário", "pt"],
    ["algum padrão nas minhas entradas?", "pt"],
  ] as const)("reads %j as the journal's state over 90 days", async (question, language) => {
    const call = await firstCall(question);
    expect(call?.name).toBe("get_current_state");
    expect(JSON.parse(call?.arguments ?? "{}")).toEqual({ days: 90, language });
  });

  it.each([["what patterns do you see in my sleep?"], ["did I write about sewing patterns?"]])("keeps %j about its own subject", async (question) => {
    const call = await firstCall(question);
    expect(call?.name).not.toBe("get_current_state");
  });
});
