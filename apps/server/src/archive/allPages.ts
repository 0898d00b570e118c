import type { Page } from "@lifeos/core";
import { Effect } from "effect";

/** Every item of a paginated list, page after page (`list` is called with each page's cursor, none for the first), in the list's order. */
export const allPages = <A, E, R>(list: (cursor: string | undefined) => Effect.Effect<Page<A>, E, R>): Effect.Effect<ReadonlyArray<A>, E, R> =>
  Effect.gen(function* () {
    const found: A[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* list(cursor);
      found.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return found;
  });
