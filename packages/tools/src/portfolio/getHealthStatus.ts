import { computeHoldings, healthStatus, GetHealthStatusOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_health_status`: what makes today's figures less trustworthy. */
export const getHealthStatus = defineTool({
  name: "get_health_status",
  description:
    "Data-health check of the portfolio: held assets with no quote or a quote older than a week, currencies with no exchange rate to the base currency, assets missing class/sector/region, negative positions and negative cash. ok is false when an error-level issue exists. Cite it when figures may be off.",
  parameters: Schema.Struct({}),
  output: GetHealthStatusOutput,
  readOnly: true,
  maxResults: 100,
  run: (_params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const status = healthStatus(computeHoldings(data, today), data.assets);
      const issues = status.issues.slice(0, 100);
      return { data: { ...status, recorded: data.accounts.length > 0 || data.activities.length > 0, issues }, meta: portfolioMeta(issues.length, status.issues.length, {}) };
    }),
});
