import { type JournalImportSkipCode, Limits, type LocalDate } from "@lifeos/core";

/** One entry read from an import source, before it is saved. */
export interface ImportRecord {
  readonly date: LocalDate;
  readonly title: string | null;
  readonly content: string;
  /** Stable name of where it came from (relative file path, `file#date`, `dayone:<uuid>`): the re-import key. */
  readonly sourceRef: string;
}

/** A file (or record) that was not imported, and why. */
export interface SkippedItem {
  readonly name: string;
  /** Why, in words. */
  readonly reason: string;
  /** Why, as a stable code (`IMPORT_EMPTY`, `IMPORT_UNSUPPORTED_TYPE`, …) with the values it names, for a client to say in its own words; absent for a reason with no code yet. */
  readonly code?: JournalImportSkipCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A skipped item with its reason both as `code` and `params` and in words. */
export const skippedItem = (name: string, code: JournalImportSkipCode, params: Readonly<Record<string, string | number>>, reason: string): SkippedItem => ({ name, reason, code, params });

/** `name` skipped for holding no text. */
export const emptyItem = (name: string): SkippedItem => skippedItem(name, "IMPORT_EMPTY", {}, "empty");

/** `name` skipped for more text than an entry holds. */
export const tooLargeItem = (name: string): SkippedItem => skippedItem(name, "IMPORT_TOO_LARGE", { characters: Limits.entryChars }, `too large (over ${Limits.entryChars} characters)`);

/** A file as read from disk or received in an upload. */
export interface ImportFile {
  /** Path relative to the imported folder (or the file's own name). */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface ParsedFiles {
  readonly records: ReadonlyArray<ImportRecord>;
  readonly skipped: ReadonlyArray<SkippedItem>;
}
