import type { FxRate, MarketDataRepositoryService, Quote } from "@lifeos/core";
import { MarketDataRepositoryArguments, NotFound, quoteHistoriesOfJoined, withDecodedArguments } from "@lifeos/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { requireUser } from "../database/requireUser.js";
import { portfolioAssets, portfolioFxRates, portfolioQuotes } from "./schema.js";

const chunked = <A>(rows: ReadonlyArray<A>, size: number): A[][] => {
  const chunks: A[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
};

export const makeMarketDataRepository = ({ db }: Database): MarketDataRepositoryService =>
  withDecodedArguments(MarketDataRepositoryArguments, {
    upsertQuotes: (user, quotes) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          yield* requireUser(tx, user);
          const owned = new Set((yield* query(() => tx.select({ id: portfolioAssets.id }).from(portfolioAssets).where(eq(portfolioAssets.userId, user)))).map((row) => row.id));
          for (const quote of quotes) if (!owned.has(quote.assetId)) return yield* Effect.fail(NotFound.of("portfolioAsset", quote.assetId));
          for (const chunk of chunked(quotes, 5000))
            yield* query(() =>
              tx
                .insert(portfolioQuotes)
                .values(chunk.map((quote) => ({ userId: user, assetId: quote.assetId, date: quote.date, close: quote.close })))
                .onConflictDoUpdate({ target: [portfolioQuotes.userId, portfolioQuotes.assetId, portfolioQuotes.date], set: { close: sql`excluded.close` } }),
            );
          return quotes.length;
        }),
      ),
    listQuotes: (user, assetIds) =>
      Effect.gen(function* () {
        if (assetIds !== undefined && assetIds.length === 0) return [];
        const rows = yield* query(() =>
          db
            .select({ assetId: portfolioQuotes.assetId, date: portfolioQuotes.date, close: portfolioQuotes.close })
            .from(portfolioQuotes)
            .where(and(eq(portfolioQuotes.userId, user), assetIds === undefined ? undefined : inArray(portfolioQuotes.assetId, [...assetIds])))
            .orderBy(asc(portfolioQuotes.assetId), asc(portfolioQuotes.date)),
        );
        return rows as Quote[];
      }),
    latestQuotes: (user, last) =>
      Effect.gen(function* () {
        // One backward primary-key scan per asset, stopping at its newest day, rather than a pass over every quote.
        const rows = yield* query(() =>
          db.execute<{ assetId: string; date: string; close: string }>(sql`
            SELECT a.id AS "assetId", q.date::text AS date, q.close::text AS close
            FROM portfolio_assets a
            CROSS JOIN LATERAL (
              SELECT date, close FROM portfolio_quotes
              WHERE user_id = a.user_id AND asset_id = a.id ${last === undefined ? sql`` : sql`AND date <= ${last}`}
              ORDER BY date DESC LIMIT 1
            ) q
            WHERE a.user_id = ${user}
            ORDER BY a.id`),
        );
        return [...rows].map((row) => ({ assetId: row.assetId, date: row.date, close: row.close }) as Quote);
      }),
    quoteHistory: (user) =>
      Effect.gen(function* () {
        // One row per asset: its days and closes as two lists aggregated over the same rows (so they line up),
        // fed in date order by an index-only scan of portfolio_quotes_history. An ORDER BY inside the
        // aggregates would sort every asset's rows again; `quoteHistoriesOfJoined` sorts a list that came out of order.
        const rows = yield* query(() =>
          db.execute<{ assetId: string; dates: string; closes: string }>(sql`
            SELECT asset_id AS "assetId", string_agg(date::text, ',') AS dates, string_agg(close::text, ',') AS closes
            FROM (SELECT asset_id, date, close FROM portfolio_quotes WHERE user_id = ${user} ORDER BY asset_id, date) ordered
            GROUP BY asset_id
            ORDER BY asset_id`),
        );
        return quoteHistoriesOfJoined([...rows].map((row) => [row.assetId, row.dates, row.closes] as const));
      }),
    deleteQuote: (user, assetId, date) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db.delete(portfolioQuotes).where(and(eq(portfolioQuotes.userId, user), eq(portfolioQuotes.assetId, assetId), eq(portfolioQuotes.date, date))).returning({ date: portfolioQuotes.date }),
        );
        if (rows.length === 0) return yield* Effect.fail(NotFound.of("portfolioQuote", `${assetId}/${date}`));
      }),
    upsertFxRates: (user, rates) =>
      Effect.gen(function* () {
        // The last rate given for a pair and day wins (one INSERT cannot touch a row twice).
        const unique = [...new Map(rates.map((rate) => [`${rate.base}/${rate.quote}/${rate.date}`, rate])).values()];
        return yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            yield* requireUser(tx, user);
            for (const chunk of chunked(unique, 5000))
              yield* query(() =>
                tx
                  .insert(portfolioFxRates)
                  .values(chunk.map((rate) => ({ userId: user, ...rate })))
                  .onConflictDoUpdate({ target: [portfolioFxRates.userId, portfolioFxRates.base, portfolioFxRates.quote, portfolioFxRates.date], set: { rate: sql`excluded.rate` } }),
              );
            return rates.length;
          }),
        );
      }),
    listFxRates: (user) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db
            .select({ base: portfolioFxRates.base, quote: portfolioFxRates.quote, date: portfolioFxRates.date, rate: portfolioFxRates.rate })
            .from(portfolioFxRates)
            .where(eq(portfolioFxRates.userId, user))
            .orderBy(asc(portfolioFxRates.base), asc(portfolioFxRates.quote), asc(portfolioFxRates.date)),
        );
        return rows as FxRate[];
      }),
  });
