import { Clock, JournalEntryRepository, LocalDate, RequiredString, UserRepository, isLocalDate, localDate, toLocalDate, type JournalEntry } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";
import { runTool } from "../http/runTool.js";

/** `GET /journal/search`: words or a phrase, by meaning and keywords. */
export const JournalSearchQuery = Schema.Struct({
  q: RequiredString(500),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
});

/** `GET /journal/on-this-day`: the day whose earlier years to show (default today in the user's zone). */
export const OnThisDayQuery = Schema.Struct({ date: Schema.optional(LocalDate) });

/** How many earlier years "On this day" looks back. */
const yearsBack = 30;

/**
 * Ways to browse the journal beyond the timeline: search (the same search
 * the chat's `search_journal` tool runs, so both find the same entries) and
 * "On this day", the entries of the same date in earlier years (29 February
 * only in leap years), newest year first.
 */
export const journalBrowseRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/search", async (c) => {
    const query = decodeOrThrow(JournalSearchQuery, queryObject(c, ["limit"]));
    const result = await runTool(context, c.get("userId"), "search_journal", { query: query.q, limit: query.limit ?? 20 });
    return c.json(result.data as object);
  });

  app.get("/on-this-day", async (c) => {
    const query = decodeOrThrow(OnThisDayQuery, queryObject(c));
    const userId = c.get("userId");
    const result = await context.run(
      Effect.gen(function* () {
        const user = yield* UserRepository.use((users) => users.get(userId));
        const date = query.date ?? toLocalDate(yield* Clock.use((clock) => clock.now), user.timeZone);
        const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(4)];
        const repository = yield* JournalEntryRepository;
        const oldest = (yield* repository.list(userId, { order: "asc", limit: 1 })).items[0];
        const entries: JournalEntry[] = [];
        for (let earlier = year - 1; earlier >= year - yearsBack && oldest !== undefined && String(earlier) >= oldest.date.slice(0, 4); earlier--) {
          const day = `${String(earlier).padStart(4, "0")}${monthDay}`;
          if (!isLocalDate(day)) continue;
          entries.push(...(yield* repository.list(userId, { from: localDate(day), to: localDate(day), limit: 20 })).items);
        }
        return { date, entries };
      }),
    );
    return c.json(result);
  });

  return app;
};
