import { Effect, Schema } from "effect";
import { NotFound, PayloadTooLarge } from "../../common/errors.js";
import { decodeInput } from "../../common/validation.js";
import { AssetId } from "../../portfolio/ids.js";
import type { FxRate, Quote } from "../../portfolio/marketData.js";
import { FxRate as FxRateSchema, marketDataBatchMax, Quote as QuoteSchema } from "../../portfolio/marketData.js";
import type { MarketDataRepositoryService } from "../../portfolio/MarketDataRepository.js";
import { IsoDate } from "../../portfolio/money.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, decodeArgument, existingUser, owned } from "../storage/MemoryStore.js";

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const tooMany = (raw: unknown) =>
  Array.isArray(raw) && raw.length > marketDataBatchMax ? Effect.fail(new PayloadTooLarge({ message: `At most ${marketDataBatchMax} rows at once`, limit: marketDataBatchMax })) : Effect.void;

export const makeMarketDataRepository = (store: MemoryStore): MarketDataRepositoryService => {
  const tables = store.tables.portfolio;
  const quotesOf = (user: string): Quote[] =>
    [...tables.quotes.values()].filter((quote) => quote.userId === user).map(({ assetId, date, close }) => ({ assetId, date, close })).sort((a, b) => byText(a.assetId, b.assetId) || byText(a.date, b.date));
  return {
    upsertQuotes: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        yield* tooMany(raw);
        const quotes = yield* decodeInput(Schema.Array(QuoteSchema), raw);
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
    latestQuotes: (userId) =>
      Effect.map(actingUser(userId), (user) => {
        const latest = new Map<string, Quote>();
        for (const quote of quotesOf(user)) latest.set(quote.assetId, quote);
        return [...latest.values()];
      }),
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
        yield* tooMany(raw);
        const rates = yield* decodeInput(Schema.Array(FxRateSchema), raw);
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
