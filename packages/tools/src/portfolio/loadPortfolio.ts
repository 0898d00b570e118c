import type { PortfolioData, StorageError, UserId } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Effect } from "effect";

/** How long a user's loaded portfolio is reused before it is read again. */
export const portfolioCacheMillis = 30_000;

interface Entry {
  readonly at: number;
  readonly data: PortfolioData;
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
 * Every write to a portfolio must call `invalidatePortfolio`.
 */
export const loadPortfolio = (userId: UserId): Effect.Effect<PortfolioData, StorageError, PortfolioRepository | MarketDataRepository> =>
  Effect.gen(function* () {
    const portfolio = yield* PortfolioRepository;
    const market = yield* MarketDataRepository;
    const cache = cacheOf(portfolio);
    const cached = cache.get(userId);
    if (cached !== undefined && Date.now() - cached.at < portfolioCacheMillis) return cached.data;
    const [baseCurrency, accounts, assets, activities, quotes, fxRates] = yield* Effect.all(
      [portfolio.getBaseCurrency(userId), portfolio.listAccounts(userId), portfolio.listAssets(userId), portfolio.allActivities(userId), market.listQuotes(userId), market.listFxRates(userId)],
      { concurrency: "unbounded" },
    );
    const data: PortfolioData = { baseCurrency, accounts, assets, activities, quotes, fxRates };
    cache.set(userId, { at: Date.now(), data });
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
