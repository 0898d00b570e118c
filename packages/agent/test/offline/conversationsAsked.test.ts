import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { conversationsSkill } from "../../src/chat/offline/conversationsSkill.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { memorySkill } from "../../src/memory/offline/memorySkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill, memorySkill, conversationsSkill] });
const names = [...journalToolNames, "search_memories", "get_person", "remember", "forget", "list_reminders", "create_reminder", "search_conversations"];
const tools: ToolSpec[] = names.map((name) => ({ name, description: name, parameters: {} }));

const firstCall = async (question: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
  const call = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0];
  return call === undefined ? undefined : { name: call.name, arguments: JSON.parse(call.arguments) as Record<string, unknown> };
};

describe("questions about the conversations themselves, offline", () => {
  it.each([
    ["What did we talk about last time?", {}],
    ["do you remember our last conversation?", {}],
    ["what have we discussed before?", {}],
    ["Sobre o que falámos da última vez?", {}],
    ["Sobre o que falamos da última vez?", {}],
    ["Qual foi a nossa última conversa?", {}],
    ["lembras-te da nossa última conversa?", {}],
    ["did we talk about the lease?", { query: "lease" }],
    ["já falámos sobre a renda?", { query: "renda" }],
    ["quando conversamos sobre o seguro?", { query: "seguro" }],
    ["what did I ask you yesterday?", { from: "2024-05-09", to: "2024-05-09" }],
    ["o que te perguntei ontem?", { from: "2024-05-09", to: "2024-05-09" }],
    ["do you remember what I told you yesterday?", { from: "2024-05-09", to: "2024-05-09" }],
    ["lembras-te do que te contei ontem?", { from: "2024-05-09", to: "2024-05-09" }],
    ["search my conversations for dentist", { query: "dentist" }],
    ["find the lease in our chats", { query: "lease" }],
    ["procura nas minhas conversas o dentista", { query: "dentista" }],
    ["pesquisa o seguro nas nossas conversas", { query: "seguro" }],
  ])("reads %j as a search of the earlier conversations", async (question, args) => {
    expect(await firstCall(question)).toEqual({ name: "search_conversations", arguments: { ...args, limit: 10 } });
  });

  it.each([
    ["what did I write about my last conversation with Tom?"],
    ["quando foi a minha última conversa com a mãe?"],
    ["what did I tell you about my sister?"],
    ["what did Ana and I talk about?"],
    ["search my journal for dentist"],
    ["procura no diário conversas com a Ana"],
  ])("leaves %j to the journal or memory", async (question) => {
    expect((await firstCall(question))?.name).not.toBe("search_conversations");
  });
});
