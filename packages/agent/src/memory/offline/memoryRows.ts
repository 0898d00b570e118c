import type { Gender } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";

/** The memory tools' results as the offline skill reads them back. */
export interface MemoryRow {
  readonly content: string;
  readonly date: string;
  readonly dated: boolean;
  readonly type: string;
  readonly current: boolean;
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
