import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { deleteSampleEntries, sampleEntries } from "./sampleEntries.js";

/**
 * The generated sample journal: which of its entries are left (so the app
 * can label them wherever they are shown or cited), and removing them all.
 * An entry the person edited is theirs (it is no longer a sample; see
 * `PATCH /journal/entries/:id`) and stays.
 */
export const journalSampleRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const samples = await context.run(sampleEntries(c.get("userId")));
    return c.json({ count: samples.length, entryIds: samples.map((entry) => entry.id) });
  });

  app.delete("/", async (c) => {
    const deleted = await context.run(deleteSampleEntries(c.get("userId")));
    return c.json({ deleted });
  });

  return app;
};
