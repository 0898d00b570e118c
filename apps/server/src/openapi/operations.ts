import type { Schema } from "effect";
import { ChatBody } from "../routes/chat.js";
import { EntryCreateBody, EntryUpdateBody } from "../routes/journalEntries.js";
import { SettingsBody } from "../routes/settings.js";
import { ThreadTagBody, ThreadUpdateBody } from "../routes/threads.js";
import { TokenCreateBody } from "../routes/tokens.js";

/** One documented operation of the API. Paths are relative to `/api/v1` unless they start with `//`. */
export interface Operation {
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly body?: Schema.Top;
  readonly bodyType?: string;
  readonly query?: ReadonlyArray<string>;
  readonly response?: { readonly status: number; readonly type: string; readonly description: string };
  readonly public?: boolean;
}

const json = (description: string, status = 200) => ({ status, type: "application/json", description });
const ndjson = (description: string) => ({ status: 200, type: "application/x-ndjson", description });
const noContent = { status: 204, type: "", description: "Done" };

/** Every route of the API, in the order the document lists them. */
export const operations: ReadonlyArray<Operation> = [
  { method: "get", path: "//healthz", tag: "system", summary: "Liveness and database check", response: json("`{ status: \"ok\" }`"), public: true },
  { method: "get", path: "/openapi.json", tag: "system", summary: "This document", response: json("OpenAPI 3.1"), public: true },
  { method: "get", path: "/me", tag: "system", summary: "The caller, the server mode and the model answering them", response: json("Caller") },
  {
    method: "post",
    path: "/ai/chat/stream",
    tag: "chat",
    summary: "Send a message and stream the run: NDJSON, or SSE with `Accept: text/event-stream`. Without `threadId` a thread is started.",
    body: ChatBody(20_000),
    response: ndjson("Stream events (system, textDelta, reasoningDelta, toolCall, toolResult, threadTitleUpdated, then error or done)"),
  },
  { method: "post", path: "/ai/runs/{runId}/stop", tag: "chat", summary: "Stop a running run; its stream ends with done (status stopped)", response: json("`{ runId, stopping }`", 202) },
  { method: "get", path: "/ai/runs/{runId}", tag: "chat", summary: "A run's record (status, model, usage, error)", response: json("Run") },
  { method: "get", path: "/threads", tag: "threads", summary: "Threads: pinned first, then most recently updated; `search` matches titles", query: ["search", "tag", "pinned", "limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "get", path: "/threads/{id}", tag: "threads", summary: "One thread", response: json("Thread") },
  { method: "patch", path: "/threads/{id}", tag: "threads", summary: "Rename and/or pin", body: ThreadUpdateBody, response: json("Thread") },
  { method: "post", path: "/threads/{id}/tags", tag: "threads", summary: "Add a tag", body: ThreadTagBody, response: json("Thread") },
  { method: "delete", path: "/threads/{id}/tags/{tag}", tag: "threads", summary: "Remove a tag", response: json("Thread") },
  { method: "delete", path: "/threads/{id}", tag: "threads", summary: "Delete a thread with its messages and runs", response: noContent },
  { method: "get", path: "/threads/{id}/messages", tag: "threads", summary: "Messages, oldest first", query: ["limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "get", path: "/journal/entries", tag: "journal", summary: "Entries by date", query: ["from", "to", "order", "limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "post", path: "/journal/entries", tag: "journal", summary: "Write an entry", body: EntryCreateBody, response: json("Entry", 201) },
  { method: "get", path: "/journal/entries/{id}", tag: "journal", summary: "One entry with its mood analysis", response: json("Entry") },
  { method: "patch", path: "/journal/entries/{id}", tag: "journal", summary: "Edit an entry", body: EntryUpdateBody, response: json("Entry") },
  { method: "delete", path: "/journal/entries/{id}", tag: "journal", summary: "Delete an entry", response: noContent },
  { method: "post", path: "/journal/import", tag: "journal", summary: "Import uploaded files (multipart field `files`); progress lines then a done line", bodyType: "multipart/form-data", response: ndjson("`{ type: progress|done|error, … }` lines") },
  { method: "get", path: "/journal/timeseries", tag: "journal", summary: "A mood metric per day", query: ["metric", "from", "to", "days"], response: json("`{ metric, from, to, points, average, min, max, count, trend }`") },
  { method: "get", path: "/journal/summaries/{kind}/{period}", tag: "journal", summary: "Month (YYYY-MM) or year (YYYY) in review", response: json("`{ summary }` (null when nothing was written)") },
  { method: "get", path: "/journal/current-state", tag: "journal", summary: "Recent mood with trends, themes, stressors, what helps, todos with first steps", query: ["days"], response: json("Current state") },
  { method: "get", path: "/journal/pipeline", tag: "journal", summary: "Ingestion progress", response: json("`{ pending, done, failed, running }`") },
  { method: "post", path: "/journal/pipeline/run", tag: "journal", summary: "Process pending and failed entries now", response: json("`{ scheduled: true }`", 202) },
  { method: "get", path: "/journal/sample", tag: "journal", summary: "How many generated sample entries are in the journal", response: json("`{ count }`") },
  { method: "delete", path: "/journal/sample", tag: "journal", summary: "Remove every sample entry", response: json("`{ deleted }`") },
  { method: "get", path: "/settings", tag: "settings", summary: "Model settings; the API key only as \"set\"/\"not set\"", response: json("Settings") },
  { method: "put", path: "/settings", tag: "settings", summary: "Replace model settings (the API key is stored encrypted) and set the caller's time zone", body: SettingsBody, response: json("Settings") },
  { method: "get", path: "/tokens", tag: "tokens", summary: "The caller's API tokens, revoked ones included (never the secret or its hash)", response: json("`{ items }`") },
  { method: "post", path: "/tokens", tag: "tokens", summary: "Create an API token; its secret is in this response only", body: TokenCreateBody, response: json("`{ token, secret }`", 201) },
  { method: "delete", path: "/tokens/{id}", tag: "tokens", summary: "Revoke a token; it stops working at once on this server (within 10 s on other server processes)", response: noContent },
];
