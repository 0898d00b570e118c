import type { NotFound } from "@lifeos/core";
import { InvalidInput, UserId, decodeInput, givenFields } from "@lifeos/core";
import { Effect, Schema } from "effect";

type Decodable = Schema.Top & { readonly DecodingServices: never };

/** Decodes an id or scalar argument; anything malformed fails with `InvalidInput`. */
export const decodeArgument = <S extends Decodable>(schema: S, value: unknown): Effect.Effect<S["Type"], InvalidInput> =>
  decodeInput(schema, value).pipe(
    Effect.mapError((error) => (error._tag === "InvalidInput" ? error : new InvalidInput({ message: error.message }))),
  );

/** Validates the acting user's id. */
export const actingUser = (userId: unknown): Effect.Effect<UserId, InvalidInput> => decodeArgument(UserId, userId);

const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1));

/** An optional `limit` argument: a positive integer, or the default. */
export const limitOf = (limit: unknown, fallback: number): Effect.Effect<number, InvalidInput> =>
  limit === undefined ? Effect.succeed(fallback) : decodeArgument(PositiveInt, limit);

/** The single row of a result, or `NotFound`. */
export const single = <A>(rows: ReadonlyArray<A>, notFound: () => NotFound): Effect.Effect<A, NotFound> => {
  const row = rows[0];
  return row === undefined ? Effect.fail(notFound()) : Effect.succeed(row);
};

/** The fields of a patch that were given (undefined ones are left out): core's `givenFields`. */
export const given = givenFields;
