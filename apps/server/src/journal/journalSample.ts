import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { deleteSampleEntries, sampleEntries } from "./sampleEntries.js";

/** The generated sample journal: how many of its entries are left, and removing them all. */
export const journalSampleRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const samples = await context.run(sampleEntries(c.get("userId")));
    return c.json({ count: samples.length });
  });

  app.delete("/", async (c) => {
    const deleted = await context.run(deleteSampleEntries(c.get("userId")));
    return c.json({ deleted });
  });

  return app;
};
