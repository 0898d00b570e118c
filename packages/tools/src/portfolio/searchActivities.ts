import type { Activity, Page } from "@lifeos/core";
import { activityListOrder, ActivityType, IsoDate, PortfolioRepository, BoundedString, SearchActivitiesOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { fittingPrefix, toolResultCharBudget } from "../registry/resultBudget.js";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";
import { activityInBase } from "./activityInBase.js";

/** Rows per page of `search_activities`, and the most one call returns. */
export const activitiesPage = 50;
export const activitiesMax = 200;
/** The most characters of JSON the rows of one call take, leaving the rest of the tool result budget to the envelope. */
export const activitiesCharBudget = toolResultCharBudget - 2_000;

/**
 * `search_activities`: activities newest first, filtered, in pages of 50 (at most 200 per call, and no more
 * than fit the tool result budget: past it the call ends early with the cursor of its last row).
 */
export const searchActivities = defineTool({
  name: "search_activities",
  description:
    "The user's recorded activities (buys, sells, dividends, interest, deposits, withdrawals, transfers, fees, taxes, splits), newest first. Filters: account (name or id), symbol, types (list), from/to (YYYY-MM-DD inclusive). limit 1-200 (default 50); a call returns fewer when the rows would not fit what you can read back. When nextCursor is not null there are more: pass it as cursor for the next page.",
  parameters: Schema.Struct({
    account: Schema.optional(BoundedString(200)),
    symbol: Schema.optional(BoundedString(40)),
    types: Schema.optional(Schema.Array(ActivityType)),
    from: Schema.optional(IsoDate),
    to: Schema.optional(IsoDate),
    limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: activitiesMax }))),
    cursor: Schema.optional(BoundedString(2000)),
  }),
  output: SearchActivitiesOutput,
  readOnly: true,
  maxResults: activitiesMax,
  run: (params, context) =>
    Effect.gen(function* () {
      // Accounts, assets and activities only: the smallest quote read will do.
      const data = yield* loadPortfolio(context.userId, todayIn(context.now, context.timeZone));
      const account = yield* findAccount(data.accounts, params.account);
      const asset = params.symbol === undefined ? undefined : data.assets.find((candidate) => candidate.symbol === params.symbol!.trim().toUpperCase());
      if (params.symbol !== undefined && asset === undefined)
        return { data: { baseCurrency: data.baseCurrency, activities: [], nextCursor: null }, meta: portfolioMeta(0, 0, { symbol: params.symbol }) };
      const repository = yield* PortfolioRepository;
      const limit = params.limit ?? activitiesPage;
      const items: Activity[] = [];
      let cursor = params.cursor;
      let next: string | null = null;
      do {
        const page: Page<Activity> = yield* repository.listActivities(context.userId, {
          ...(account === undefined ? {} : { accountId: account.id }),
          ...(asset === undefined ? {} : { assetId: asset.id }),
          ...(params.types === undefined ? {} : { types: params.types }),
          ...(params.from === undefined ? {} : { from: params.from }),
          ...(params.to === undefined ? {} : { to: params.to }),
          limit: Math.min(activitiesPage, limit - items.length),
          ...(cursor === undefined ? {} : { cursor }),
        });
        items.push(...page.items);
        next = page.nextCursor;
        cursor = next ?? undefined;
      } while (next !== null && items.length < limit);
      const symbols = new Map(data.assets.map((candidate) => [candidate.id as string, candidate.symbol]));
      const names = new Map(data.accounts.map((candidate) => [candidate.id as string, candidate.name]));
      const views = items.map((activity) => ({
        id: activity.id,
        date: activity.date,
        type: activity.type,
        account: names.get(activity.accountId) ?? activity.accountId,
        symbol: activity.assetId === null ? null : (symbols.get(activity.assetId) ?? null),
        quantity: activity.quantity,
        unitPrice: activity.unitPrice,
        amount: activity.amount,
        fee: activity.fee,
        currency: activity.currency,
        ...activityInBase(activity, data),
      }));
      const kept = fittingPrefix(views, activitiesCharBudget);
      const activities = views.slice(0, kept);
      if (kept < views.length) next = activityListOrder.page(items.slice(0, kept + 1), kept).nextCursor;
      return {
        data: { baseCurrency: data.baseCurrency, activities, nextCursor: next },
        meta: portfolioMeta(activities.length, activities.length + (next === null ? 0 : 1), { account: account?.name, symbol: params.symbol, types: params.types, from: params.from, to: params.to }),
      };
    }),
});
