import { enqueueJournalProcessing, importParsed, parseImportFiles, type ImportFile, type ImportProgress, type SkippedItem } from "@lifeos/agent";
import { InvalidInput, JobQueue, UserRepository, isLifeOsError, nothingToImportCode, toErrorBody, type JournalImportUploadProblemCode, type UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { requestIdOf } from "../http/errorResponse.js";
import { decodeOrThrow } from "../http/readBody.js";
import { errorStatus } from "../http/errorStatus.js";
import { logger } from "../logger.js";
import { journalProcessing } from "./journalProcessing.js";

/** The upload's fields besides its files. */
const ImportForm = Schema.Struct({
  /** How numeric dates are written when the files do not tell: DMY (05-03-2024 is 5 March) or MDY (May 3). */
  dateOrder: Schema.optional(Schema.Literals(["DMY", "MDY"])),
});

/** Reasons named in the error of an upload with nothing to import. */
const reasonsNamed = 5;

/**
 * The 400 answer to an upload with no entry at all: `INVALID_INPUT` whose message names the first files and their
 * reasons, with the same as `problem` (`IMPORT_NOTHING_TO_IMPORT` `{ files, more }`) and those files in `skipped`
 * (each with its code), for a client to say in its person's words.
 */
const nothingToImport = (fileCount: number, skipped: ReadonlyArray<SkippedItem>) => {
  const named = skipped.slice(0, reasonsNamed);
  const more = Math.max(0, skipped.length - reasonsNamed);
  const reasons = named.map((item) => `${item.name}: ${item.reason}`).join("; ");
  return {
    code: "INVALID_INPUT",
    field: "files",
    message: `Nothing to import: no journal entry could be read from the ${fileCount === 1 ? "file" : `${fileCount} files`}. ${reasons}${more > 0 ? `; and ${more} more` : ""}`,
    problem: { code: nothingToImportCode, params: { files: fileCount, more } },
    skipped: named,
  } as const;
};

/** How often an import looks at the processing of its entries. */
const followEveryMs = 250;

/** Most files in one upload. */
const maxFiles = 20_000;

/** One line of the import's NDJSON response. */
export type ImportLine =
  | ({ readonly type: "progress" } & ImportProgress)
  | {
      readonly type: "done";
      readonly created: number;
      readonly updated: number;
      readonly unchanged: number;
      /** Entries edited in the app since they were imported, whose edit was kept (each also in `skipped`). */
      readonly kept: number;
      readonly skipped: ReadonlyArray<{ readonly name: string; readonly reason: string }>;
    }
  | { readonly type: "error"; readonly code: string; readonly message: string };

/**
 * Reports the processing of the user's entries until no `journal.process`
 * job of theirs is queued or running (whichever process runs it), or until
 * `stopped()`: `done` of `total` counts the entries pending when it began.
 */
const followProcessing = (
  context: AppContext,
  userId: UserId,
  onProgress: (progress: ImportProgress) => void,
  stopped: () => boolean,
): Promise<void> =>
  context.run(
    Effect.gen(function* () {
      const total = (yield* journalProcessing(userId)).pending;
      onProgress({ phase: "processing", done: 0, total });
      while (!stopped()) {
        const status = yield* journalProcessing(userId);
        onProgress({ phase: "processing", done: Math.max(0, total - status.pending), total });
        if (!status.running && !status.queued) return;
        yield* Effect.sleep(followEveryMs);
      }
    }),
  );

/**
 * `POST /journal/import`: a multipart upload (`files`: Markdown or text
 * files, one Markdown file with dated headings, a Day One JSON export, or
 * zips of them; `dateOrder`: DMY or MDY, how numeric dates are written when
 * the files do not tell).
 * Answers NDJSON: progress lines (reading, saving, processing) and one final
 * `done` line with the counts and every skipped file and why. Re-importing
 * the same files changes nothing; an entry edited in the app since it was
 * imported keeps the edit (counted in `kept`, listed as "kept your edit"). The entries are processed by the user's
 * `journal.process` job, queued before the first entry is saved (so an
 * import cut short by a restart is still processed) and due at once when
 * saving ends; the response follows that job until it is done.
 */
export const journalImportRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.post("/", async (c) => {
    const userId = c.get("userId");
    const requestId = requestIdOf(c);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new InvalidInput({ message: "Send the files as multipart/form-data in the field `files`" });
    }
    const dateOrder = form.dateOrder === undefined ? undefined : decodeOrThrow(ImportForm, { dateOrder: form.dateOrder }).dateOrder;
    const raw = form.files ?? form.file;
    const uploads = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((item): item is File => item instanceof File);
    // An upload refused before any file is read: the 400 INVALID_INPUT of its message, with its code and values as `problem`.
    const refused = (message: string, code: JournalImportUploadProblemCode, params: Readonly<Record<string, number>>) =>
      c.json({ ...toErrorBody(new InvalidInput({ message, field: "files" })), field: "files", problem: { code, params } }, 400);
    if (uploads.length === 0) return refused("No files were uploaded (field `files`)", "IMPORT_NO_FILES", {});
    if (uploads.length > maxFiles) return refused(`At most ${maxFiles} files per upload`, "IMPORT_TOO_MANY_FILES", { files: uploads.length, max: maxFiles });
    const files: ImportFile[] = await Promise.all(
      uploads.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    const user = await context.run(UserRepository.use((users) => users.get(userId)));
    const parsed = parseImportFiles(files, { timeZone: user.timeZone, dayOrder: dateOrder, maxUnpackedBytes: context.config.limits.importBytes * 4 });
    if (parsed.records.length === 0) return c.json(nothingToImport(files.length, parsed.skipped), 400);
    const encoder = new TextEncoder();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      cancel: () => {
        cancelled = true;
      },
      start: (controller) => {
        const send = (line: ImportLine) => {
          if (!cancelled) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        let lastSent = 0;
        const onProgress = (progress: ImportProgress) => {
          const now = Date.now();
          if (progress.phase !== "done" && progress.done !== progress.total && now - lastSent < 100) return;
          lastSent = now;
          send({ type: "progress", ...progress });
        };
        context
          .run(
            Effect.gen(function* () {
              const jobs = yield* JobQueue;
              const report = yield* importParsed(userId, parsed, files.length, {
                process: false,
                beforeSave: Effect.asVoid(Effect.provideService(enqueueJournalProcessing(userId), JobQueue, jobs)),
                // Saving is not the end: "done" is reported once the entries are processed.
                onProgress: (progress) => progress.phase !== "done" && onProgress(progress),
              });
              if (report.records > 0) yield* Effect.provideService(enqueueJournalProcessing(userId, 0), JobQueue, jobs);
              return report;
            }),
          )
          .then(async (report) => {
            await followProcessing(context, userId, onProgress, () => cancelled);
            onProgress({ phase: "done", done: report.records, total: report.records });
            logger.info("journal import", { files: report.files, created: report.created, updated: report.updated, skipped: report.skipped.length });
            send({ type: "done", created: report.created, updated: report.updated, unchanged: report.unchanged, kept: report.kept, skipped: report.skipped });
          })
          .catch((error: unknown) => {
            const body = toErrorBody(error);
            if (errorStatus[body.code] >= 500) {
              logger.error("journal import failed", {
                requestId,
                files: files.length,
                errorClass: isLifeOsError(error) ? error._tag : error instanceof Error ? error.name : typeof error,
                code: body.code,
              });
            }
            send({ type: "error", ...body });
          })
          .finally(() => {
            if (!cancelled) controller.close();
          });
      },
    });
    return new Response(body, { headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-cache" } });
  });

  return app;
};
