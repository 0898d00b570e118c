import { memoryContextHeading } from "@lifeos/core";

/** A memory the chat put into the turn's system prompt, as the offline model reads it back. */
export interface RememberedFact {
  readonly memoryId: string;
  /** When it happened, or when it was told when undated (YYYY-MM-DD). */
  readonly date: string;
  /** fact, preference, event, relationship, appointment or task. */
  readonly type: string;
  readonly content: string;
}

const line = /^- \[([^\]]+)\] \((\d{4}-\d{2}-\d{2}), ([a-z]+)\) (.+)$/;

/**
 * The memories of a system prompt's memory section (`memoryContextBlock`
 * in core: its heading, then one `- [id] (date, type) content` line each),
 * in the order given (most relevant first); none when the prompt has no
 * such section. Lines that do not have that shape end the section.
 */
export const rememberedFacts = (system: string): ReadonlyArray<RememberedFact> => {
  const start = system.indexOf(memoryContextHeading);
  if (start < 0) return [];
  const facts: RememberedFact[] = [];
  for (const text of system.slice(start + memoryContextHeading.length).split("\n").slice(1)) {
    const match = line.exec(text.trim());
    if (match === null) break;
    facts.push({ memoryId: match[1]!, date: match[2]!, type: match[3]!, content: match[4]! });
  }
  return facts;
};
