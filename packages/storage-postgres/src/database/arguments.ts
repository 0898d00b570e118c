import type { NotFound } from "@lifeos/core";
import { Effect } from "effect";

/** The single row of a result, or `NotFound`. Arguments are decoded before an adapter runs: see core's `withDecodedArguments`. */
export const single = <A>(rows: ReadonlyArray<A>, notFound: () => NotFound): Effect.Effect<A, NotFound> => {
  const row = rows[0];
  return row === undefined ? Effect.fail(notFound()) : Effect.succeed(row);
};
