import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { knowledgeSkill } from "../../src/knowledge/offline/knowledgeSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "../offline/offlineTestModel.js";

/** The offline model with the journal's and the documents' skills, and their tools offered. */
const model = OfflineLanguageModel.make({ skills: [journalSkill, knowledgeSkill] });
const tools: ToolSpec[] = [...journalToolNames, ...knowledgeSkill.tools].map((name) => ({ name, description: name, parameters: {} }));

export interface MadeCall {
  readonly id: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** The calls the model makes and the text it writes for the messages. */
export const run = async (messages: ReadonlyArray<ModelMessage>): Promise<{ calls: MadeCall[]; text: string }> => {
  const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
  return {
    calls: parts.flatMap((part) => (part.type === "toolCall" ? [{ id: part.call.id, name: part.call.name, args: JSON.parse(part.call.arguments) as Record<string, unknown> }] : [])),
    text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
  };
};

/** The messages after the model's call and the tool's answer `data`. */
export const answered = (before: ReadonlyArray<ModelMessage>, call: MadeCall, data: unknown): ModelMessage[] => [
  ...before,
  { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
  { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data, meta: {} }) },
];

/** The model's answer to `asked` from the documents' `data`, the journal (when asked first) having found nothing. */
export const answerFromDocuments = async (asked: string, data: unknown) => {
  let messages: ModelMessage[] = [{ role: "user", content: asked }];
  let step = await run(messages);
  if (step.calls[0]?.name === "search_journal") {
    messages = answered(messages, step.calls[0], { results: [], confidence: "none" });
    step = await run(messages);
  }
  return { calls: step.calls, answer: step.calls[0]?.name === "search_knowledge_base" ? await run(answered(messages, step.calls[0], data)) : step };
};
