import { EntryId, NotFound, ReflectionId, ReflectionRepository } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";

export const ReflectionListQuery = Schema.Struct({
  entryId: Schema.optional(EntryId),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
});

/** The user's saved reflections: listed newest first (optionally of one entry), read and deleted by id. */
export const savedReflectionRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const query = decodeOrThrow(ReflectionListQuery, queryObject(c, ["limit"]));
    const items = await context.run(ReflectionRepository.use((reflections) => reflections.list(c.get("userId"), query)));
    return c.json({ items });
  });
  app.get("/:id", async (c) => {
    const id = decodeOrThrow(ReflectionId, c.req.param("id"));
    const found = await context.run(ReflectionRepository.use((reflections) => reflections.get(c.get("userId"), id)));
    if (Option.isNone(found)) throw NotFound.of("reflection", id);
    return c.json(found.value);
  });
  app.delete("/:id", async (c) => {
    const id = decodeOrThrow(ReflectionId, c.req.param("id"));
    await context.run(ReflectionRepository.use((reflections) => reflections.delete(c.get("userId"), id)).pipe(Effect.asVoid));
    return c.body(null, 204);
  });
  return app;
};
