import type { ModelMessage, ToolResultProcessing } from "@lifeos/core";
import type { ToolResultView } from "./OfflineSkill.js";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const parseObject = (text: string | undefined): Json => {
  try {
    const parsed: unknown = JSON.parse(text ?? "{}");
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

/** A result meta's `processing` (see `ToolResultMeta`), when it has a well-formed one. */
const processingOf = (meta: unknown): { processing?: ToolResultProcessing } => {
  if (!isObject(meta) || !isObject(meta["processing"])) return {};
  const { source, pending, processed, total } = meta["processing"];
  if ((source !== "journal" && source !== "documents") || typeof pending !== "number" || typeof processed !== "number" || typeof total !== "number") return {};
  return { processing: { source, pending, processed, total } };
};

/** What happened since the user's last message: the tool results read back, and how many rounds of calls there were. */
export interface Exchange {
  readonly results: ReadonlyArray<ToolResultView>;
  readonly rounds: number;
}

/**
 * The tool calls made since the last user message and their results, in
 * call order (a call with no result yet is left out). Results arrive as
 * the kernel sends them back: `{ success, data, meta }` or
 * `{ success: false, error: { message } }`.
 */
export const readExchange = (messages: ReadonlyArray<ModelMessage>): Exchange => {
  let start = messages.length;
  while (start > 0 && messages[start - 1]!.role !== "user") start -= 1;
  const since = messages.slice(start);
  const results: ToolResultView[] = [];
  let rounds = 0;
  for (const message of since) {
    if (message.role !== "assistant" || (message.toolCalls ?? []).length === 0) continue;
    rounds += 1;
    for (const call of message.toolCalls ?? []) {
      const reply = since.find((candidate) => candidate.role === "tool" && candidate.toolCallId === call.id);
      if (reply === undefined || reply.role !== "tool") continue;
      const body = parseObject(reply.content);
      const success = body["success"] === true;
      const error = isObject(body["error"]) && typeof body["error"]["message"] === "string" ? body["error"]["message"] : null;
      results.push({
        id: call.id,
        name: call.name,
        arguments: parseObject(call.arguments),
        success,
        data: success && isObject(body["data"]) ? body["data"] : {},
        error: success ? null : (error ?? "it failed"),
        ...processingOf(body["meta"]),
      });
    }
  }
  return { results, rounds };
};

const offlineCallId = /^offline-(.+?)(?:-p(\d+))?-\d+$/;

/** The skill a call id names (`offline-<skill>-<n>`, `offline-<skill>-p<asks>-<n>`), or null for ids the offline model did not make. */
export const skillOfCall = (id: string): string | null => offlineCallId.exec(id)?.[1] ?? null;

/** Which asks of the message a call answers (`toolCall`'s `parts`): the first alone for an id without them, and for ids the offline model did not make. */
export const partsOfCall = (id: string): number[] => [...(offlineCallId.exec(id)?.[2] ?? "0")].map(Number);
