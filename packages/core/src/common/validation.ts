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

/** A string with at most `max` characters; longer input fails with PayloadTooLarge. */
export const BoundedString = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((value: string) => value.length <= max || `is longer than ${max} characters`),
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
 * Decodes untrusted input with a domain schema, failing with `InvalidInput`
 * (or `PayloadTooLarge` for an oversized text) whose message names the field.
 */
export const decodeInput = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): Effect.Effect<S["Type"], InvalidInput | PayloadTooLarge> =>
  Schema.decodeUnknownEffect(schema)(input).pipe(
    Effect.mapError((error) => {
      const limit = tooLargeLimit(error.message);
      if (limit !== undefined) return new PayloadTooLarge({ message: error.message, limit });
      return new InvalidInput({ message: error.message });
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
