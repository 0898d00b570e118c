import { Effect } from "effect";
import type { Thread } from "../../chat/thread.js";
import { NewThread, ThreadListQuery, ThreadPatch } from "../../chat/thread.js";
import { Conflict } from "../../common/errors.js";
import { ThreadId } from "../../common/ids.js";
import type { ThreadRepositoryService } from "../../chat/ThreadRepository.js";
import { decodeInput } from "../../common/validation.js";
import { deleteThreadRows } from "../storage/cascade.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

const keyOf = (thread: Thread) => [thread.pinned, thread.updatedAt.getTime(), thread.id];

export const makeThreadRepository = (store: MemoryStore): ThreadRepositoryService => {
  const { threads, messages } = store.tables;
  const messageTextMatches = (threadId: string, search: string) =>
    [...messages.values()].some(
      (message) =>
        message.threadId === threadId &&
        message.content.parts.some((part) => part.type === "text" && part.text.toLowerCase().includes(search)),
    );
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const threadId = yield* decodeArgument(ThreadId, id);
      return yield* owned(threads, user, threadId, "thread");
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewThread, input);
        if (value.id !== undefined && threads.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "A thread with this id exists" }));
        }
        const now = yield* store.now;
        const thread: Thread = {
          id: value.id ?? ((yield* store.nextId) as ThreadId),
          userId: user,
          title: value.title,
          titleSource: value.titleSource ?? "auto",
          pinned: value.pinned ?? false,
          tags: value.tags ?? [],
          config: value.config,
          createdAt: now,
          updatedAt: now,
        };
        threads.set(thread.id, copy(thread));
        return copy(thread);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    list: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(ThreadListQuery, query);
        const search = value.search?.toLowerCase();
        const rows = rowsOf(threads, user).filter(
          (thread) =>
            (search === undefined || thread.title.toLowerCase().includes(search) || messageTextMatches(thread.id, search)) &&
            (value.tag === undefined || thread.tags.includes(value.tag)) &&
            (value.pinned === undefined || thread.pinned === value.pinned),
        );
        const page = yield* paginate(rows, keyOf, ["desc", "desc", "desc"], value);
        return { ...page, items: page.items.map(copy) };
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const thread = yield* find(userId, id);
        const value = yield* decodeInput(ThreadPatch, patch);
        const { touchedAt, ...fields } = value;
        const next: Thread = {
          ...thread,
          ...Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined)),
          ...(touchedAt !== undefined ? { updatedAt: touchedAt } : {}),
        };
        threads.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) =>
      Effect.map(find(userId, id), (thread) => deleteThreadRows(store.tables, thread.userId, thread.id)),
  };
};
