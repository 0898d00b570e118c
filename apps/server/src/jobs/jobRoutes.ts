import { JobId, JobListQuery, JobQueue } from "@lifeos/core";
import { Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";

const JobIdParam = Schema.Struct({ id: JobId });

/**
 * The caller's background jobs, so the UI can show work in progress and
 * failed work with its reason: list (newest first, by `kind` and
 * `status`), one job, retry a failed or cancelled one, cancel an
 * unfinished one. Another user's job is a 404.
 */
export const jobRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const jobId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(JobIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(JobListQuery, queryObject(c));
    return c.json(await context.run(JobQueue.use((jobs) => jobs.list(c.get("userId"), query))));
  });

  app.get("/:id", async (c) => {
    const id = jobId(c);
    return c.json(await context.run(JobQueue.use((jobs) => jobs.get(c.get("userId"), id))));
  });

  app.post("/:id/retry", async (c) => {
    const id = jobId(c);
    return c.json(await context.run(JobQueue.use((jobs) => jobs.retry(c.get("userId"), id))));
  });

  app.post("/:id/cancel", async (c) => {
    const id = jobId(c);
    return c.json(await context.run(JobQueue.use((jobs) => jobs.cancel(c.get("userId"), id))));
  });

  return app;
};
