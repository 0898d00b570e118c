import type { Message, Thread, ThreadId, UserId } from "@lifeos/core";
import { Context } from "effect";

/** A thread and its messages (oldest first) as last seen by this process. */
export interface CachedThread {
  readonly thread: Thread;
  readonly messages: ReadonlyArray<Message>;
}

/**
 * A least-recently-used cache of threads with their history, keyed by user
 * and thread, so a follow-up message does not reload the conversation.
 * Holding at most `capacity` threads; reading an entry makes it the newest.
 */
export class ThreadCache {
  private readonly entries = new Map<string, CachedThread>();

  constructor(readonly capacity: number) {}

  private key(userId: UserId, threadId: ThreadId): string {
    return `${userId}/${threadId}`;
  }

  get(userId: UserId, threadId: ThreadId): CachedThread | undefined {
    const key = this.key(userId, threadId);
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(userId: UserId, threadId: ThreadId, entry: CachedThread): void {
    const key = this.key(userId, threadId);
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Drops every thread of the user (their data was erased). */
  forgetUser(userId: UserId): void {
    const prefix = this.key(userId, "" as ThreadId);
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  delete(userId: UserId, threadId: ThreadId): void {
    this.entries.delete(this.key(userId, threadId));
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The process's thread cache, shared by the chat services of every model
 * stack (a user's conversation does not depend on the model answering it),
 * so a thread changed elsewhere is forgotten in one place. A chat service
 * built without it keeps its own.
 */
export class SharedThreadCache extends Context.Service<SharedThreadCache, ThreadCache>()("@lifeos/agent/SharedThreadCache") {}
