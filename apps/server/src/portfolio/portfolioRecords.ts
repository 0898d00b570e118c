import {
  AccountId,
  AccountPatch,
  ActivityId,
  ActivityListQuery,
  ActivityPatch,
  AssetId,
  CurrencyCode,
  FxRate,
  GoalId,
  IsoDate,
  MarketDataRepository,
  AccountType,
  ActivityBody,
  DecimalString,
  NewAsset,
  RequiredString,
  PortfolioRepository,
  Quote,
} from "@lifeos/core";
import { invalidatePortfolio } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";

export const BaseCurrencyBody = Schema.Struct({ baseCurrency: CurrencyCode });
export const AssetsBody = Schema.Struct({ assets: Schema.Array(NewAsset) });
export const ActivitiesBody = Schema.Struct({ activities: Schema.Array(ActivityBody) });
/** `POST /portfolio/accounts` (the server picks the id). */
export const AccountCreateBody = Schema.Struct({ name: RequiredString(200), type: AccountType, currency: CurrencyCode, active: Schema.optional(Schema.Boolean) });
/** `POST /portfolio/goals` (the server picks the id). */
export const GoalCreateBody = Schema.Struct({ name: RequiredString(200), targetAmount: DecimalString, deadline: Schema.optional(Schema.NullOr(IsoDate)), accountIds: Schema.optional(Schema.Array(AccountId)) });
export const QuotesBody = Schema.Struct({ quotes: Schema.Array(Quote) });
export const FxRatesBody = Schema.Struct({ rates: Schema.Array(FxRate) });

/**
 * The user's portfolio records: base currency, accounts, assets, activities,
 * quotes, FX rates and goals. Every write forgets the user's cached
 * portfolio, so the next report reads it again.
 */
export const portfolioRecordRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const write = <A, E>(userId: Parameters<typeof invalidatePortfolio>[0], effect: Effect.Effect<A, E, PortfolioRepository | MarketDataRepository>) =>
    context.run(Effect.tap(effect, () => invalidatePortfolio(userId)));
  const portfolio = <A, E>(f: (repository: PortfolioRepository["Service"]) => Effect.Effect<A, E>) => PortfolioRepository.use(f);
  const idOf = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, value: string): S["Type"] => decodeOrThrow(schema, value);

  app.get("/settings", async (c) => c.json({ baseCurrency: await context.run(portfolio((repository) => repository.getBaseCurrency(c.get("userId")))) }));
  app.put("/settings", async (c) => {
    const body = await readBody(c, BaseCurrencyBody);
    const userId = c.get("userId");
    return c.json({ baseCurrency: await write(userId, portfolio((repository) => repository.setBaseCurrency(userId, body.baseCurrency))) });
  });

  app.get("/accounts", async (c) => c.json({ items: await context.run(portfolio((repository) => repository.listAccounts(c.get("userId")))) }));
  app.post("/accounts", async (c) => {
    const body = await readBody(c, AccountCreateBody);
    const userId = c.get("userId");
    return c.json(await write(userId, portfolio((repository) => repository.createAccount(userId, body))), 201);
  });
  app.patch("/accounts/:id", async (c) => {
    const body = await readBody(c, AccountPatch);
    const userId = c.get("userId");
    const id = idOf(AccountId, c.req.param("id"));
    return c.json(await write(userId, portfolio((repository) => repository.updateAccount(userId, id, body))));
  });
  app.delete("/accounts/:id", async (c) => {
    const userId = c.get("userId");
    const id = idOf(AccountId, c.req.param("id"));
    await write(userId, portfolio((repository) => repository.deleteAccount(userId, id)));
    return c.body(null, 204);
  });

  app.get("/assets", async (c) => c.json({ items: await context.run(portfolio((repository) => repository.listAssets(c.get("userId")))) }));
  app.put("/assets", async (c) => {
    const body = await readBody(c, AssetsBody);
    const userId = c.get("userId");
    return c.json({ items: await write(userId, portfolio((repository) => repository.upsertAssets(userId, body.assets))) });
  });

  app.get("/activities", async (c) => {
    const query = queryObject(c);
    if (typeof query["types"] === "string") query["types"] = query["types"].split(",").filter((item) => item !== "");
    const decoded = decodeOrThrow(ActivityListQuery, query);
    return c.json(await context.run(portfolio((repository) => repository.listActivities(c.get("userId"), decoded))));
  });
  app.post("/activities", async (c) => {
    const body = await readBody(c, ActivitiesBody);
    const userId = c.get("userId");
    return c.json(await write(userId, portfolio((repository) => repository.addActivities(userId, body.activities))), 201);
  });
  app.patch("/activities/:id", async (c) => {
    const body = await readBody(c, ActivityPatch);
    const userId = c.get("userId");
    const id = idOf(ActivityId, c.req.param("id"));
    return c.json(await write(userId, portfolio((repository) => repository.updateActivity(userId, id, body))));
  });
  app.delete("/activities/:id", async (c) => {
    const userId = c.get("userId");
    const id = idOf(ActivityId, c.req.param("id"));
    await write(userId, portfolio((repository) => repository.deleteActivity(userId, id)));
    return c.body(null, 204);
  });

  app.get("/quotes", async (c) => {
    const assetId = c.req.query("assetId");
    const ids = assetId === undefined ? undefined : [idOf(AssetId, assetId)];
    return c.json({ items: await context.run(MarketDataRepository.use((market) => market.listQuotes(c.get("userId"), ids))) });
  });
  app.get("/quotes/latest", async (c) => c.json({ items: await context.run(MarketDataRepository.use((market) => market.latestQuotes(c.get("userId")))) }));
  app.put("/quotes", async (c) => {
    const body = await readBody(c, QuotesBody);
    const userId = c.get("userId");
    return c.json({ written: await write(userId, MarketDataRepository.use((market) => market.upsertQuotes(userId, body.quotes))) });
  });
  app.delete("/quotes/:assetId/:date", async (c) => {
    const userId = c.get("userId");
    const assetId = idOf(AssetId, c.req.param("assetId"));
    const date = idOf(IsoDate, c.req.param("date"));
    await write(userId, MarketDataRepository.use((market) => market.deleteQuote(userId, assetId, date)));
    return c.body(null, 204);
  });
  app.get("/fx", async (c) => c.json({ items: await context.run(MarketDataRepository.use((market) => market.listFxRates(c.get("userId")))) }));
  app.put("/fx", async (c) => {
    const body = await readBody(c, FxRatesBody);
    const userId = c.get("userId");
    return c.json({ written: await write(userId, MarketDataRepository.use((market) => market.upsertFxRates(userId, body.rates))) });
  });

  app.get("/goals", async (c) => c.json({ items: await context.run(portfolio((repository) => repository.listGoals(c.get("userId")))) }));
  app.post("/goals", async (c) => {
    const body = await readBody(c, GoalCreateBody);
    const userId = c.get("userId");
    return c.json(await write(userId, portfolio((repository) => repository.createGoal(userId, body))), 201);
  });
  app.delete("/goals/:id", async (c) => {
    const userId = c.get("userId");
    const id = idOf(GoalId, c.req.param("id"));
    await write(userId, portfolio((repository) => repository.deleteGoal(userId, id)));
    return c.body(null, 204);
  });
  return app;
};
