import { Effect } from "effect";
import type { InvalidInput } from "../../common/errors.js";
import type { CursorValue, Page } from "../../common/pagination.js";
import { decodeCursor, defaultPageLimit, pageFrom } from "../../common/pagination.js";

export type Direction = "asc" | "desc";

const compareValue = (a: CursorValue, b: CursorValue): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
};

/** Compares two sort keys, each position in its own direction. */
export const compareKeys = (
  a: ReadonlyArray<CursorValue>,
  b: ReadonlyArray<CursorValue>,
  directions: ReadonlyArray<Direction>,
): number => {
  for (let index = 0; index < directions.length; index++) {
    const order = compareValue(a[index] ?? null, b[index] ?? null);
    if (order !== 0) return directions[index] === "desc" ? -order : order;
  }
  return 0;
};

/** Sorts rows by their key in the given directions. */
export const sortBy = <A>(
  rows: ReadonlyArray<A>,
  keyOf: (row: A) => ReadonlyArray<CursorValue>,
  directions: ReadonlyArray<Direction>,
): A[] => [...rows].sort((a, b) => compareKeys(keyOf(a), keyOf(b), directions));

/**
 * One page of `rows` in key order: the rows strictly after the cursor's key,
 * at most `limit`, with core's opaque cursor encoding.
 */
export const paginate = <A>(
  rows: ReadonlyArray<A>,
  keyOf: (row: A) => ReadonlyArray<CursorValue>,
  directions: ReadonlyArray<Direction>,
  request: { readonly limit?: number | undefined; readonly cursor?: string | undefined },
): Effect.Effect<Page<A>, InvalidInput> =>
  Effect.gen(function* () {
    const limit = request.limit ?? defaultPageLimit;
    const sorted = sortBy(rows, keyOf, directions);
    const after =
      request.cursor === undefined ? undefined : yield* decodeCursor(request.cursor, directions.length);
    const remaining =
      after === undefined ? sorted : sorted.filter((row) => compareKeys(keyOf(row), after, directions) > 0);
    return pageFrom(remaining.slice(0, limit + 1), limit, keyOf);
  });
