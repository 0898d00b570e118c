import type { MemoryId } from "../common/ids.js";
import { countTokens } from "../common/tokens.js";
import type { Memory } from "./memory.js";

/** The memories put before a model turn, and the text that carries them. */
export interface MemoryContextBlock {
  /** The system-prompt section, or "" when no memory fits or none was found. */
  readonly text: string;
  readonly memoryIds: ReadonlyArray<MemoryId>;
}

/** The heading the block opens with; the offline model finds the block by it. */
export const memoryContextHeading = "What you remember about the user (current facts, newest first where it matters):";

const dateOf = (memory: Memory) => (memory.occurredAt ?? memory.createdAt).toISOString().slice(0, 10);

/** One line per memory: `- [id] (date, type) content`. */
export const memoryContextLine = (memory: Memory): string =>
  `- [${memory.id}] (${dateOf(memory)}, ${memory.type}) ${memory.content.replace(/\s+/g, " ").trim()}`;

/**
 * The most relevant memories, in the order given, as a system-prompt section
 * of at most `budgetTokens` tokens (default 800, counted with the o200k
 * tokenizer): whole lines only, stopping at the first that does not fit.
 */
export const memoryContextBlock = (memories: ReadonlyArray<Memory>, budgetTokens = 800): MemoryContextBlock => {
  const lines: string[] = [];
  const memoryIds: MemoryId[] = [];
  let used = countTokens(memoryContextHeading) + 1;
  for (const memory of memories) {
    const line = memoryContextLine(memory);
    const cost = countTokens(line) + 1;
    if (used + cost > budgetTokens) break;
    lines.push(line);
    memoryIds.push(memory.id);
    used += cost;
  }
  if (lines.length === 0) return { text: "", memoryIds: [] };
  return { text: [memoryContextHeading, ...lines].join("\n"), memoryIds };
};
