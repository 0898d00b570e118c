import { StorageHealth, UserRepository } from "@lifeos/core";
import { Effect, Option } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";

/**
 * `GET /healthz`: 200 `{ status: "ok" }` when the database answers and
 * accepts a write (see `StorageHealth`); 503 `{ status: "unwritable", code }`
 * when it cannot store writes (a full disk: INSUFFICIENT_STORAGE; read-only
 * or unreachable: STORAGE_UNAVAILABLE). Needs no token and reveals no data.
 */
export const healthRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/healthz", async (c) => {
    const failure = await context.run(
      Effect.gen(function* () {
        yield* UserRepository.use((users) => users.list(1));
        const health = yield* Effect.serviceOption(StorageHealth);
        if (Option.isSome(health)) yield* health.value.checkWritable;
      }).pipe(
        Effect.as(null),
        Effect.catchTag("StorageUnavailable", (error) => Effect.succeed(error)),
      ),
    );
    const about = { database: context.config.database.kind, mode: context.config.mode };
    if (failure !== null) return c.json({ status: "unwritable", code: failure.code, ...about }, 503);
    return c.json({ status: "ok", ...about });
  });
  return app;
};
