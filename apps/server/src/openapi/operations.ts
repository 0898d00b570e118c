import type { Schema } from "effect";
import { EntryCreateBody, EntryUpdateBody } from "../routes/journalEntries.js";
import { SettingsBody } from "../routes/settings.js";
import { ThreadTagBody, ThreadUpdateBody } from "../routes/threads.js";

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
const noContent = { status: 204, type: "", description: "Done" };

/** Every route of the API, in the order the document lists them. */
export const operations: ReadonlyArray<Operation> = [
  { method: "get", path: "//healthz", tag: "system", summary: "Liveness and database check", response: json("`{ status: \"ok\" }`"), public: true },
  { method: "get", path: "/openapi.json", tag: "system", summary: "This document", response: json("OpenAPI 3.1"), public: true },
  { method: "get", path: "/me", tag: "system", summary: "The caller, the server mode and the model answering them", response: json("Caller") },
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
  { method: "get", path: "/settings", tag: "settings", summary: "Model settings; the API key only as \"set\"/\"not set\"", response: json("Settings") },
  { method: "put", path: "/settings", tag: "settings", summary: "Replace model settings (the API key is stored encrypted)", body: SettingsBody, response: json("Settings") },
];
