import { JournalPipeline } from "@lifeos/agent";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";

/** The ingestion pipeline: counts of entries pending, done and failed; and a way to process now. */
export const journalPipelineRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const userId = c.get("userId");
    const status = await context.runAs(userId, JournalPipeline.use((pipeline) => pipeline.status(userId)));
    return c.json({ pending: status.pending, done: status.done, failed: status.failed, running: status.running });
  });

  app.post("/run", (c) => {
    context.hooks.entriesChanged(c.get("userId"));
    return c.json({ scheduled: true }, 202);
  });

  return app;
};
