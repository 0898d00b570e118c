import type { LocalDate } from "@lifeos/core";
import { InvalidInput, LocalDate as LocalDateSchema, MemoryContext, MemoryRepository, MemorySettingsRepository, MemoryType, retrieveMemories, SearchMemoriesOutput, zonedInstant } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { memoryView } from "./memoryViews.js";

export const Timeframe = Schema.Literals(["recent", "last_week", "last_month", "all"]);

export const SearchMemoriesParameters = Schema.Struct({
  query: Schema.String.check(Schema.isMaxLength(500)),
  timeframe: Schema.optional(Timeframe),
  context: Schema.optional(MemoryContext),
  type: Schema.optional(MemoryType),
  /** The days it happened (or was told, when undated), inclusive, in the user's time zone: every memory of them is read, not only the newest. */
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  /** The days it was told, inclusive, in the user's time zone: every memory told then is read, however many were told since. */
  toldFrom: Schema.optional(LocalDateSchema),
  toldTo: Schema.optional(LocalDateSchema),
  /** Also facts that no longer hold ("how old was she last year?"). */
  includeHistory: Schema.optional(Schema.Boolean),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
});

export type SearchMemoriesData = SearchMemoriesOutput;

const dayMs = 86_400_000;

/** The first instant of a day in `timeZone`, or of the day after it (`next`): a range's bounds. */
const dayStart = (date: LocalDate, timeZone: string, next = false): Date => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return zonedInstant({ year, month, day: next ? day + 1 : day }, timeZone);
};
const spans = { recent: 14, last_week: 7, last_month: 31 } as const;

/**
 * `search_memories`: what the assistant remembers about the person, by
 * meaning, words, names, recency and importance at once, best first, each
 * with why it was found; with the weekly summaries of older memories.
 */
export const searchMemories = defineTool({
  name: "search_memories",
  description:
    "Search what you remember about the user from past conversations: facts, preferences, people, appointments, events, " +
    "tasks. Returns memories best first (content, date, type, matchedBy), summaries of older weeks, and total: how many the " +
    "filters hold when counted (an empty query: say so when more exist than were returned). timeframe: recent " +
    "(14 days), last_week, last_month, all (default). from/to (YYYY-MM-DD, inclusive): only what happened (or was told, " +
    "when undated) on those days, every one of them however long ago it was told (\"what do I have next week?\"). " +
    "toldFrom/toldTo (YYYY-MM-DD, inclusive): only what the user told you on those days, every one of them (\"what did I tell you in March?\"). includeHistory also returns facts that no longer hold (current: false). " +
    "An empty query lists the newest memories.",
  parameters: SearchMemoriesParameters,
  output: SearchMemoriesOutput,
  readOnly: true,
  maxResults: 20,
  run: (params, context) =>
    Effect.gen(function* () {
      const limit = params.limit ?? 8;
      const timeframe = params.timeframe ?? "all";
      if (params.from !== undefined && params.to !== undefined && params.from > params.to) {
        return yield* new InvalidInput({ message: `"from" (${params.from}) is after "to" (${params.to})`, field: "from" });
      }
      if (params.toldFrom !== undefined && params.toldTo !== undefined && params.toldFrom > params.toldTo) {
        return yield* new InvalidInput({ message: `"toldFrom" (${params.toldFrom}) is after "toldTo" (${params.toldTo})`, field: "toldFrom" });
      }
      const since = timeframe === "all" ? undefined : new Date(context.now.getTime() - spans[timeframe] * dayMs);
      const asked = params.from === undefined ? undefined : dayStart(params.from, context.timeZone);
      // The later of the timeframe's start and the first day asked.
      const from = since === undefined ? asked : asked === undefined || since > asked ? since : asked;
      const to = params.to === undefined ? undefined : new Date(dayStart(params.to, context.timeZone, true).getTime() - 1);
      const toldFrom = params.toldFrom === undefined ? undefined : dayStart(params.toldFrom, context.timeZone);
      const toldTo = params.toldTo === undefined ? undefined : new Date(dayStart(params.toldTo, context.timeZone, true).getTime() - 1);
      const found = yield* retrieveMemories(context.userId, {
        query: params.query,
        limit,
        now: context.now,
        timeZone: context.timeZone,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
        ...(toldFrom === undefined ? {} : { toldFrom }),
        ...(toldTo === undefined ? {} : { toldTo }),
        ...(params.context === undefined ? {} : { context: params.context }),
        ...(params.type === undefined ? {} : { type: params.type }),
        ...(params.includeHistory === true ? { includeHistory: true } : {}),
      });
      // Memories found are counted as used, unless the person turned memory off: then the chat writes nothing.
      if (found.hits.length > 0 && (yield* (yield* MemorySettingsRepository).get(context.userId)).enabled) {
        yield* (yield* MemoryRepository).recordAccess(context.userId, found.hits.map((hit) => hit.memory.id), context.now);
      }
      const data: SearchMemoriesData = {
        memories: found.hits.map((hit) => memoryView(hit.memory, context.timeZone, hit)),
        summaries: found.summaries.map((hit) => ({ content: hit.summary.content, periodStart: hit.summary.periodStart.toISOString().slice(0, 10) })),
        total: found.total,
      };
      return { data, meta: listMeta(data.memories.length, found.total ?? data.memories.length, { query: params.query, timeframe, context: params.context, type: params.type, from: params.from, to: params.to, toldFrom: params.toldFrom, toldTo: params.toldTo }) };
    }),
});
