import { Effect, Schema } from "effect";

/**
 * A nullable field that rows stored before it existed may lack: a missing
 * key decodes as `null`, so adapters can add the column when they are ready.
 */
export const nullWhenMissing = <S extends Schema.Top>(schema: S) =>
  Schema.NullOr(schema).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)));
