import type { Effect } from "effect";
import { expect } from "vitest";
import type { Page } from "../../common/pagination.js";
import type { StorageServices } from "../../storage/StorageServices.js";

/**
 * Follows `nextCursor` from the first page to the last and returns every
 * item in order, asserting that no item appears twice.
 */
export const walkPages = async <A extends { readonly id: string }, E>(
  run: <X, Y>(effect: Effect.Effect<X, Y, StorageServices>) => Promise<X>,
  page: (cursor: string | undefined) => Effect.Effect<Page<A>, E, StorageServices>,
): Promise<{ items: A[]; pages: number }> => {
  const items: A[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(page(cursor));
    pages++;
    items.push(...result.items);
    cursor = result.nextCursor ?? undefined;
    if (pages > 10_000) throw new Error("pagination does not end");
  } while (cursor !== undefined);
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  return { items, pages };
};
