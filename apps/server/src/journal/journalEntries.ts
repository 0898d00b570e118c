import {
  BoundedString,
  EntryAnalyticsRepository,
  EntryId,
  EntryListQuery,
  JournalEntryRepository,
  Limits,
  LocalDate,
  RequiredString,
} from "@lifeos/core";
import { createJournalEntry, updateJournalEntry } from "@lifeos/tools";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";

/** `POST /journal/entries`. */
export const EntryCreateBody = Schema.Struct({
  date: LocalDate,
  title: Schema.optional(Schema.NullOr(BoundedString(Limits.titleChars))),
  content: RequiredString(Limits.entryChars),
});

/**
 * `PATCH /journal/entries/:id`: any of date, title, content. A content change
 * re-runs the pipeline. An imported or sample entry edited here becomes
 * "manual" (its source ref stays), so a re-import of its file keeps the edit
 * and removing the sample journal keeps it.
 */
export const EntryUpdateBody = Schema.Struct({
  date: Schema.optional(LocalDate),
  title: Schema.optional(Schema.NullOr(BoundedString(Limits.titleChars))),
  content: Schema.optional(RequiredString(Limits.entryChars)),
});

const EntryIdParam = Schema.Struct({ id: EntryId });

/**
 * Journal entry CRUD. Listed entries carry their mood reading (`mood`, null
 * until analysed). Creating an entry or changing its content goes through
 * `createJournalEntry` / `updateJournalEntry` (the one path that writes an
 * entry the person wrote, the chat's confirmed drafts included): the user's
 * `journal.process` job is queued before the entry is written, so no saved
 * entry is ever left pending without a job.
 */
export const journalEntryRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const entryId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(EntryIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(EntryListQuery, queryObject(c));
    const userId = c.get("userId");
    const page = await context.run(
      Effect.gen(function* () {
        const page = yield* JournalEntryRepository.use((entries) => entries.list(userId, query));
        const dates = page.items.map((entry) => entry.date).sort();
        const [first, last] = [dates[0], dates[dates.length - 1]];
        const readings =
          first === undefined || last === undefined
            ? []
            : yield* EntryAnalyticsRepository.use((analytics) => analytics.listByDateRange(userId, first, last));
        const byEntry = new Map(readings.map((reading) => [reading.entryId as string, reading]));
        const items = page.items.map((entry) => {
          const reading = byEntry.get(entry.id);
          return { ...entry, mood: reading ? { happiness: reading.happiness, stress: reading.stress, energy: reading.energy } : null };
        });
        return { items, nextCursor: page.nextCursor };
      }),
    );
    return c.json(page);
  });

  app.post("/", async (c) => {
    const body = await readBody(c, EntryCreateBody);
    const entry = await context.run(createJournalEntry(c.get("userId"), body));
    return c.json(entry, 201);
  });

  app.get("/:id", async (c) => {
    const id = entryId(c);
    const userId = c.get("userId");
    const result = await context.run(
      Effect.gen(function* () {
        const entry = yield* JournalEntryRepository.use((entries) => entries.get(userId, id));
        const analytics = yield* EntryAnalyticsRepository.use((repository) => repository.get(userId, id));
        return { ...entry, analytics: Option.getOrNull(analytics) };
      }),
    );
    return c.json(result);
  });

  app.patch("/:id", async (c) => {
    const id = entryId(c);
    const body = await readBody(c, EntryUpdateBody);
    const entry = await context.run(updateJournalEntry(c.get("userId"), id, body));
    return c.json(entry);
  });

  app.delete("/:id", async (c) => {
    const id = entryId(c);
    await context.run(JournalEntryRepository.use((entries) => entries.delete(c.get("userId"), id)));
    return c.body(null, 204);
  });

  return app;
};
