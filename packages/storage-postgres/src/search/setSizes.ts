/**
 * Remembers, for a few seconds, whether a user's chunks of one source and
 * model exceed the exact-search limit, so that vector search does not count
 * them on every query. It only chooses between exact and index search (both
 * answer correctly); writes through this process forget the user's entries.
 */
export interface SetSizes {
  readonly get: (key: string) => number | undefined;
  readonly set: (key: string, size: number) => void;
  readonly forgetUser: (userId: string) => void;
}

export const makeSetSizes = (ttlMs = 10_000): SetSizes => {
  const entries = new Map<string, { size: number; at: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined || Date.now() - entry.at > ttlMs) return undefined;
      return entry.size;
    },
    set: (key, size) => {
      if (entries.size > 10_000) entries.clear();
      entries.set(key, { size, at: Date.now() });
    },
    forgetUser: (userId) => {
      for (const key of entries.keys()) if (key.startsWith(`${userId}|`)) entries.delete(key);
    },
  };
};
