import type { Gender } from "@lifeos/core";
import { foldAccents, isTellingStem, stemsOf, stopWords } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";

/** The memory tools' results as the offline skill reads them back. */
export interface MemoryRow {
  readonly content: string;
  readonly date: string;
  readonly dated: boolean;
  /** The day it was told, when the tool says it (`date` is that day unless `dated`). */
  readonly toldOn?: string;
  readonly type: string;
  readonly current: boolean;
  /** The people, places and things it names. */
  readonly entities?: ReadonlyArray<string>;
}
export interface PersonData {
  readonly person: { readonly name: string; readonly relationshipToUser: string | null; readonly aliases: ReadonlyArray<string>; readonly gender?: Gender | null } | null;
  readonly relationships: ReadonlyArray<{ readonly kind: string; readonly name: string }>;
  readonly memories: ReadonlyArray<MemoryRow>;
}
export interface JournalRow {
  readonly date: string;
  readonly excerpt: string;
  readonly confidence?: string;
}

export const resultOf = (results: ReadonlyArray<ToolResultView>, name: string) => results.filter((result) => result.name === name && result.success);
export const memoriesIn = (results: ReadonlyArray<ToolResultView>) =>
  resultOf(results, "search_memories").flatMap((result) => (result.data["memories"] as ReadonlyArray<MemoryRow> | undefined) ?? []);

export const journalRows = (results: ReadonlyArray<ToolResultView>): ReadonlyArray<JournalRow> =>
  resultOf(results, "search_journal").flatMap((result) => (result.data["results"] as ReadonlyArray<JournalRow> | undefined) ?? []);

/**
 * The memories a topic's search found that are about it: those holding one of the words searched ("sister", "mãe" of
 * "family"), and those naming someone such a memory names ("Ana lives in Porto" after "Ana is my sister"); a search
 * also finds the newest memories, which are not about the topic ("I work as a nurse" for "my family"). Stems of four
 * letters or more only ("maria" and "marido" share "mar"). All of them
 * when none holds a word searched, unless `strict` (then none).
 */
export const onTopic = (memories: ReadonlyArray<MemoryRow>, results: ReadonlyArray<ToolResultView>, strict = false): ReadonlyArray<MemoryRow> => {
  const words = (text: string) => (foldAccents(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3 && !stopWords.has(word));
  const searched = new Set(
    resultOf(results, "search_memories").flatMap((result) => words(String(result.arguments["query"] ?? "")).flatMap(stemsOf).filter(isTellingStem)),
  );
  // A short word searched ("cat", "dog") counts as itself: its stems are too short to tell.
  const whole = new Set(resultOf(results, "search_memories").flatMap((result) => words(String(result.arguments["query"] ?? ""))));
  const holds = (memory: MemoryRow) => words(memory.content).some((word) => whole.has(word) || stemsOf(word).some((stem) => searched.has(stem)));
  const about = memories.filter(holds);
  if (about.length === 0) return strict ? [] : memories;
  const named = new Set(about.flatMap((memory) => (memory.entities ?? []).map((name) => foldAccents(name.toLowerCase()))));
  return memories.filter((memory) => about.includes(memory) || (memory.entities ?? []).some((name) => named.has(foldAccents(name.toLowerCase()))));
};
