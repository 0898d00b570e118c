import { documentBacklog } from "@lifeos/tools";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";

/**
 * `GET /documents/processing`: how many of the user's documents are ready so
 * far while some are still queued, being read or indexed (`{ processing: {
 * source, pending, processed, total } }`), or `{ processing: null }` when
 * none is: the same count the knowledge tools report in `meta.processing`.
 */
export const documentBacklogRoutes = (context: AppContext): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/", async (c) => c.json({ processing: await context.run(documentBacklog(c.get("userId"))) }));
