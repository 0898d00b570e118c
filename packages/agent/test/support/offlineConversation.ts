import type { JournalSpan, KnownAsset, Memory, ModelMessage, ModelToolCall, ToolSpec } from "@lifeos/core";
import { memoryContextBlock } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { expect } from "vitest";
import type { OfflineSkill } from "../../src/models/offline/OfflineSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { calculatorSkill } from "../../src/chat/offline/calculatorSkill.js";
import { daysBetweenSkill } from "../../src/chat/offline/daysBetweenSkill.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { journalWriteSkill } from "../../src/journal/offline/write/journalWriteSkill.js";
import { knowledgeSkill } from "../../src/knowledge/offline/knowledgeSkill.js";
import { memorySkill } from "../../src/memory/offline/memorySkill.js";
import { portfolioSkill } from "../../src/portfolio/offline/portfolioSkill.js";
import { reflectionSkill } from "../../src/reflection/skill/reflectionSkill.js";

/** Every domain's skill, in the server's order. */
export const everySkill: ReadonlyArray<OfflineSkill> = [calculatorSkill, daysBetweenSkill, journalSkill, journalWriteSkill, memorySkill, knowledgeSkill, reflectionSkill, portfolioSkill];

/** What a tool returns in a test: the same data for every call, by tool name, or computed from the call. */
export type ToolData = Readonly<Record<string, unknown>> | ((name: string, args: Record<string, unknown>) => unknown);

const dataFor = (data: ToolData, call: ModelToolCall): unknown =>
  typeof data === "function" ? data(call.name, JSON.parse(call.arguments) as Record<string, unknown>) : data[call.name];

export interface OfflineConversationOptions {
  readonly skills: ReadonlyArray<OfflineSkill>;
  /** The tools offered, by name; every tool of the skills when left out. */
  readonly tools?: ReadonlyArray<string>;
  readonly now: Date;
  readonly timeZone: string;
  /** The user's assets, handed with every request as the chat does (`ModelRequest.assets`); not told when left out. */
  readonly assets?: ReadonlyArray<KnownAsset>;
  /** The names of the user's accounts, handed likewise (`ModelRequest.accounts`); not told when left out. */
  readonly accounts?: ReadonlyArray<string>;
  /** The journal's first and last dates, handed likewise (`ModelRequest.journalSpan`); not told when left out. */
  readonly journalSpan?: JournalSpan;
  /** The user's own words, handed likewise (`ModelRequest.vocabulary`); not told when left out. */
  readonly vocabulary?: ReadonlySet<string>;
  /** The names among them, handed likewise (`ModelRequest.names`); not told when left out. */
  readonly names?: ReadonlySet<string>;
}

/**
 * The offline model with these skills, and the moves of a conversation with
 * it: one turn, a question's first calls, and the answer once the calls came
 * back with given data (round after round, as the chat loop does).
 */
export const offlineConversation = (options: OfflineConversationOptions) => {
  const model = OfflineLanguageModel.make({ skills: options.skills });
  const names = options.tools ?? [...new Set(options.skills.flatMap((skill) => skill.tools))];
  const tools: ReadonlyArray<ToolSpec> = names.map((name) => ({ name, description: name, parameters: {} }));

  /** The model's move on a conversation: the calls it makes, or its text. */
  const turn = async (messages: ReadonlyArray<ModelMessage>, system = "", offered: ReadonlyArray<ToolSpec> = tools) => {
    const parts = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system, messages, tools: offered, now: options.now, timeZone: options.timeZone, ...(options.assets === undefined ? {} : { assets: options.assets }), ...(options.accounts === undefined ? {} : { accounts: options.accounts }), ...(options.vocabulary === undefined ? {} : { vocabulary: options.vocabulary }), ...(options.names === undefined ? {} : { names: options.names }), ...(options.journalSpan === undefined ? {} : { journalSpan: options.journalSpan }) }))));
    return {
      calls: parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : [])),
      text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
    };
  };

  /** The model's first move on one question. */
  const ask = (question: string, system = "", offered?: ReadonlyArray<ToolSpec>) => turn([{ role: "user", content: question }], system, offered);

  /** The answer after every round of calls came back with `data`; the model must have stopped calling by then. */
  const answerWith = async (question: string, data: ToolData, system = "") => {
    const messages: ModelMessage[] = [{ role: "user", content: question }];
    let step = await turn(messages, system);
    for (let round = 0; round < 3 && step.calls.length > 0; round++) {
      messages.push(
        { role: "assistant", content: "", toolCalls: step.calls },
        ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: dataFor(data, call) ?? {} }) })),
      );
      step = await turn(messages, system);
    }
    expect(step.calls).toEqual([]);
    return step.text;
  };

  /** The calls made for the last of `questions`, asked one after another in one conversation (the earlier ones answered "…"), with parsed arguments. */
  const callsAfter = async (...questions: ReadonlyArray<string>) => {
    const messages = questions.flatMap((content, index): ModelMessage[] =>
      index < questions.length - 1 ? [{ role: "user", content }, { role: "assistant", content: "…" }] : [{ role: "user", content }],
    );
    return (await turn(messages)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
  };

  return { model, tools, turn, ask, answerWith, callsAfter };
};

let memoryIds = 0;

/** A stored memory, with the fields the memory section of a system prompt shows. */
export const storedMemory = (content: string, type: string, date: string): Memory =>
  ({ id: `01890000-0000-7000-8000-${String((memoryIds += 1)).padStart(12, "0")}`, content, type, occurredAt: new Date(`${date}T12:00:00Z`), createdAt: new Date(`${date}T12:00:00Z`) }) as unknown as Memory;

/** A system prompt carrying these memories the way the chat puts them there. */
export const systemWith = (memories: ReadonlyArray<Memory>) => `You are LifeOS.\n${memoryContextBlock(memories).text}`;
