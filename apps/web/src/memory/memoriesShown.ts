import type { PartJson } from "../api/types.js";

/** A memory an answer names, as the web shows it. */
export interface ShownMemory {
  readonly id: string;
  readonly summary: string;
}

/** What of a message decides the memories shown under it. */
interface Answer {
  readonly role: string;
  readonly status: string;
  readonly parts: ReadonlyArray<PartJson>;
  readonly memories?: ReadonlyArray<ShownMemory>;
}

/**
 * The memories shown under an answer as used: those the server named as
 * drawn on (`memories`), once the answer is no longer being written and only
 * when it says something. While it streams nothing is shown (which memories
 * were used is known only once the answer is written), and an answer with
 * no text (stopped or failed before a word) used none, whatever it was given.
 */
export const memoriesShown = (message: Answer): ReadonlyArray<ShownMemory> => {
  if (message.role !== "assistant" || message.status === "streaming" || message.memories === undefined) return [];
  const said = message.parts.some((part) => part.type === "text" && part.text.trim() !== "");
  return said ? message.memories : [];
};
