import type { ModelMessage } from "@lifeos/core";
import { countTokens } from "@lifeos/core";

const cache = new WeakMap<ModelMessage, number>();

const messageText = (message: ModelMessage): string => {
  let text = message.content;
  if (message.role === "assistant") for (const call of message.toolCalls ?? []) text += call.name + call.arguments;
  return text;
};

/** Tokens of one message (content plus tool-call names and arguments), counted once per message object. */
export const messageTokens = (message: ModelMessage): number => {
  const cached = cache.get(message);
  if (cached !== undefined) return cached;
  const tokens = countTokens(messageText(message)) + 4;
  cache.set(message, tokens);
  return tokens;
};

/**
 * An upper bound of `messageTokens` without tokenizing: a token is at least
 * one UTF-8 byte, so a text never has more tokens than bytes.
 */
const tokenCeiling = (message: ModelMessage): number => Buffer.byteLength(messageText(message), "utf8") + 4;

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
/** Room kept for the note that replaces what was dropped. */
const noteReserve = 300;

const unitTokens = (unit: ReadonlyArray<ModelMessage>): number => unit.reduce((sum, message) => sum + messageTokens(message), 0);

/**
 * Fits history into `budget` tokens, never failing:
 * - history that fits is returned unchanged (checked first with a byte
 *   bound, so short histories are never tokenized);
 * - otherwise whole units are dropped, oldest first: first the turns before
 *   the newest user message, then (only if still over) the oldest tool
 *   rounds after it, never the newest unit;
 * - a tool call is never separated from its results, the newest user
 *   message is always kept, and the kept history starts with a user message;
 * - a short note in front says that messages were left out and what the
 *   dropped user turns asked.
 * When even the newest user message and the newest unit exceed the budget
 * they are returned anyway: the provider, not this function, decides.
 */
export const fitToWindow = (
  messages: ReadonlyArray<ModelMessage>,
  budget: number,
): { messages: ReadonlyArray<ModelMessage>; dropped: number } => {
  let ceiling = 0;
  for (const message of messages) ceiling += tokenCeiling(message);
  if (ceiling <= budget) return { messages, dropped: 0 };
  let total = 0;
  for (const message of messages) total += messageTokens(message);
  if (total <= budget) return { messages, dropped: 0 };

  const grouped = units(messages);
  let newestUser = -1;
  for (let index = grouped.length - 1; index >= 0; index--) {
    if (grouped[index]![0]!.role === "user") {
      newestUser = index;
      break;
    }
  }
  const before = newestUser > 0 ? grouped.slice(0, newestUser) : [];
  const pinned = newestUser >= 0 ? [grouped[newestUser]!] : [];
  const after = newestUser >= 0 ? grouped.slice(newestUser + 1) : grouped;
  const dropped: ModelMessage[] = [];
  const drop = (unit: ReadonlyArray<ModelMessage>) => {
    total -= unitTokens(unit);
    dropped.push(...unit);
  };

  while (before.length > 0 && total > budget - noteReserve) drop(before.shift()!);
  // A history must not start with tool results or a dangling assistant turn.
  while (before.length > 0 && before[0]![0]!.role !== "user") drop(before.shift()!);
  while (after.length > 1 && total > budget - noteReserve) drop(after.shift()!);
  if (dropped.length === 0) return { messages, dropped: 0 };

  const asked = dropped
    .filter((message) => message.role === "user")
    .map((message) => message.content.replace(/\s+/g, " ").slice(0, 120))
    .join(" | ")
    .slice(0, summaryLimit);
  const toolRounds = dropped.filter((message) => message.role === "assistant" && (message.toolCalls?.length ?? 0) > 0).length;
  const note: ModelMessage = {
    role: "user",
    content:
      `[Earlier messages were left out to fit the context window.` +
      `${asked ? ` Earlier the user asked: ${asked}` : ""}` +
      `${toolRounds > 0 ? ` ${toolRounds} earlier round(s) of tool calls were left out.` : ""}]`,
  };
  const kept = [...before, ...pinned, ...after].flat();
  return { messages: [note, { role: "assistant", content: "Understood." }, ...kept], dropped: dropped.length };
};
