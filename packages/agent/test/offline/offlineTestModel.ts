import type { ModelMessage, ModelRequest, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";

/** The offline model with the journal skill, as the server builds it. */
export const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** Friday 10 May 2024, late morning in Lisbon: every relative date of the tables resolves against it. */
export const now = new Date("2024-05-10T10:00:00Z");
export const timeZone = "Europe/Lisbon";

export const journalToolNames = [
  "search_journal",
  "get_recent_entries",
  "get_entry",
  "get_time_series",
  "get_current_state",
  "get_month_summary",
  "get_year_summary",
  "compare_time_periods",
  "count_mentions",
  "rank_names",
] as const;

export const toolSpecs = (names: ReadonlyArray<string> = journalToolNames): ToolSpec[] => names.map((name) => ({ name, description: name, parameters: {} }));

export const stream = (request: ModelRequest): Promise<ModelStreamPart[]> =>
  Effect.runPromise(Stream.runCollect(model.stream(request)).pipe(Effect.map((parts) => Array.from(parts))));

/** What the model does with a conversation: the tool calls it makes (name and parsed arguments), or its text. */
export const turn = async (messages: ReadonlyArray<ModelMessage>, tools: ReadonlyArray<ToolSpec> = toolSpecs()) => {
  const parts = await stream({ system: "", messages, tools, now, timeZone });
  return {
    calls: parts.flatMap((part) => (part.type === "toolCall" ? [{ id: part.call.id, name: part.call.name, args: JSON.parse(part.call.arguments) as Record<string, unknown> }] : [])),
    text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
  };
};

/** The model's first move on `next`, asked after `question` was answered with `answer`. */
export const after = (question: string, answer: string, next: string) =>
  turn([
    { role: "user", content: question },
    { role: "assistant", content: answer },
    { role: "user", content: next },
  ]);

/** The model's first move on one question. */
export const plan = (question: string, tools?: ReadonlyArray<ToolSpec>) => turn([{ role: "user", content: question }], tools);

/** The model's first move on `question`, then its answer once that move's one call returned `data`. */
export const answerWith = async (question: string, data: Record<string, unknown>) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await turn([asked]);
  const [call] = calls;
  const answer = await turn([
    asked,
    { role: "assistant", content: "", toolCalls: [{ id: call!.id, name: call!.name, arguments: JSON.stringify(call!.args) }] },
    { role: "tool", toolCallId: call!.id, name: call!.name, content: JSON.stringify({ success: true, data, meta: {} }) },
  ]);
  return { calls, text: answer.text };
};
