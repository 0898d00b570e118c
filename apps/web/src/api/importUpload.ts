import { ApiError } from "./client.js";
/** A progress line of `POST /journal/import`. */
export interface ImportProgress {
  readonly phase: "upload" | "import" | "done" | "error";
  /** 0..1 */
  readonly fraction: number;
  readonly message: string;
  /** The server's step ("reading", "saving", "processing", "done") and its count, while it imports. */
  readonly step?: string;
  readonly done?: number;
  readonly total?: number;
  readonly result?: ImportResult;
}

export interface ImportResult {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Entries edited in the app since they were imported, whose edit was kept (also listed in `skipped`). */
  readonly kept: number;
  readonly skipped: ReadonlyArray<{ readonly name: string; readonly reason: string; readonly code?: string; readonly params?: Readonly<Record<string, string | number>> }>;
}

/** A file left out of an import, and why: in words, and as a code with its values when the server gives one. */
export type SkippedFile = ImportResult["skipped"][number];

/**
 * An upload none of whose files held a journal entry: the server's reason in words (`message`), the same as a problem
 * (`IMPORT_NOTHING_TO_IMPORT` `{ files, more }`), and the first files left out, each with why.
 */
export class NothingToImport extends Error {
  constructor(
    message: string,
    readonly problem: { readonly code: string; readonly params: Readonly<Record<string, string | number>> },
    readonly skipped: ReadonlyArray<SkippedFile>,
  ) {
    super(message);
  }
}

/** The error of a failed upload's answer: `NothingToImport` when it says so, an `ApiError` with its problem when it has one, else its message. */
export const uploadFailure = (responseText: string, status: number): Error => {
  try {
    const body = JSON.parse(responseText) as { code?: string; message: string; problem?: NothingToImport["problem"]; skipped?: ReadonlyArray<SkippedFile> };
    if (body.problem?.code === "IMPORT_NOTHING_TO_IMPORT") return new NothingToImport(body.message, body.problem, body.skipped ?? []);
    // Refused before any file was read (no file, too many): an API error with its code, said in the person's words.
    return body.problem === undefined ? new Error(body.message) : new ApiError(body.code ?? "INVALID_INPUT", body.message, status, body.problem);
  } catch {
    return new Error(`The upload failed (${status})`);
  }
};

/** How numeric dates in the files are written: day first or month first. */
export type DateOrder = "DMY" | "MDY";

const phaseLabels: Readonly<Record<string, string>> = {
  reading: "Reading files",
  saving: "Saving entries",
  processing: "Analysing mood and indexing",
  done: "Finishing",
};

/**
 * Uploads journal files and follows the import: upload progress from the
 * browser, then the server's NDJSON progress lines, ending in a result.
 */
export const uploadJournal = (files: ReadonlyArray<File>, onProgress: (progress: ImportProgress) => void, dateOrder?: DateOrder): Promise<ImportResult> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    if (dateOrder !== undefined) form.append("dateOrder", dateOrder);
    for (const file of files) form.append("files", file, (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name);
    const request = new XMLHttpRequest();
    let seen = 0;
    let result: ImportResult | undefined;
    let failure: string | undefined;
    const readLines = () => {
      const text = request.responseText;
      const complete = text.lastIndexOf("\n") + 1;
      for (const line of text.slice(seen, complete).split("\n")) {
        if (!line.trim()) continue;
        const event = JSON.parse(line) as
          | { type: "progress"; phase: string; done: number; total: number }
          | ({ type: "done" } & ImportResult)
          | { type: "error"; code: string; message: string };
        if (event.type === "progress") {
          onProgress({
            phase: "import",
            fraction: event.total === 0 ? 1 : event.done / event.total,
            message: `${phaseLabels[event.phase] ?? event.phase}: ${event.done} of ${event.total}`,
            step: event.phase,
            done: event.done,
            total: event.total,
          });
        } else if (event.type === "done") {
          result = { created: event.created, updated: event.updated, unchanged: event.unchanged, kept: event.kept, skipped: event.skipped };
          onProgress({ phase: "done", fraction: 1, message: "Import finished", result });
        } else failure = event.message;
      }
      seen = complete;
    };
    request.open("POST", "/api/v1/journal/import");
    request.setRequestHeader("Accept", "application/x-ndjson");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: "upload", fraction: event.loaded / event.total, message: "Uploading…" });
    };
    request.onprogress = () => {
      if (request.status === 200) readLines();
    };
    request.onerror = () => reject(new Error("The upload failed"));
    request.onload = () => {
      if (request.status !== 200) {
        reject(uploadFailure(request.responseText, request.status));
        return;
      }
      readLines();
      if (result) resolve(result);
      else reject(new Error(failure ?? "The import ended without a result"));
    };
    request.send(form);
  });
