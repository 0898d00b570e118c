import { Effect, Schema } from "effect";
import { InvalidInput } from "./errors.js";
import { Limits, StorableText } from "./validation.js";

/** A request for one page: at most `limit` rows after `cursor`. */
export const PageRequest = Schema.Struct({
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(StorableText),
});
export type PageRequest = typeof PageRequest.Type;

export const defaultPageLimit = 20;

/** One page of rows in the method's documented order; `nextCursor` is null on the last page. */
export interface Page<A> {
  readonly items: ReadonlyArray<A>;
  readonly nextCursor: string | null;
}

export type CursorValue = string | number | boolean | null;

/**
 * Encodes the sort key of the last row of a page (for example
 * `[pinned, updatedAt, id]`) as an opaque URL-safe token.
 */
export const encodeCursor = (values: ReadonlyArray<CursorValue>): string =>
  Buffer.from(JSON.stringify(values), "utf8").toString("base64url");

/** Decodes a token made by `encodeCursor`, failing with `InvalidInput` on anything else. */
export const decodeCursor = (
  cursor: string,
  arity: number,
): Effect.Effect<ReadonlyArray<CursorValue>, InvalidInput> =>
  Effect.try({
    try: () => {
      const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      if (
        !Array.isArray(values) ||
        values.length !== arity ||
        !values.every((value) => value === null || ["string", "number", "boolean"].includes(typeof value))
      ) {
        throw new Error("bad cursor");
      }
      return values as ReadonlyArray<CursorValue>;
    },
    catch: () => new InvalidInput({ message: "Malformed pagination cursor", field: "cursor" }),
  });

/**
 * Builds a page from rows fetched with `limit + 1`: the extra row only tells
 * whether another page exists.
 */
export const pageFrom = <A>(
  rows: ReadonlyArray<A>,
  limit: number,
  cursorOf: (row: A) => ReadonlyArray<CursorValue>,
): Page<A> => {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
};
