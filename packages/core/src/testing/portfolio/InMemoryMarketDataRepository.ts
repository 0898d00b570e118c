import { Effect, Schema } from "effect";
import { NotFound } from "../../common/errors.js";
import { decodeInput } from "../../common/validation.js";
import { AssetId } from "../../portfolio/ids.js";
import type { FxRate, Quote } from "../../portfolio/marketData.js";
import { quoteHistories } from "../../portfolio/marketData.js";
import { decodeFxRateBatch, decodeQuoteBatch } from "../../portfolio/repositoryInput.js";
import type { MarketDataRepositoryService } from "../../portfolio/MarketDataRepository.js";
import { IsoDate } from "../../portfolio/money.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, decodeArgument, existingUser, owned } from "../storage/MemoryStore.js";

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const makeMarketDataRepository = (store: MemoryStore): MarketDataRepositoryService => {
  const tables = store.tables.portfolio;
  const quotesOf = (user: string): Quote[] =>
    [...tables.quotes.values()].filter((quote) => quote.userId === user).map(({ assetId, date, close }) => ({ assetId, date, close })).sort((a, b) => byText(a.assetId, b.assetId) || byText(a.date, b.date));
  return {
    upsertQuotes: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const quotes = yield* decodeQuoteBatch(raw);
        for (const quote of quotes) yield* owned(tables.assets, user, quote.assetId, "portfolioAsset");
        for (const quote of quotes) tables.quotes.set(`${user}/${quote.assetId}/${quote.date}`, { ...quote, userId: user });
        return quotes.length;
      }),
    listQuotes: (userId, assetIds) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const wanted = assetIds === undefined ? undefined : new Set<string>(yield* decodeInput(Schema.Array(AssetId), assetIds));
        return quotesOf(user).filter((quote) => wanted === undefined || wanted.has(quote.assetId));
      }),
    latestQuotes: (userId, onOrBefore) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const last = onOrBefore === undefined ? undefined : yield* decodeArgument(IsoDate, onOrBefore);
        const latest = new Map<string, Quote>();
        for (const quote of quotesOf(user)) if (last === undefined || quote.date <= last) latest.set(quote.assetId, quote);
        return [...latest.values()];
      }),
    quoteHistory: (userId) => Effect.map(actingUser(userId), (user) => quoteHistories(quotesOf(user))),
    deleteQuote: (userId, assetId, date) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const asset = yield* decodeArgument(AssetId, assetId);
        const day = yield* decodeArgument(IsoDate, date);
        if (!tables.quotes.delete(`${user}/${asset}/${day}`)) return yield* Effect.fail(NotFound.of("portfolioQuote", `${asset}/${day}`));
      }),
    upsertFxRates: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const rates = yield* decodeFxRateBatch(raw);
        for (const rate of rates) tables.fxRates.set(`${user}/${rate.base}/${rate.quote}/${rate.date}`, { ...rate, userId: user });
        return rates.length;
      }),
    listFxRates: (userId) =>
      Effect.map(actingUser(userId), (user): FxRate[] =>
        [...tables.fxRates.values()]
          .filter((rate) => rate.userId === user)
          .map(({ base, quote, date, rate }) => ({ base, quote, date, rate }))
          .sort((a, b) => byText(a.base, b.base) || byText(a.quote, b.quote) || byText(a.date, b.date)),
      ),
  };
};
