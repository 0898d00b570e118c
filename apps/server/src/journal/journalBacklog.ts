import { journalBacklog } from "@lifeos/tools";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";

/**
 * `GET /journal/processing`: how many of the user's entries are analysed so
 * far while some still wait for the pipeline (`{ processing: { source,
 * pending, processed, total } }`), or `{ processing: null }` when none waits:
 * the same count the journal tools report in `meta.processing`.
 */
export const journalBacklogRoutes = (context: AppContext): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/", async (c) => c.json({ processing: await context.run(journalBacklog(c.get("userId"))) }));
