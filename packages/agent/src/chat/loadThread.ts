import type { Message, MessageRepositoryService, StorageError, ThreadId, ThreadRepositoryService, UserId } from "@lifeos/core";
import { activePath } from "@lifeos/core";
import { Effect } from "effect";
import type { CachedThread } from "./ThreadCache.js";

/**
 * Loads a thread and its newest `limit` messages (oldest first) through the
 * ports, as the conversation in effect: messages replaced by a regenerated
 * answer or an edited question are left out (see `activePath`).
 */
export const loadThread = (
  threads: ThreadRepositoryService,
  messages: MessageRepositoryService,
  userId: UserId,
  threadId: ThreadId,
  limit: number,
): Effect.Effect<CachedThread, StorageError> =>
  Effect.gen(function* () {
    const thread = yield* threads.get(userId, threadId);
    let all: Message[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* messages.list(userId, threadId, { limit: 200, ...(cursor ? { cursor } : {}) });
      all = [...all, ...page.items].slice(-limit);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return { thread, messages: [...activePath(all).active] };
  });
