import { loadSamplePortfolio, removeSamplePortfolio, sampleAccounts } from "@lifeos/agent";
import { todayIn } from "@lifeos/tools";
import { Effect } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { toolContextFor } from "./toolContext.js";

/** The sample portfolio: whether it is loaded, loading it (once) and removing it. */
export const portfolioSampleRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const accounts = await context.run(sampleAccounts(c.get("userId")));
    return c.json({ loaded: accounts.length > 0, accounts: accounts.map((account) => account.name) });
  });
  app.post("/", async (c) => {
    const userId = c.get("userId");
    const added = await context.run(Effect.flatMap(toolContextFor(userId), (tool) => loadSamplePortfolio(userId, todayIn(tool.now, tool.timeZone))));
    return c.json({ activities: added }, added > 0 ? 201 : 200);
  });
  app.delete("/", async (c) => {
    const removed = await context.run(removeSamplePortfolio(c.get("userId")));
    return c.json({ removedAccounts: removed.accounts, removed });
  });
  return app;
};
