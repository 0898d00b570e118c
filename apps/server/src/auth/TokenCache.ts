import type { UserId } from "@lifeos/core";

/**
 * Which user an active token hash belongs to, remembered for `maxAgeMs` so
 * that not every request reads the token table. A token revoked through this
 * process's API is dropped at once (`forgetUser`); one revoked elsewhere (the
 * `lifeos tokens revoke` command, another server process) keeps working here
 * for at most `maxAgeMs`.
 */
export class TokenCache {
  private readonly entries = new Map<string, { readonly userId: UserId; readonly expiresAt: number }>();

  constructor(
    readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The user of a cached, unexpired token hash. */
  get(tokenHash: string, now = Date.now()): UserId | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry.userId;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, userId: UserId, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, { userId, expiresAt: now + this.maxAgeMs });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops every cached token of the user (after one of their tokens was revoked). */
  forgetUser(userId: UserId): void {
    for (const [hash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(hash);
  }
}
