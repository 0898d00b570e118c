import { UserRepository } from "@lifeos/core";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";

/** `GET /healthz`: 200 `{ status: "ok" }` when the database answers. Needs no token and reveals no data. */
export const healthRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/healthz", async (c) => {
    await context.run(UserRepository.use((users) => users.list(1)));
    return c.json({ status: "ok", database: context.config.database.kind, mode: context.config.mode });
  });
  return app;
};
