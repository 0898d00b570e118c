import type { InvalidInput, StorageError, UserId } from "@lifeos/core";
import type { JournalEntryRepository } from "@lifeos/core";
import { Effect, Option } from "effect";
import type { PipelineRun } from "../pipeline/runPending.js";
import { JournalPipeline } from "../pipeline/JournalPipeline.js";
import type { ImportFile, ParsedFiles, SkippedItem } from "./ImportRecord.js";
import type { DayOrder } from "./parseDate.js";
import { saveRecords } from "./importRecords.js";
import { parseImportFiles } from "./parseImportFiles.js";
import { readImportSource } from "./readImportSource.js";

/** Where an import is; `done` of `total` counts files (reading), records (saving) or entries (processing). */
export interface ImportProgress {
  readonly phase: "reading" | "saving" | "processing" | "done";
  readonly done: number;
  readonly total: number;
}

export interface ImportOptions {
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Run the pipeline (chunk, embed, analyse, summarise) on the imported entries before returning. Default true. */
  readonly process?: boolean;
  /** Zone for Day One entries that carry none. Default "UTC". */
  readonly timeZone?: string;
  /** How numeric dates ("05-03-2024") are written, day or month first; by default what the files' own dates tell. */
  readonly dayOrder?: DayOrder | undefined;
  /** Most bytes the import's zips may unpack to. Default 200 MiB. */
  readonly maxUnpackedBytes?: number | undefined;
  /**
   * Runs once before the first entry is saved, and only when there is one to
   * save (a caller queues the entries' processing here, so an import cut short
   * is still processed and an import that saves nothing queues nothing).
   */
  readonly beforeSave?: Effect.Effect<void, StorageError>;
}

/** What an import did. Every file or record not imported is listed by name with its reason. */
export interface ImportReport {
  readonly files: number;
  readonly records: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Entries edited in the app since they were imported, whose edit the import kept (each also in `skipped`). */
  readonly kept: number;
  readonly skipped: ReadonlyArray<SkippedItem>;
  /** The pipeline run, when the import processed its entries (and the pipeline is available). */
  readonly processing: PipelineRun | null;
}

/**
 * Imports files already in memory (an upload, or files read by
 * `importJournal`): parse, then `importParsed`.
 */
export const importFiles = (
  userId: UserId,
  files: ReadonlyArray<ImportFile>,
  options: ImportOptions = {},
  alreadySkipped: ReadonlyArray<SkippedItem> = [],
): Effect.Effect<ImportReport, StorageError, JournalEntryRepository> =>
  Effect.suspend(() =>
    importParsed(
      userId,
      parseImportFiles(files, { timeZone: options.timeZone ?? "UTC", dayOrder: options.dayOrder, maxUnpackedBytes: options.maxUnpackedBytes }),
      files.length,
      options,
      alreadySkipped,
    ),
  );

/**
 * Saves what `parseImportFiles` read from `fileCount` files idempotently,
 * then processes it with the `JournalPipeline` when it is provided and
 * `process` is not false.
 */
export const importParsed = (
  userId: UserId,
  parsed: ParsedFiles,
  fileCount: number,
  options: ImportOptions = {},
  alreadySkipped: ReadonlyArray<SkippedItem> = [],
): Effect.Effect<ImportReport, StorageError, JournalEntryRepository> =>
  Effect.gen(function* () {
    const progress = options.onProgress ?? (() => {});
    progress({ phase: "reading", done: fileCount, total: fileCount });
    const total = parsed.records.length;
    if (total > 0 && options.beforeSave !== undefined) yield* options.beforeSave;
    const saved = yield* saveRecords(userId, parsed.records, (done) => {
      if (done === total || done % 50 === 0) progress({ phase: "saving", done, total });
    });
    let processing: PipelineRun | null = null;
    const pipeline = yield* Effect.serviceOption(JournalPipeline);
    if (options.process !== false && Option.isSome(pipeline)) {
      const before = yield* pipeline.value.status(userId);
      const toProcess = before.pending;
      progress({ phase: "processing", done: 0, total: toProcess });
      processing = yield* pipeline.value.processPending(userId, {
        onProgress: (step) => progress({ phase: "processing", done: Math.min(step.processed, toProcess), total: toProcess }),
      });
    }
    progress({ phase: "done", done: total, total });
    return {
      files: fileCount,
      records: total,
      created: saved.created,
      updated: saved.updated,
      unchanged: saved.unchanged,
      kept: saved.kept,
      skipped: [...alreadySkipped, ...parsed.skipped, ...saved.skipped],
      processing,
    };
  });

/**
 * Imports a folder of Markdown/text files (one entry per file, or per dated
 * heading), a single Markdown file, or a Day One JSON export. Re-importing
 * is idempotent: unchanged entries are skipped, entries of changed files
 * updated and processed again, and entries edited in the app since they were
 * imported keep the edit (reported as kept). Fails only when the path cannot
 * be read at all.
 */
export const importJournal = (
  userId: UserId,
  path: string,
  options: ImportOptions = {},
): Effect.Effect<ImportReport, StorageError | InvalidInput, JournalEntryRepository> =>
  Effect.gen(function* () {
    options.onProgress?.({ phase: "reading", done: 0, total: 0 });
    const source = yield* readImportSource(path);
    return yield* importFiles(userId, source.files, options, source.skipped);
  });
