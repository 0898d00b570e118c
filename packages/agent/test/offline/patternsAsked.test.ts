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

describe("advice for a period only begun", () => {
  it.each([
    ["What should I focus on this week?", "en"],
    ["o que devo fazer esta semana?", "pt"],
  ] as const)("%j on a Monday reads at least the last 7 days", async (question, language) => {
    const monday = OfflineLanguageModel.make({ skills: [journalSkill] });
    const messages: ModelMessage[] = [{ role: "user", content: question }];
    const parts: ModelStreamPart[] = Array.from(
      await Effect.runPromise(Stream.runCollect(monday.stream({ system: "", messages, tools, now: new Date("2024-05-06T10:00:00Z"), timeZone }))),
    );
    const call = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0];
    expect(call?.name).toBe("get_current_state");
    expect(JSON.parse(call?.arguments ?? "{}")).toEqual({ days: 7, language });
  });
});
