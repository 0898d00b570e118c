import { Effect, Schema } from "effect";
import { AssetId, FxRate, IsoDate, marketDataBatchMax, NotFound, PayloadTooLarge, Quote, UserId } from "@lifeos/core";
import type { MarketDataRepositoryService } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, input, prepared, transaction } from "../database/SqliteContext.js";

const tooMany = (raw: unknown) =>
  Array.isArray(raw) && raw.length > marketDataBatchMax
    ? Effect.fail(new PayloadTooLarge({ message: `At most ${marketDataBatchMax} rows at once`, limit: marketDataBatchMax }))
    : Effect.void;

export const makeMarketDataRepository = (context: SqliteContext): MarketDataRepositoryService => {
  const requireUser = (userId: string) => {
    if (context.client.prepare("SELECT 1 FROM users WHERE id = ?").get(userId) === undefined) throw NotFound.of("user", userId);
  };
  const toQuotes = (rows: unknown[][]) => rows.map((row) => ({ assetId: row[0], date: row[1], close: row[2] })) as Quote[];
  return {
    upsertQuotes: (rawUserId, raw) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        yield* tooMany(raw);
        const quotes = yield* input(Schema.Array(Quote), raw);
        return yield* attempt(() =>
          transaction(context, () => {
            requireUser(userId);
            const owned = new Set(context.client.prepare("SELECT id FROM portfolio_assets WHERE user_id = ?").pluck().all(userId) as string[]);
            const write = prepared(context, "INSERT INTO portfolio_quotes (user_id, asset_id, date, close) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, asset_id, date) DO UPDATE SET close = excluded.close");
            for (const quote of quotes) {
              if (!owned.has(quote.assetId)) throw NotFound.of("portfolioAsset", quote.assetId);
              write.run(userId, quote.assetId, quote.date, quote.close);
            }
            return quotes.length;
          }),
        );
      }),
    listQuotes: (rawUserId, rawAssetIds) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const assetIds = rawAssetIds === undefined ? undefined : yield* input(Schema.Array(AssetId), rawAssetIds);
        return yield* attempt(() => {
          if (assetIds === undefined)
            return toQuotes(prepared(context, "SELECT asset_id, date, close FROM portfolio_quotes WHERE user_id = ? ORDER BY asset_id, date").raw().all(userId) as unknown[][]);
          if (assetIds.length === 0) return [];
          return toQuotes(
            context.client
              .prepare(`SELECT asset_id, date, close FROM portfolio_quotes WHERE user_id = ? AND asset_id IN (${assetIds.map(() => "?").join(", ")}) ORDER BY asset_id, date`)
              .raw()
              .all(userId, ...assetIds) as unknown[][],
          );
        });
      }),
    latestQuotes: (rawUserId) =>
      Effect.flatMap(input(UserId, rawUserId), (userId) =>
        attempt(() =>
          toQuotes(
            prepared(
              context,
              "SELECT q.asset_id, q.date, q.close FROM portfolio_quotes q JOIN (SELECT asset_id, max(date) AS date FROM portfolio_quotes WHERE user_id = ? GROUP BY asset_id) latest ON latest.asset_id = q.asset_id AND latest.date = q.date WHERE q.user_id = ? ORDER BY q.asset_id",
            )
              .raw()
              .all(userId, userId) as unknown[][],
          ),
        ),
      ),
    deleteQuote: (rawUserId, rawAssetId, rawDate) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(AssetId, rawAssetId), input(IsoDate, rawDate)]), ([userId, assetId, date]) =>
        attempt(() => {
          if (context.client.prepare("DELETE FROM portfolio_quotes WHERE user_id = ? AND asset_id = ? AND date = ?").run(userId, assetId, date).changes === 0)
            throw NotFound.of("portfolioQuote", `${assetId}/${date}`);
        }),
      ),
    upsertFxRates: (rawUserId, raw) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        yield* tooMany(raw);
        const rates = yield* input(Schema.Array(FxRate), raw);
        return yield* attempt(() =>
          transaction(context, () => {
            requireUser(userId);
            const write = prepared(context, "INSERT INTO portfolio_fx_rates (user_id, base, quote, date, rate) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, base, quote, date) DO UPDATE SET rate = excluded.rate");
            for (const rate of rates) write.run(userId, rate.base, rate.quote, rate.date, rate.rate);
            return rates.length;
          }),
        );
      }),
    listFxRates: (rawUserId) =>
      Effect.flatMap(input(UserId, rawUserId), (userId) =>
        attempt(() =>
          (prepared(context, "SELECT base, quote, date, rate FROM portfolio_fx_rates WHERE user_id = ? ORDER BY base, quote, date").raw().all(userId) as unknown[][]).map(
            (row) => ({ base: row[0], quote: row[1], date: row[2], rate: row[3] }) as FxRate,
          ),
        ),
      ),
  };
};
