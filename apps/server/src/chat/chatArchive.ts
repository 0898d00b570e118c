import {
  IdGenerator,
  Limits,
  Message,
  MessageRepository,
  Run,
  RunRepository,
  Thread,
  ThreadRepository,
  type MessageId,
  type NewMessage,
  type RunId,
  type ThreadId,
  type UserId,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { allPages } from "../archive/allPages.js";
import { domainArchive } from "../archive/DomainArchive.js";

/** A message as the archive holds it (ids are the exporting install's; `content.replaces` names one of the thread's messages). */
const ArchivedMessage = Schema.Struct({
  id: Schema.String,
  runId: Schema.NullOr(Schema.String),
  role: Message.fields.role,
  content: Message.fields.content,
  status: Message.fields.status,
  usage: Message.fields.usage,
  createdAt: Schema.Date,
});

/** A run (one turn of the agent) as the archive holds it. */
const ArchivedRun = Schema.Struct({
  id: Schema.String,
  messageId: Schema.String,
  status: Run.fields.status,
  model: Run.fields.model,
  startedAt: Schema.Date,
  finishedAt: Run.fields.finishedAt,
  error: Run.fields.error,
  usage: Run.fields.usage,
});

/** A thread with every message (oldest first, alternatives included) and every run. */
export const ArchivedThread = Schema.Struct({
  id: Schema.String,
  title: Thread.fields.title,
  titleSource: Thread.fields.titleSource,
  pinned: Thread.fields.pinned,
  tags: Thread.fields.tags,
  config: Thread.fields.config,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  messages: Schema.Array(ArchivedMessage),
  runs: Schema.Array(ArchivedRun),
});
export type ArchivedThread = typeof ArchivedThread.Type;

/** Most runs listed for one thread (every turn of a very long conversation). */
const runsPerThreadMax = 1_000_000;

/** Every thread of the user, newest activity first as the list shows them. */
const allThreads = (userId: UserId) =>
  ThreadRepository.use((threads) => allPages((cursor) => threads.list(userId, { limit: Limits.pageLimitMax, cursor })));

/** A thread's messages, oldest first. */
const allMessages = (userId: UserId, threadId: ThreadId) =>
  MessageRepository.use((messages) => allPages((cursor) => messages.list(userId, threadId, { limit: Limits.pageLimitMax, cursor })));

/**
 * `value` with every string that is an old id in `ids` replaced by its new
 * id, at any depth: tool calls and results name journal entries and
 * documents, which have new ids after an import.
 */
const withNewIds = (value: unknown, ids: ReadonlyMap<string, string>): unknown => {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withNewIds(item, ids));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNewIds(item, ids)]));
  return value;
};

/**
 * Recreates one archived thread for the user with new ids (recorded in
 * `ids`): the thread, its runs, then all its messages in one transaction
 * (`replaces` and run links pointing at the new ids), and last its
 * `updatedAt` set back to the archived one. Ids of other records in tool
 * calls and results (entries, documents) become those records' new ids.
 * Returns the new thread's id.
 */
export const importThread = (userId: UserId, thread: ArchivedThread, ids: Map<string, string>) =>
  Effect.gen(function* () {
    const threads = yield* ThreadRepository;
    const runs = yield* RunRepository;
    const messages = yield* MessageRepository;
    const generator = yield* IdGenerator;
    const newId = (old: string) =>
      Effect.map(generator.next, (id) => {
        ids.set(old, id);
        return id;
      });
    const threadId = (yield* newId(thread.id)) as ThreadId;
    yield* threads.create(userId, { id: threadId, title: thread.title, titleSource: thread.titleSource, pinned: thread.pinned, tags: thread.tags, config: thread.config });
    // Messages first get their ids (in their order, so ties on a time keep it), then runs, which name their message.
    for (const message of thread.messages) yield* newId(message.id);
    const runIds = new Map<string, RunId>();
    for (const run of [...thread.runs].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
      const runId = (yield* newId(run.id)) as RunId;
      runIds.set(run.id, runId);
      const messageId = (ids.get(run.messageId) ?? (yield* generator.next)) as MessageId;
      yield* runs.create(userId, { id: runId, threadId, messageId, model: run.model, startedAt: run.startedAt });
      yield* runs.update(userId, runId, { status: run.status, finishedAt: run.finishedAt, error: run.error, usage: run.usage });
    }
    const saved: NewMessage[] = thread.messages.map((message) => {
      const replaces = message.content.replaces === undefined ? undefined : ids.get(message.content.replaces);
      const { replaces: _old, ...kept } = message.content;
      const content = { ...kept, parts: withNewIds(kept.parts, ids) as typeof kept.parts };
      return {
        id: ids.get(message.id) as MessageId,
        threadId,
        runId: message.runId === null ? null : (runIds.get(message.runId) ?? null),
        role: message.role,
        content: replaces === undefined ? content : { ...content, replaces: replaces as MessageId },
        status: message.status,
        usage: message.usage,
        createdAt: message.createdAt,
      };
    });
    yield* messages.saveAll(userId, saved);
    yield* threads.update(userId, threadId, { touchedAt: thread.updatedAt });
    return threadId;
  });

/**
 * The chat's part of the archive: every thread with its title, pin, tags,
 * configuration, messages (edited and regenerated alternatives included,
 * with what each replaces) and runs. An import keeps every message's time and
 * each thread's last activity; a thread's creation time becomes the time of
 * the import.
 */
export const chatArchive = domainArchive({
  name: "chat",
  // Memories name threads and messages, so they come after the chat (links from tool results to memories keep their old ids).
  after: ["journal", "knowledge", "reflection", "portfolio"],
  record: ArchivedThread,
  export: (userId) =>
    Effect.gen(function* () {
      const runs = yield* RunRepository;
      const threads = yield* allThreads(userId);
      const records: ArchivedThread[] = [];
      // Oldest activity first: an import recreates them in this order.
      for (const thread of [...threads].reverse()) {
        const messages = yield* allMessages(userId, thread.id);
        const threadRuns = yield* runs.listByThread(userId, thread.id, runsPerThreadMax);
        records.push({
          id: thread.id,
          title: thread.title,
          titleSource: thread.titleSource,
          pinned: thread.pinned,
          tags: thread.tags,
          config: thread.config,
          createdAt: thread.createdAt,
          updatedAt: thread.updatedAt,
          messages: messages.map((message) => ({
            id: message.id,
            runId: message.runId,
            role: message.role,
            content: message.content,
            status: message.status,
            usage: message.usage,
            createdAt: message.createdAt,
          })),
          runs: threadRuns.map((run) => ({
            id: run.id,
            messageId: run.messageId,
            status: run.status,
            model: run.model,
            startedAt: run.startedAt,
            finishedAt: run.finishedAt,
            error: run.error,
            usage: run.usage,
          })),
        });
      }
      return { records };
    }),
  isEmpty: (userId) => ThreadRepository.use((threads) => Effect.map(threads.list(userId, { limit: 1 }), (page) => page.items.length === 0)),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      for (const thread of records) yield* importThread(userId, thread, context.ids);
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      const threads = yield* ThreadRepository;
      for (const thread of yield* allThreads(userId)) yield* threads.delete(userId, thread.id);
    }),
});
