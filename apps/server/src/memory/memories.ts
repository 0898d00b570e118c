import {
  Clock,
  EntityRepository,
  Importance,
  indexMemory,
  InvalidInput,
  Limits,
  MemoryContext,
  MemoryId,
  MemoryListQuery,
  MemoryRepository,
  MemorySettingsRepository,
  MemorySummaryRepository,
  MemoryType,
  ReminderRepository,
  RequiredString,
  retrieveMemories,
  storeMemory,
  StorableText,
} from "@lifeos/core";
import type { Memory, MemoryHit, Reminder, UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { IsoInstant, QueryText } from "./IsoInstant.js";
import { timeZoneOf } from "./memoryRequest.js";

/** `POST /memories`. */
export const MemoryCreateBody = Schema.Struct({
  content: RequiredString(Limits.memoryChars),
  occurredAt: Schema.optional(IsoInstant),
  context: Schema.optional(MemoryContext),
  type: Schema.optional(MemoryType),
  importance: Schema.optional(Importance),
});

/** `PATCH /memories/:id`: a correction. A fact marked no longer true gets `validTo`. */
export const MemoryUpdateBody = Schema.Struct({
  content: Schema.optional(RequiredString(Limits.memoryChars)),
  summary: Schema.optional(StorableText),
  type: Schema.optional(MemoryType),
  context: Schema.optional(MemoryContext),
  importance: Schema.optional(Importance),
  occurredAt: Schema.optional(Schema.NullOr(IsoInstant)),
  validTo: Schema.optional(Schema.NullOr(IsoInstant)),
});

export const MemorySearchQuery = Schema.Struct({
  q: QueryText,
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  context: Schema.optional(MemoryContext),
  type: Schema.optional(MemoryType),
  from: Schema.optional(IsoInstant),
  to: Schema.optional(IsoInstant),
  history: Schema.optional(Schema.Boolean),
});

const DeleteRangeQuery = Schema.Struct({
  from: Schema.optional(IsoInstant),
  to: Schema.optional(IsoInstant),
  all: Schema.optional(Schema.Boolean),
});

const MemoryIdParam = Schema.Struct({ id: MemoryId });

/** A search hit on the wire: the memory's fields, its score and why it matched. */
export const searchItem = (hit: MemoryHit) => ({ ...hit.memory, score: hit.score, matchedBy: hit.matchedBy });

/** Every entity and reminder of the user (for export and delete-all). */
const everyReminder = (userId: UserId) =>
  Effect.gen(function* () {
    const repository = yield* ReminderRepository;
    const all: Reminder[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* repository.list(userId, { limit: 200, ...(cursor === undefined ? {} : { cursor }) });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  });

const everyMemory = (userId: UserId) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const all: Memory[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* repository.list(userId, { limit: 200, includeArchived: true, ...(cursor === undefined ? {} : { cursor }) });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  });

/**
 * Memories: store (deduplicated, contradictions closed), list, search with
 * the reason each matched, correct, delete one / a range / everything, and
 * export everything as JSON.
 */
export const memoryRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const memoryId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(MemoryIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(MemoryListQuery, queryObject(c));
    const page = await context.run(MemoryRepository.use((memories) => memories.list(c.get("userId"), query)));
    return c.json(page);
  });

  app.post("/", async (c) => {
    const body = await readBody(c, MemoryCreateBody);
    const userId = c.get("userId");
    const stored = await context.runAs(
      userId,
      Effect.gen(function* () {
        const now = yield* (yield* Clock).now;
        const timeZone = yield* timeZoneOf(userId);
        return yield* storeMemory(
          userId,
          {
            content: body.content,
            summary: body.content.slice(0, 200),
            type: body.type ?? (body.occurredAt === undefined ? "fact" : "event"),
            context: body.context ?? "personal",
            importance: body.importance ?? 5,
            occurredAt: body.occurredAt ?? null,
            occurredPrecision: body.occurredAt === undefined ? null : "minute",
            source: { kind: "manual" },
          },
          { now, timeZone },
        );
      }),
    );
    return c.json({ ...stored.memory, outcome: stored.kind, closed: stored.closed }, stored.kind === "created" ? 201 : 200);
  });

  app.get("/search", async (c) => {
    const query = decodeOrThrow(MemorySearchQuery, queryObject(c));
    const userId = c.get("userId");
    const result = await context.runAs(
      userId,
      Effect.gen(function* () {
        const now = yield* (yield* Clock).now;
        const timeZone = yield* timeZoneOf(userId);
        return yield* retrieveMemories(userId, {
          query: query.q,
          limit: query.limit ?? 10,
          now,
          timeZone,
          ...(query.context === undefined ? {} : { context: query.context }),
          ...(query.type === undefined ? {} : { type: query.type }),
          ...(query.from === undefined ? {} : { from: query.from }),
          ...(query.to === undefined ? {} : { to: query.to }),
          ...(query.history === true ? { includeHistory: true } : {}),
        });
      }),
    );
    return c.json({ items: result.hits.map(searchItem), summaries: result.summaries.map((hit) => ({ ...hit.summary, score: hit.score })) });
  });

  app.get("/export", async (c) => {
    const userId = c.get("userId");
    const exported = await context.run(
      Effect.gen(function* () {
        return {
          exportedAt: new Date().toISOString(),
          settings: yield* (yield* MemorySettingsRepository).get(userId),
          memories: yield* everyMemory(userId),
          entities: yield* (yield* EntityRepository).list(userId, 100_000),
          summaries: yield* (yield* MemorySummaryRepository).list(userId, 100_000),
          reminders: yield* everyReminder(userId),
        };
      }),
    );
    c.header("Content-Disposition", 'attachment; filename="lifeos-memories.json"');
    return c.json(exported);
  });

  app.delete("/", async (c) => {
    const query = decodeOrThrow(DeleteRangeQuery, queryObject(c));
    const userId = c.get("userId");
    if (query.from === undefined && query.to === undefined && query.all !== true) {
      throw new InvalidInput({ message: "Give from and/or to, or all=true to delete every memory", field: "all" });
    }
    const result = await context.run(
      Effect.gen(function* () {
        const deleted = yield* (yield* MemoryRepository).deleteMany(userId, { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) });
        if (query.all !== true || query.from !== undefined || query.to !== undefined) return { deleted: deleted.length, entities: 0, reminders: 0 };
        const entities = yield* EntityRepository;
        const known = yield* entities.list(userId, 100_000);
        for (const entity of known) yield* entities.delete(userId, entity.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
        const summaries = yield* MemorySummaryRepository;
        for (const summary of yield* summaries.list(userId, 100_000)) yield* summaries.delete(userId, summary.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
        const reminders = yield* everyReminder(userId);
        for (const reminder of reminders) yield* (yield* ReminderRepository).delete(userId, reminder.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
        return { deleted: deleted.length, entities: known.length, reminders: reminders.length };
      }),
    );
    return c.json(result);
  });

  app.get("/:id", async (c) => {
    const id = memoryId(c);
    return c.json(await context.run(MemoryRepository.use((memories) => memories.get(c.get("userId"), id))));
  });

  app.patch("/:id", async (c) => {
    const id = memoryId(c);
    const body = await readBody(c, MemoryUpdateBody);
    const userId = c.get("userId");
    const updated = await context.runAs(
      userId,
      Effect.gen(function* () {
        const memories = yield* MemoryRepository;
        const memory = yield* memories.update(userId, id, {
          ...body,
          ...(body.occurredAt === undefined ? {} : { occurredPrecision: body.occurredAt === null ? null : "minute" }),
        });
        if (body.content !== undefined || body.occurredAt !== undefined) yield* indexMemory(userId, memory, yield* timeZoneOf(userId));
        return memory;
      }),
    );
    return c.json(updated);
  });

  app.delete("/:id", async (c) => {
    const id = memoryId(c);
    await context.run(MemoryRepository.use((memories) => memories.delete(c.get("userId"), id)));
    return c.body(null, 204);
  });

  return app;
};
