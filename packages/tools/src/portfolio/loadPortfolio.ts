import type { PortfolioData, QuoteHistory, StorageError, UserId } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Effect } from "effect";

/** How long a user's loaded portfolio is reused before it is read again. */
export const portfolioCacheMillis = 30_000;

interface Entry {
  readonly at: number;
  /** Everything but quotes. */
  readonly base: Omit<PortfolioData, "quotes">;
  /** With every quote, once read. */
  full?: PortfolioData;
  /** With each asset's last quote on or before a day, by day. */
  readonly asOf: Map<string, PortfolioData>;
}

// Keyed by the repository instance, so two storages never share entries.
const caches = new WeakMap<object, Map<string, Entry>>();

const cacheOf = (repository: object): Map<string, Entry> => {
  let cache = caches.get(repository);
  if (cache === undefined) caches.set(repository, (cache = new Map()));
  return cache;
};

/**
 * Everything the calculations read for one user, reused for
 * `portfolioCacheMillis` (a conversation asks several questions in a row).
 * With `quotesAsOf`, only each asset's last quote on or before that day is
 * read — enough for a snapshot taken that day (holdings, cash, allocation,
 * goals, health), and far less than a long price history; without it, every
 * quote (valuations over time). Every write to a portfolio must call
 * `invalidatePortfolio`.
 */
export const loadPortfolio = (userId: UserId, quotesAsOf?: string): Effect.Effect<PortfolioData, StorageError, PortfolioRepository | MarketDataRepository> =>
  Effect.gen(function* () {
    const portfolio = yield* PortfolioRepository;
    const market = yield* MarketDataRepository;
    const cache = cacheOf(portfolio);
    let entry = cache.get(userId);
    if (entry !== undefined && Date.now() - entry.at >= portfolioCacheMillis) entry = undefined;
    if (entry !== undefined) {
      if (entry.full !== undefined) return entry.full;
      if (quotesAsOf !== undefined) {
        const cached = entry.asOf.get(quotesAsOf);
        if (cached !== undefined) return cached;
      }
    }
    const readQuotes: Effect.Effect<ReadonlyArray<QuoteHistory>, StorageError> =
      quotesAsOf === undefined
        ? market.quoteHistory(userId)
        : Effect.map(market.latestQuotes(userId, quotesAsOf), (quotes) => quotes.map((quote) => ({ assetId: quote.assetId, dates: [quote.date], closes: [quote.close] })));
    let quotes: ReadonlyArray<QuoteHistory>;
    if (entry === undefined) {
      const [baseCurrency, accounts, assets, activities, fxRates, read] = yield* Effect.all(
        [portfolio.getBaseCurrency(userId), portfolio.listAccounts(userId), portfolio.listAssets(userId), portfolio.ledgerActivities(userId), market.listFxRates(userId), readQuotes],
        { concurrency: "unbounded" },
      );
      entry = { at: Date.now(), base: { baseCurrency, accounts, assets, activities, fxRates }, asOf: new Map() };
      cache.set(userId, entry);
      quotes = read;
    } else quotes = yield* readQuotes;
    const data: PortfolioData = { ...entry.base, quotes };
    if (quotesAsOf === undefined) entry.full = data;
    else entry.asOf.set(quotesAsOf, data);
    return data;
  });

/** Forgets a user's loaded portfolio after a write. */
export const invalidatePortfolio = (userId: UserId): Effect.Effect<void, never, PortfolioRepository> =>
  Effect.gen(function* () {
    cacheOf(yield* PortfolioRepository).delete(userId);
  });

/** Today as YYYY-MM-DD in the user's time zone. */
export const todayIn = (now: Date, timeZone: string): string => {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
};
