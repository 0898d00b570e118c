import { ApiError, errorFrom } from "./client.js";

/** What `POST /import` answers: records imported per part (journal, chat, …), files stored, and which LifeOS made the archive when. */
export interface ArchiveImportResult {
  readonly counts: Readonly<Record<string, number>>;
  readonly files: number;
  readonly from: { readonly appVersion: string; readonly createdAt: string };
}

/** What `POST /import/chatgpt` answers. */
export interface ChatGptImportResult {
  readonly imported: number;
  readonly messages: number;
  readonly threadIds: ReadonlyArray<string>;
  /** Each conversation left out: `reason` in English, and `code` with `params` for the web to word itself (absent from an older server). */
  readonly skipped: ReadonlyArray<{ readonly index: number; readonly title: string; readonly reason: string; readonly code?: string; readonly params?: Readonly<Record<string, string | number>> }>;
}

/** Where the browser downloads the user's archive from. */
export const exportUrl = "/api/v1/export";

const upload = async <A>(path: string, field: string, file: File): Promise<A> => {
  const form = new FormData();
  form.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, { method: "POST", body: form });
  } catch {
    throw new ApiError("INTERNAL_ERROR", "The server could not be reached", 0);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as A;
};

/** Imports an archive made by "Download my data" into this (empty) account. */
export const importArchive = (file: File) => upload<ArchiveImportResult>("/import", "archive", file);

/** Imports ChatGPT's `conversations.json` (or its export zip) as threads. */
export const importChatGpt = (file: File) => upload<ChatGptImportResult>("/import/chatgpt", "file", file);
