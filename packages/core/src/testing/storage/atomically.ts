import { Effect } from "effect";
import type { MemoryTables } from "./MemoryStore.js";

/**
 * Runs `body` so that the named tables end as they were when it fails: a
 * snapshot of each is taken first and put back on failure. This is how the
 * in-memory adapter keeps batch writes all-or-nothing.
 */
export const atomically = <A, E, R>(
  tables: MemoryTables,
  names: ReadonlyArray<keyof MemoryTables>,
  body: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const snapshots = names.map((name) => [tables[name] as Map<string, unknown>, new Map(tables[name] as Map<string, unknown>)] as const);
    return Effect.tapError(body, () =>
      Effect.sync(() => {
        for (const [table, snapshot] of snapshots) {
          table.clear();
          for (const [key, row] of snapshot) table.set(key, row);
        }
      }),
    );
  });
