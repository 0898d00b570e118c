import { JournalEntryRepository, LocalDate } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { makeExcerpt } from "./excerpt.js";
import { listMeta } from "./meta.js";

export const GetRecentEntriesParameters = Schema.Struct({
  count: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  before: Schema.optional(LocalDate),
  after: Schema.optional(LocalDate),
});
export type GetRecentEntriesParameters = typeof GetRecentEntriesParameters.Type;

export interface RecentEntry {
  readonly entryId: string;
  readonly date: string;
  readonly title: string | null;
  readonly excerpt: string;
}

export interface GetRecentEntriesData {
  readonly entries: ReadonlyArray<RecentEntry>;
}

/**
 * `get_recent_entries`: the newest entries by date (never by similarity),
 * newest first, optionally on or before `before` and on or after `after`.
 */
export const getRecentEntries = defineTool({
  name: "get_recent_entries",
  description:
    "The most recent journal entries by date, newest first (id, date, title, excerpt). Use for 'my last entry', " +
    "'what did I write this week/yesterday'. count 1-20 (default 5); before/after are inclusive dates YYYY-MM-DD. " +
    "An empty list means there are no entries in that range.",
  parameters: GetRecentEntriesParameters,
  readOnly: true,
  maxResults: 20,
  run: (params, context) =>
    Effect.gen(function* () {
      const entries = yield* JournalEntryRepository;
      const count = params.count ?? 5;
      const page = yield* entries.list(context.userId, {
        from: params.after,
        to: params.before,
        order: "desc",
        limit: count,
      });
      const data: GetRecentEntriesData = {
        entries: page.items.map((entry) => ({
          entryId: entry.id,
          date: entry.date,
          title: entry.title,
          excerpt: makeExcerpt(entry.content),
        })),
      };
      const more = page.nextCursor !== null ? 1 : 0;
      return {
        data,
        meta: listMeta(data.entries.length, data.entries.length + more, { before: params.before, after: params.after }),
      };
    }),
});
