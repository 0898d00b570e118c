import { MarketDataRepositoryArguments, NotFound, quoteHistoriesOfJoined, withDecodedArguments } from "@lifeos/core";
import type { FxRate, MarketDataRepositoryService, Quote } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, prepared, transaction } from "../database/SqliteContext.js";

export const makeMarketDataRepository = (context: SqliteContext): MarketDataRepositoryService => {
  const requireUser = (userId: string) => {
    if (context.client.prepare("SELECT 1 FROM users WHERE id = ?").get(userId) === undefined) throw NotFound.of("user", userId);
  };
  const toQuotes = (rows: unknown[][]) => rows.map((row) => ({ assetId: row[0], date: row[1], close: row[2] })) as Quote[];
  return withDecodedArguments(MarketDataRepositoryArguments, {
    upsertQuotes: (userId, quotes) =>
      attempt(() =>
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
      ),
    listQuotes: (userId, assetIds) =>
      attempt(() => {
        if (assetIds === undefined)
          return toQuotes(prepared(context, "SELECT asset_id, date, close FROM portfolio_quotes WHERE user_id = ? ORDER BY asset_id, date").raw().all(userId) as unknown[][]);
        if (assetIds.length === 0) return [];
        return toQuotes(
          context.client
            .prepare(`SELECT asset_id, date, close FROM portfolio_quotes WHERE user_id = ? AND asset_id IN (${assetIds.map(() => "?").join(", ")}) ORDER BY asset_id, date`)
            .raw()
            .all(userId, ...assetIds) as unknown[][],
        );
      }),
    // One primary-key seek per asset for its newest day, rather than a pass over every quote.
    latestQuotes: (userId, onOrBefore) =>
      attempt(() =>
        toQuotes(
          prepared(
            context,
            // CROSS JOIN keeps the assets as the outer loop (SQLite's join-order hint).
            "SELECT a.id, q.date, q.close FROM portfolio_assets a CROSS JOIN portfolio_quotes q WHERE a.user_id = ? AND q.user_id = a.user_id AND q.asset_id = a.id AND q.date = (SELECT max(date) FROM portfolio_quotes WHERE user_id = a.user_id AND asset_id = a.id AND date <= ?) ORDER BY a.id",
          )
            .raw()
            // "9999-12-31" is after every valid day: no bound.
            .all(userId, onOrBefore ?? "9999-12-31") as unknown[][],
        ),
      ),
    quoteHistory: (userId) =>
      attempt(() =>
        // One row per asset: its days and closes as two lists aggregated over the same rows (so they line up),
        // read along the primary key (user, asset, date); `quoteHistoriesOfJoined` sorts a list that came out of order.
        quoteHistoriesOfJoined(
          prepared(context, "SELECT asset_id, group_concat(date, ','), group_concat(close, ',') FROM portfolio_quotes WHERE user_id = ? GROUP BY asset_id ORDER BY asset_id").raw().all(userId) as Array<[string, string, string]>,
        ),
      ),
    deleteQuote: (userId, assetId, date) =>
      attempt(() => {
        if (context.client.prepare("DELETE FROM portfolio_quotes WHERE user_id = ? AND asset_id = ? AND date = ?").run(userId, assetId, date).changes === 0)
          throw NotFound.of("portfolioQuote", `${assetId}/${date}`);
      }),
    upsertFxRates: (userId, rates) =>
      attempt(() =>
        transaction(context, () => {
          requireUser(userId);
          const write = prepared(context, "INSERT INTO portfolio_fx_rates (user_id, base, quote, date, rate) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, base, quote, date) DO UPDATE SET rate = excluded.rate");
          for (const rate of rates) write.run(userId, rate.base, rate.quote, rate.date, rate.rate);
          return rates.length;
        }),
      ),
    listFxRates: (userId) =>
      attempt(() =>
        (prepared(context, "SELECT base, quote, date, rate FROM portfolio_fx_rates WHERE user_id = ? ORDER BY base, quote, date").raw().all(userId) as unknown[][]).map(
          (row) => ({ base: row[0], quote: row[1], date: row[2], rate: row[3] }) as FxRate,
        ),
      ),
  });
};
