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
    ["search my conversations for dentist", { query: "dentist" }],
    ["find the lease in our chats", { query: "lease" }],
    ["procura nas minhas conversas o dentista", { query: "dentista" }],
    ["pesquisa o seguro nas nossas conversas", { query: "seguro" }],
    // A word of the records themselves is what is searched for, though a topic leaves it out.
    ["search my conversations for journal", { query: "journal" }],
    ["did we talk about my diary?", { query: "diary" }],
    ["procura nas minhas conversas diário", { query: "diário" }],
    ["já falámos sobre as minhas notas?", { query: "notas" }],
    // A conversation asked for as such, to find again.
    ["find the conversation about mom", { query: "mom" }],
    ["show me our chat on the lease", { query: "lease" }],
    ["the chat where we talked about dividends", { query: "dividends" }],
    ["encontra a conversa sobre a renda", { query: "renda" }],
    ["mostra-me a nossa conversa do dentista", { query: "dentista" }],
    ["a conversa em que falámos do seguro", { query: "seguro" }],
  ])("reads %j as a search of the earlier conversations", async (question, args) => {
    expect(await firstCall(question)).toEqual({ name: "search_conversations", arguments: { ...args, limit: 10 } });
  });

  // What was told then is what memory kept of it first, with the day's conversations.
  it.each(["do you remember what I told you yesterday?", "lembras-te do que te contei ontem?"])("reads %j as what was kept, then the day's conversations", async (question) => {
    expect(await firstCall(question)).toEqual({ name: "search_memories", arguments: { query: "", toldFrom: "2024-05-09", toldTo: "2024-05-09", limit: 20 } });
  });

  it.each([
    ["how many conversations have we had?", {}],
    ["how many times have we talked about the lease?", { query: "lease" }],
    ["quantas conversas já tivemos?", {}],
    ["quantas vezes conversamos sobre o seguro?", { query: "seguro" }],
  ])("reads %j as a count of the earlier conversations, not of the journal's words", async (question, args) => {
    expect(await firstCall(question)).toEqual({ name: "search_conversations", arguments: { ...args, limit: 10, counted: true } });
  });

  it.each([
    ["how many conversations have we had?", "Before this one, we have had 12 conversations, the first begun on 2024-03-02.", "The latest:"],
    ["quantas conversas já tivemos?", "Antes desta, tivemos 12 conversas; a primeira começou em 2024-03-02.", "As mais recentes:"],
  ])("answers %j with the count of the earlier conversations", async (question, counted, latest) => {
    const call = { id: "c1", name: "search_conversations", arguments: JSON.stringify({ limit: 10, counted: true }) };
    const data = {
      query: null,
      conversations: [{ threadId: "t", title: "Rent", lastActive: "2024-05-09", asked: "how much is my rent?", answered: "The monthly rent is 1,150 euros." }],
      total: { count: 12, since: "2024-03-02" },
    };
    const messages: ModelMessage[] = [
      { role: "user", content: question },
      { role: "assistant", content: "", toolCalls: [call] },
      { role: "tool", toolCallId: "c1", name: "search_conversations", content: JSON.stringify({ success: true, data, meta: {} }) },
    ];
    const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
    const text = parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("");
    expect(text).toContain(counted);
    expect(text).toContain(latest);
    expect(text).toContain("2024-05-09");
  });

  it.each([
    ["how many conversations did I have with Tom?"],
    ["quantas conversas tive com a Ana?"],
    ["what did I write about my last conversation with Tom?"],
    ["quando foi a minha última conversa com a mãe?"],
    ["what did I tell you about my sister?"],
    ["what did Ana and I talk about?"],
    ["search my journal for dentist"],
    ["procura no diário conversas com a Ana"],
    ["find the conversation with Tom in my journal"],
    ["encontra a conversa com a Ana no diário"],
  ])("leaves %j to the journal or memory", async (question) => {
    expect((await firstCall(question))?.name).not.toBe("search_conversations");
  });
});
