import { Effect, Schema } from "effect";
import { InvalidInput, PayloadTooLarge } from "./errors.js";

/** Documented bounds on stored text. Exceeding one fails with `PayloadTooLarge`. */
export const Limits = {
  titleChars: 200,
  tagChars: 50,
  tagsPerThread: 20,
  messageTextChars: 200_000,
  entryChars: 500_000,
  chunkChars: 50_000,
  documentChars: 5_000_000,
  memoryChars: 10_000,
  nameChars: 200,
  pageLimitMax: 200,
  /** Elements of an embedding vector. */
  vectorDimsMax: 4096,
  /** Items in one batch write or lookup (`createMany`, `replaceMany`, ...); more fail with `PayloadTooLarge`. */
  batchItemsMax: 1000,
} as const;

/**
 * U+0000 and UTF-16 surrogates that are not part of a pair: text no database
 * stores as given (PostgreSQL refuses NUL; both adapters' UTF-8 encoders
 * replace a lone surrogate). One rule for every adapter: such text is
 * refused at the edge rather than stored differently by each.
 */
const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text that holds an unstorable character (see `isStorableText`). */
export const unstorableTextMessage = "must not contain U+0000 (NUL) or an unpaired surrogate";

/** True when every character of `value` can be stored by every adapter: no U+0000, no unpaired surrogate. */
export const isStorableText = (value: string): boolean => !unstorableCharacter.test(value);

/** `value` with each unstorable character (see `isStorableText`) replaced by U+FFFD, for showing or logging it. */
export const replaceUnstorableText = (value: string): string =>
  isStorableText(value) ? value : value.replace(new RegExp(unstorableCharacter.source, "g"), "\uFFFD");

const storable = Schema.makeFilter((value: string) => isStorableText(value) || unstorableTextMessage);

/**
 * Any string every adapter can store (see `isStorableText`): the schema for
 * text without a length bound in every input (request bodies, queries, a
 * repository's inputs). Prefer `BoundedString` where a bound is documented.
 */
export const StorableText = Schema.String.pipe(Schema.check(storable));

/** Storable text (see `StorableText`) with at most `max` characters; longer input fails with PayloadTooLarge. */
export const BoundedString = (max: number) =>
  Schema.String.pipe(
    Schema.check(storable),
    Schema.check(
      Schema.makeFilter((value: string) => value.length <= max || `is longer than ${max} characters`, {
        toJsonSchema: () => ({ maxLength: max }),
      }),
    ),
  );

/** A non-blank string (after trimming) of at most `max` characters. */
export const RequiredString = (max: number) =>
  BoundedString(max).pipe(Schema.check(Schema.makeFilter((value: string) => value.trim().length > 0 || "must not be empty")));

const tooLargeLimit = (message: string): number | undefined => {
  const match = /is longer than (\d+) characters/.exec(message);
  return match ? Number(match[1]) : undefined;
};

/**
 * The path of the first failing field in a schema error's message
 * (`at ["entries"][2]["title"]` → `entries.2.title`), or undefined at the top level.
 */
const fieldOf = (message: string): string | undefined => {
  const path = /\n\s*at ((?:\[[^\]\n]*\])+)/.exec(message)?.[1];
  if (path === undefined) return undefined;
  return Array.from(path.matchAll(/\[("(?:[^"\\]|\\.)*"|[^\]]*)\]/g), (match) => {
    const key = match[1]!;
    try {
      return key.startsWith('"') ? String(JSON.parse(key)) : key;
    } catch {
      return key;
    }
  }).join(".");
};

/**
 * Decodes untrusted input with a domain schema, failing with `InvalidInput`
 * (or `PayloadTooLarge` for an oversized text) whose message names the
 * field, and whose `field` is that field's path (`title`, `entries.2.title`).
 */
export const decodeInput = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): Effect.Effect<S["Type"], InvalidInput | PayloadTooLarge> =>
  Schema.decodeUnknownEffect(schema)(input).pipe(
    Effect.mapError((error) => {
      const limit = tooLargeLimit(error.message);
      if (limit !== undefined) return new PayloadTooLarge({ message: error.message, limit });
      const field = fieldOf(error.message);
      return new InvalidInput({ message: error.message, ...(field === undefined ? {} : { field }) });
    }),
  );

/**
 * Decodes the items of a batch call with `schema`: a non-array is
 * `InvalidInput`, more than `Limits.batchItemsMax` items `PayloadTooLarge`,
 * and any bad item fails the whole batch as `decodeInput` would.
 */
export const decodeBatch = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  items: unknown,
): Effect.Effect<ReadonlyArray<S["Type"]>, InvalidInput | PayloadTooLarge> => {
  if (!Array.isArray(items)) return Effect.fail(new InvalidInput({ message: "Expected an array of items" }));
  if (items.length > Limits.batchItemsMax)
    return Effect.fail(new PayloadTooLarge({ message: `A batch takes at most ${Limits.batchItemsMax} items`, limit: Limits.batchItemsMax }));
  return decodeInput(Schema.Array(schema), items);
};

/** Synchronous variant of `decodeInput` that throws the domain error. */
export const decodeInputSync = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): S["Type"] => Effect.runSync(decodeInput(schema, input));
