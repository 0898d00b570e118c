import { Message, Run, StreamEvent, Thread } from "@lifeos/core";
import { Schema } from "effect";
import type { Operation } from "../openapi/Operation.js";
import { events, json, noContent } from "../openapi/Operation.js";
import { Page } from "../openapi/responses.js";
import { ChatBody } from "./chat.js";
import { ChatGptImportResult } from "./chatgptImport.js";
import { ThreadTagBody, ThreadUpdateBody } from "./threads.js";

/** The chat routes, in the order the OpenAPI document lists them: streamed runs and threads. */
export const chatOperations: ReadonlyArray<Operation> = [
  {
    method: "post",
    path: "/ai/chat/stream",
    tag: "chat",
    summary: "Send a message and stream the run: NDJSON, or SSE with `Accept: text/event-stream`. Without `threadId` a thread is started.",
    body: ChatBody(20_000),
    response: events("Stream events (system, memories when the answer has some in its context, textDelta, reasoningDelta, toolCall, toolResult, threadTitleUpdated, then error or done)", StreamEvent),
  },
  {
    method: "get",
    path: "/ai/runs/{runId}/events",
    tag: "chat",
    summary:
      "Re-attach to a run: its events with `seq` greater than `after` (default -1: all; SSE clients may send `Last-Event-ID` instead), then the live ones until the terminal event. A finished run (or one from before a restart) is rebuilt from what is stored: system, memories, the events that rebuild its answer, then done (or error) with the stored status; a client that already has part of it (`after` ≥ 0) gets just the terminal event. Runs go on when their client disconnects; this is how a client picks one up again.",
    query: ["after"],
    response: events("The run's stream events, as on POST /ai/chat/stream", StreamEvent),
  },
  { method: "post", path: "/ai/runs/{runId}/stop", tag: "chat", summary: "Stop a running run (the only way a run ends early: a client that disconnects does not stop it); its stream ends with done (status stopped)", response: json("`{ runId, stopping }`", 202, Schema.Struct({ runId: Run.fields.id, stopping: Schema.Boolean })) },
  { method: "get", path: "/ai/runs/{runId}", tag: "chat", summary: "A run's record (status, model, usage, error)", response: json("Run", 200, Run) },
  { method: "get", path: "/threads", tag: "threads", summary: "Threads: pinned first, then most recently updated; `search` matches titles and message text", query: ["search", "tag", "pinned", "limit", "cursor"], response: json("`{ items, nextCursor }`", 200, Page(Thread)) },
  { method: "get", path: "/threads/{id}", tag: "threads", summary: "One thread", response: json("Thread", 200, Thread) },
  { method: "patch", path: "/threads/{id}", tag: "threads", summary: "Rename and/or pin", body: ThreadUpdateBody, response: json("Thread", 200, Thread) },
  { method: "post", path: "/threads/{id}/tags", tag: "threads", summary: "Add a tag", body: ThreadTagBody, response: json("Thread", 200, Thread) },
  { method: "delete", path: "/threads/{id}/tags/{tag}", tag: "threads", summary: "Remove a tag", response: json("Thread", 200, Thread) },
  { method: "delete", path: "/threads/{id}", tag: "threads", summary: "Delete a thread with its messages and runs", response: noContent },
  {
    method: "get",
    path: "/threads/{id}/export.md",
    tag: "threads",
    summary: "The thread as a Markdown file (title, tags, each message with who wrote it and when)",
    response: { status: 200, types: ["text/markdown"], description: "Markdown, as an attachment" },
  },
  { method: "get", path: "/threads/{id}/messages", tag: "threads", summary: "Messages, oldest first", query: ["limit", "cursor"], response: json("`{ items, nextCursor }`", 200, Page(Message)) },
  {
    method: "post",
    path: "/import/chatgpt",
    tag: "chat",
    summary:
      "Import ChatGPT's conversations.json (multipart field `file`; the export's zip is accepted too): one thread per conversation, tagged chatgpt, with the branch last shown and each message's time; skipped conversations with the reason. INVALID_INPUT (and nothing stored) for a file that is not a ChatGPT export",
    bodyType: "multipart/form-data",
    response: json("`{ imported, messages, threadIds, skipped: [{ index, title, reason, code, params }] }` (a skipped conversation's `code`, e.g. CHATGPT_ALREADY_IMPORTED, CHATGPT_NO_TEXT_MESSAGES, says `reason` for a client to word itself)", 201, ChatGptImportResult),
  },
];
