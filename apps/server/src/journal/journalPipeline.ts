import { enqueueJournalProcessing } from "@lifeos/agent";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { journalProcessing } from "./journalProcessing.js";

/**
 * The ingestion pipeline: counts of entries pending, done and failed,
 * whether its job is running or queued (with the latest job and its last
 * error); and a way to process now.
 */
export const journalPipelineRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const status = await context.run(journalProcessing(c.get("userId")));
    return c.json({
      pending: status.pending,
      done: status.done,
      failed: status.failed,
      running: status.running,
      queued: status.queued,
      job: status.latestJob,
    });
  });

  app.post("/run", async (c) => {
    const job = await context.run(enqueueJournalProcessing(c.get("userId"), 0));
    return c.json({ scheduled: true, jobId: job.id }, 202);
  });

  return app;
};
