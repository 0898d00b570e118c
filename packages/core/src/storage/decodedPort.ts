import { Effect, Schema } from "effect";
import { InvalidInput, PayloadTooLarge } from "../common/errors.js";
import { Limits, decodeInput } from "../common/validation.js";

type Decodable = Schema.Top & { readonly DecodingServices: never };

const decoderKey: unique symbol = Symbol.for("@lifeos/core/ArgumentDecoder");

/** A decoder that is not a plain schema: a batch (`batchOf`) or an argument passed as given (`trusted`). */
export interface ArgumentDecoder<A> {
  readonly [decoderKey]: (raw: unknown) => Effect.Effect<A, InvalidInput | PayloadTooLarge>;
}

/** How one argument of a port method is decoded: its domain schema, or an `ArgumentDecoder`. */
export type Argument<A> = (Decodable & { readonly Type: A }) | ArgumentDecoder<A>;

/** Decodes a method's whole argument list at once, for arguments whose schema depends on another one (`argumentsWith`). */
export interface ArgumentsDecoder<Args> {
  readonly [decoderKey]: (raw: ReadonlyArray<unknown>) => Effect.Effect<Args, InvalidInput | PayloadTooLarge>;
}

/**
 * The argument decoders of every method of a port, in order, declared once in
 * core next to the port. A method whose argument is optional takes a schema
 * that accepts `undefined` (`Schema.UndefinedOr(...)`); a method whose
 * arguments depend on each other takes one `argumentsWith` decoder.
 */
export type PortArguments<Service> = {
  readonly [Method in keyof Service]: Service[Method] extends (...args: infer Args) => Effect.Effect<infer _A, infer _E, infer _R>
    ? { readonly [Index in keyof Args]-?: Argument<Args[Index]> } | ArgumentsDecoder<Args>
    : never;
};

/**
 * Decodes a method's whole argument list with `decode`, for a method whose
 * argument's schema depends on another argument (`findMany(userId, key,
 * values)`, whose values are ids only under the key "id").
 */
export const argumentsWith = <Args extends ReadonlyArray<unknown>>(
  decode: (raw: ReadonlyArray<unknown>) => Effect.Effect<Args, InvalidInput | PayloadTooLarge>,
): ArgumentsDecoder<Args> => ({ [decoderKey]: decode });

/**
 * A batch argument: an array of at most `max` items (default
 * `Limits.batchItemsMax`), each decoded with `item`. A non-array is
 * `InvalidInput`; more items fail before decoding with `PayloadTooLarge`
 * ("A batch takes at most N items", or "At most N <what> at once" when `what` is given).
 */
export const batchOf = <S extends Decodable>(
  item: S,
  options: { readonly max?: number; readonly what?: string } = {},
): ArgumentDecoder<ReadonlyArray<S["Type"]>> => {
  const max = options.max ?? Limits.batchItemsMax;
  const items = Schema.Array(item);
  return {
    [decoderKey]: (raw) => {
      if (!Array.isArray(raw)) return Effect.fail(new InvalidInput({ message: "Expected an array of items" }));
      if (raw.length > max)
        return Effect.fail(
          new PayloadTooLarge({
            message: options.what === undefined ? `A batch takes at most ${max} items` : `At most ${max} ${options.what} at once`,
            limit: max,
          }),
        );
      return decodeInput(items, raw);
    },
  };
};

/**
 * An argument passed to the adapter as given: for a method that answers
 * anything it cannot match with "none" rather than an error (`findByEmail`),
 * or a value the adapter checks itself. Use sparingly and say why.
 */
export const trusted = <A>(): ArgumentDecoder<A> => ({ [decoderKey]: Effect.succeed as (raw: unknown) => Effect.Effect<A> });

/** A `limit` argument: a positive integer. */
export const Limit = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1));

/** An optional `limit`: a positive integer, or undefined for the method's default. */
export const OptionalLimit = Schema.UndefinedOr(Limit);

const decodeOne = (argument: Argument<unknown>, raw: unknown): Effect.Effect<unknown, InvalidInput | PayloadTooLarge> =>
  decoderKey in argument ? (argument as ArgumentDecoder<unknown>)[decoderKey](raw) : decodeInput(argument as Decodable, raw);

/**
 * Wraps an adapter's implementation of a port so that every method first
 * decodes its arguments, in order, with the decoders `argumentsOf` declares
 * for it in core (a bad argument fails with core's `InvalidInput`, or
 * `PayloadTooLarge` for oversized text or a batch over its bound, exactly as
 * `decodeInput` does), and only then runs the adapter's code with the decoded
 * values. The adapter therefore implements the port over typed, already valid
 * values and never calls `decodeInput` itself; outputs are the adapter's to
 * decode where it maps raw rows (each adapter's `decodeRow`).
 *
 * ```ts
 * // core, next to the port
 * export const UserRepositoryArguments: PortArguments<UserRepositoryService> = {
 *   get: [UserId], update: [UserId, UserPatch], list: [OptionalLimit], ...
 * };
 * // adapter
 * export const makeUserRepository = (db) => withDecodedArguments(UserRepositoryArguments, { get: (id) => ..., ... });
 * ```
 */
export const withDecodedArguments = <Service extends object>(argumentsOf: PortArguments<Service>, implementation: Service): Service => {
  const port: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(implementation) as Array<[string, (...args: Array<unknown>) => Effect.Effect<unknown, unknown>]>) {
    const decoders = (argumentsOf as Record<string, ReadonlyArray<Argument<unknown>> | ArgumentsDecoder<ReadonlyArray<unknown>> | undefined>)[name];
    if (decoders === undefined || (Array.isArray(decoders) && decoders.length === 0)) port[name] = method;
    else if (decoderKey in decoders) {
      const decode = (decoders as ArgumentsDecoder<ReadonlyArray<unknown>>)[decoderKey];
      port[name] = (...raw: Array<unknown>) => Effect.flatMap(decode(raw), (values) => method(...values));
    } else {
      const list = decoders as ReadonlyArray<Argument<unknown>>;
      port[name] = (...raw: Array<unknown>) =>
        Effect.flatMap(
          Effect.forEach(list, (decoder, index) => decodeOne(decoder, raw[index])),
          (values) => method(...values),
        );
    }
  }
  return port as Service;
};
