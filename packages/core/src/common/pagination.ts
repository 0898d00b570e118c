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

/**
 * What one value of a cursor must be, by the kind of its sort key:
 * `timestamp` epoch milliseconds (an integer a `Date` can hold), `uuid` a
 * UUID string, `date` a real calendar date `YYYY-MM-DD`, `integer` a 32-bit
 * integer, `boolean`, `text` a string a database can store (no U+0000, no
 * unpaired surrogate). `null` is accepted for every kind.
 */
export type CursorKind = "timestamp" | "uuid" | "text" | "boolean" | "integer" | "date";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxEpochMs = 8.64e15;

const isValidDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const storableText = (value: string): boolean => !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

const fitsKind = (kind: CursorKind, value: unknown): boolean => {
  if (value === null) return true;
  switch (kind) {
    case "timestamp":
      return typeof value === "number" && Number.isSafeInteger(value) && Math.abs(value) <= maxEpochMs;
    case "uuid":
      return typeof value === "string" && uuidPattern.test(value);
    case "date":
      return typeof value === "string" && isValidDate(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value) && value >= -2_147_483_648 && value <= 2_147_483_647;
    case "boolean":
      return typeof value === "boolean";
    case "text":
      return typeof value === "string" && storableText(value);
  }
};

/**
 * Decodes a token made by `encodeCursor` for a list sorted by keys of
 * `kinds`, failing with `InvalidInput` (field "cursor") on anything else: not
 * base64url JSON, not an array of that length, or a value that is not of its
 * key's kind. Both storage adapters decode through this, so a crafted cursor
 * is a 400 on either, never a driver error. (A number instead of kinds checks
 * only the length and that values are scalars.)
 */
export const decodeCursor = (
  cursor: string,
  kinds: number | ReadonlyArray<CursorKind>,
): Effect.Effect<ReadonlyArray<CursorValue>, InvalidInput> =>
  Effect.try({
    try: () => {
      if (!/^[A-Za-z0-9_-]*$/.test(cursor)) throw new Error("bad cursor");
      const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      const arity = typeof kinds === "number" ? kinds : kinds.length;
      if (
        !Array.isArray(values) ||
        values.length !== arity ||
        !values.every((value) => value === null || ["string", "number", "boolean"].includes(typeof value)) ||
        (typeof kinds !== "number" && !kinds.every((kind, index) => fitsKind(kind, values[index])))
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
