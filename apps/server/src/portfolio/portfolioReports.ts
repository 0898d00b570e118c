import type { AnyTool, PortfolioToolServices } from "@lifeos/tools";
import { getAccounts, getAssetAllocation, getCashBalances, getExchangeRates, getGoals, getHealthStatus, getHoldings, getIncome, getPerformance, getValuationHistory, searchActivities } from "@lifeos/tools";
import { ToolExecutionFailed } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";
import { toolContextFor } from "./toolContext.js";

/** The report routes, each the same computation as the assistant's tool of that name (query = the tool's parameters). */
export const reportTools: ReadonlyArray<readonly [string, AnyTool<PortfolioToolServices>]> = [
  ["/summary", getAccounts],
  ["/holdings", getHoldings],
  ["/performance", getPerformance],
  ["/valuation", getValuationHistory],
  ["/income", getIncome],
  ["/allocation", getAssetAllocation],
  ["/cash", getCashBalances],
  ["/fx/latest", getExchangeRates],
  ["/goals/progress", getGoals],
  ["/health", getHealthStatus],
  ["/activities/search", searchActivities],
];

/** Query strings carry lists as "a,b": the tools' list parameters. */
const listParameters = ["types"];

export const portfolioReportRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  for (const [path, tool] of reportTools) {
    // The data is encoded through the tool's output schema, as the tool registry does for the chat.
    const encode = Schema.encodeUnknownEffect(Schema.toCodecJson(tool.output));
    app.get(path, async (c) => {
      const query = queryObject(c);
      for (const name of listParameters) if (typeof query[name] === "string") query[name] = (query[name] as string).split(",").filter((item) => item !== "");
      const params = decodeOrThrow(tool.parameters, query);
      const userId = c.get("userId");
      const output = await context.run(
        Effect.flatMap(toolContextFor(userId), (toolContext) => tool.run(params, toolContext)).pipe(
          Effect.flatMap(({ data, meta }) =>
            encode(data).pipe(
              Effect.mapError(() => new ToolExecutionFailed({ message: `${tool.name} answered outside its output schema`, tool: tool.name })),
              Effect.map((encoded) => ({ data: encoded, meta })),
            ),
          ),
        ),
      );
      return c.json(output);
    });
  }
  return app;
};
