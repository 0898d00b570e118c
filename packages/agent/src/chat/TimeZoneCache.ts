import type { UserId } from "@lifeos/core";
import { Context, Effect } from "effect";

/**
 * Users' time zones as last read, each for at most `ttlMs` (so a change
 * made by another process shows within that time), at most `capacity`
 * users (past it the cache starts over). `forget` drops a user's at once.
 */
export class TimeZoneCache {
  private readonly zones = new Map<UserId, { readonly zone: string; readonly readAt: number }>();

  constructor(
    readonly ttlMs: number = 60_000,
    readonly capacity: number = 10_000,
  ) {}

  /** The user's time zone: the cached one while fresh, else what `read` gives (then cached). */
  of(userId: UserId, read: Effect.Effect<string>): Effect.Effect<string> {
    return Effect.suspend(() => {
      const cached = this.zones.get(userId);
      if (cached !== undefined && Date.now() - cached.readAt < this.ttlMs) return Effect.succeed(cached.zone);
      return Effect.tap(read, (zone) =>
        Effect.sync(() => {
          if (this.zones.size >= this.capacity) this.zones.clear();
          this.zones.set(userId, { zone, readAt: Date.now() });
        }),
      );
    });
  }

  forget(userId: UserId): void {
    this.zones.delete(userId);
  }
}

/**
 * The process's time-zone cache, shared by the chat services of every
 * model stack, so a user's change is forgotten in one place. A chat service
 * built without it keeps its own.
 */
export class SharedTimeZoneCache extends Context.Service<SharedTimeZoneCache, TimeZoneCache>()("@lifeos/agent/SharedTimeZoneCache") {}
