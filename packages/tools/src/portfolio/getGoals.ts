import { computeHoldings, goalProgress, PortfolioRepository, GetGoalsOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_goals`: each savings goal with its progress today. */
export const getGoals = defineTool({
  name: "get_goals",
  description: "The user's savings goals with progress today: target, current value of the linked accounts (all accounts when none are linked), progress 0-1, remaining, deadline, days left and the monthly amount needed without growth.",
  parameters: Schema.Struct({}),
  output: GetGoalsOutput,
  readOnly: true,
  maxResults: 50,
  run: (_params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const goals = yield* (yield* PortfolioRepository).listGoals(context.userId);
      const snapshot = computeHoldings(data, today);
      const progress = goals.slice(0, 50).map((goal) => goalProgress(goal, snapshot));
      return { data: { baseCurrency: data.baseCurrency, goals: progress }, meta: portfolioMeta(progress.length, goals.length, {}) };
    }),
});
