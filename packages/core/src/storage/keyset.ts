import { Effect } from "effect";
import type { InvalidInput } from "../common/errors.js";
import type { CursorKind, CursorValue, Page } from "../common/pagination.js";
import { decodeCursor, defaultPageLimit, pageFrom } from "../common/pagination.js";

/** One sort key of a keyset order: its cursor kind and how a record's value is written into a cursor. */
export interface KeysetKey<Record> {
  readonly kind: CursorKind;
  readonly value: (record: Record) => CursorValue;
}

/** A keyset order over records (see `keysetOrder`). */
export interface KeysetOrder<Record> {
  readonly keys: ReadonlyArray<KeysetKey<Record>>;
  /** The decoded key values of `cursor` (checked against each key's kind), or undefined for the first page; a bad cursor is `InvalidInput`. */
  readonly after: (cursor: string | undefined) => Effect.Effect<ReadonlyArray<CursorValue> | undefined, InvalidInput>;
  /** The page of `rows` fetched with `limit + 1`, with the cursor of its last record when there is more. */
  readonly page: (rows: ReadonlyArray<Record>, limit: number) => Page<Record>;
}

/**
 * The keyset pagination of a list, declared once in core next to its port:
 * the sort keys in order (for example pinned, updatedAt, id). Adapters turn
 * `after(cursor)` into their "strictly after" condition and build the page
 * with `page(rows, limit)`, so the cursor's format is written once.
 */
export const keysetOrder = <Record>(keys: ReadonlyArray<KeysetKey<Record>>): KeysetOrder<Record> => {
  const kinds = keys.map((key) => key.kind);
  return {
    keys,
    after: (cursor) => (cursor === undefined ? Effect.succeed(undefined) : decodeCursor(cursor, kinds)),
    page: (rows, limit) => pageFrom(rows, limit, (record) => keys.map((key) => key.value(record))),
  };
};

/** A page request's limit, or the default page size. */
export const pageLimit = (limit: number | undefined): number => limit ?? defaultPageLimit;

/** The fields of a patch that were given (undefined ones are left out), for an UPDATE's SET clause. */
export const givenFields = <Patch extends object>(patch: Patch): Partial<Patch> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<Patch>;
