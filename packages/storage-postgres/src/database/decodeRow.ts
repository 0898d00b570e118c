import { InternalError } from "@lifeos/core";
import { Effect, Schema } from "effect";

type Decodable = Schema.Top & { readonly DecodingServices: never };

/**
 * Decodes a stored row through its domain schema, so every adapter hands out
 * exactly the domain's types. A row that does not decode is a broken
 * invariant: `InternalError`, whose message names only the entity.
 */
export const decodeRow = <S extends Decodable>(schema: S, entity: string) => {
  const decode = Schema.decodeUnknownEffect(schema);
  return (row: unknown): Effect.Effect<S["Type"], InternalError> =>
    decode(row).pipe(Effect.mapError(() => new InternalError({ message: `A stored ${entity} row failed to decode` })));
};

/** Decodes every row of a result. */
export const decodeRows = <S extends Decodable>(schema: S, entity: string) => {
  const decode = decodeRow(schema, entity);
  return (rows: ReadonlyArray<unknown>): Effect.Effect<Array<S["Type"]>, InternalError> => Effect.forEach(rows, decode);
};
