import type { LocalDate } from "@lifeos/core";

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
  readonly reason: string;
}

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
