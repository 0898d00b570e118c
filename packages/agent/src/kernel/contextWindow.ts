import type { ModelMessage } from "@lifeos/core";
import { countTokens } from "@lifeos/core";

const cache = new WeakMap<ModelMessage, number>();

/** Tokens of one message (content plus tool-call names and arguments), counted once per message object. */
export const messageTokens = (message: ModelMessage): number => {
  const cached = cache.get(message);
  if (cached !== undefined) return cached;
  let text = message.content;
  if (message.role === "assistant") for (const call of message.toolCalls ?? []) text += call.name + call.arguments;
  const tokens = countTokens(text) + 4;
  cache.set(message, tokens);
  return tokens;
};

/**
 * Splits history into units that must stay together: an assistant message
 * with tool calls plus the tool results answering them; any other message
 * alone.
 */
const units = (messages: ReadonlyArray<ModelMessage>): ModelMessage[][] => {
  const result: ModelMessage[][] = [];
  for (const message of messages) {
    const last = result[result.length - 1];
    if (message.role === "tool" && last) last.push(message);
    else result.push([message]);
  }
  return result;
};

const summaryLimit = 600;

/**
 * Fits history into `budget` tokens: drops the oldest units first (never
 * splitting a tool call from its result, never dropping the newest unit) and
 * puts a short note in front saying what the dropped user turns asked.
 * Returns the history unchanged when it fits.
 */
export const fitToWindow = (
  messages: ReadonlyArray<ModelMessage>,
  budget: number,
): { messages: ReadonlyArray<ModelMessage>; dropped: number } => {
  let total = 0;
  for (const message of messages) total += messageTokens(message);
  if (total <= budget) return { messages, dropped: 0 };
  const grouped = units(messages);
  const dropped: ModelMessage[] = [];
  while (grouped.length > 1 && total > budget - 200) {
    const unit = grouped.shift()!;
    for (const message of unit) {
      total -= messageTokens(message);
      dropped.push(message);
    }
  }
  // A history that starts with tool results or a dangling assistant turn is invalid for providers.
  while (grouped.length > 1 && grouped[0]![0]!.role !== "user") {
    for (const message of grouped.shift()!) dropped.push(message);
  }
  const asked = dropped
    .filter((message) => message.role === "user")
    .map((message) => message.content.replace(/\s+/g, " ").slice(0, 120))
    .join(" | ")
    .slice(0, summaryLimit);
  const note: ModelMessage = {
    role: "user",
    content: `[Earlier messages were left out to fit the context window.${asked ? ` Earlier the user asked: ${asked}` : ""}]`,
  };
  const kept = grouped.flat();
  return { messages: [note, { role: "assistant", content: "Understood." }, ...kept], dropped: dropped.length };
};
