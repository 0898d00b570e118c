import type { Account, Activity, ActivityDraft, CurrencyCode, DecimalString, IsoDate, RemovalCounts, StorageError, UserId } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository, shiftDays } from "@lifeos/core";
import { invalidatePortfolio, saveDrafts } from "@lifeos/tools";
import { Effect } from "effect";
import { generateSamplePortfolio, samplePrefix, sampleSymbols } from "./generateSamplePortfolio.js";

/** The sample's accounts among the user's. */
export const sampleAccounts = (userId: UserId) =>
  Effect.map(PortfolioRepository.use((repository) => repository.listAccounts(userId)), (accounts) => accounts.filter((account) => account.name.startsWith(samplePrefix)));

/**
 * Loads the sample portfolio for the user (see `generateSamplePortfolio`),
 * once: when sample accounts exist, nothing is added. Returns how many
 * activities were added.
 */
export const loadSamplePortfolio = (userId: UserId, today: string): Effect.Effect<number, StorageError, PortfolioRepository | MarketDataRepository> =>
  Effect.gen(function* () {
    if ((yield* sampleAccounts(userId)).length > 0) return 0;
    const sample = generateSamplePortfolio(today);
    const repository = yield* PortfolioRepository;
    const market = yield* MarketDataRepository;
    const accounts = new Map<string, string>();
    for (const account of sample.accounts) accounts.set(account.name, (yield* repository.createAccount(userId, account)).id);
    // The user's own assets, quotes and rates are used as they are, never overwritten by the sample's.
    const owned = new Map((yield* repository.listAssets(userId)).map((asset) => [asset.symbol as string, asset.id]));
    const created = yield* repository.upsertAssets(userId, sample.assets.filter((asset) => !owned.has(asset.symbol)));
    const assetOf = new Map([...owned, ...created.map((asset) => [asset.symbol as string, asset.id] as const)]);
    const createdIds = new Set<string>(created.map((asset) => asset.id));
    const ownRates = new Set((yield* market.listFxRates(userId)).map((rate) => `${rate.base}/${rate.quote}/${rate.date}`));
    const drafts = sample.activities.map(({ account, ...activity }): ActivityDraft => ({ ...activity, accountId: accounts.get(account)! as ActivityDraft["accountId"], fxRate: null, note: null }));
    const saved = yield* saveDrafts(userId, drafts);
    yield* market.upsertQuotes(
      userId,
      sample.quotes.filter((quote) => createdIds.has(assetOf.get(quote.symbol)!)).map((quote) => ({ assetId: assetOf.get(quote.symbol)!, date: quote.date, close: quote.close })),
    );
    yield* market.upsertFxRates(userId, sample.fxRates.filter((rate) => !ownRates.has(`${rate.base}/${rate.quote}/${rate.date}`)));
    yield* invalidatePortfolio(userId);
    return saved.inserted.length;
  });

/**
 * The day the user's sample was generated for: the one (within a day of its
 * accounts' creation, whatever the user's time zone) whose activities match
 * the stored sample activities best; undefined when none matches.
 */
const sampleDay = (accounts: ReadonlyArray<Account>, activities: ReadonlyArray<Activity>): string | undefined => {
  const stored = new Map(activities.filter((activity) => activity.importKey?.startsWith("sample:")).map((activity) => [activity.importKey, activity.date]));
  const created = accounts.reduce((first, account) => (account.createdAt < first ? account.createdAt : first), accounts[0]!.createdAt).toISOString().slice(0, 10);
  let best: { readonly day: string; readonly matches: number } | undefined;
  for (const offset of [0, -1, 1]) {
    const day = shiftDays(created, offset);
    const matches = generateSamplePortfolio(day).activities.filter((activity) => stored.get(activity.importKey) === activity.date).length;
    if (matches > 0 && (best === undefined || matches > best.matches)) best = { day, matches };
  }
  return best?.day;
};

/**
 * Removes the sample, in one transaction: its activities the user has not
 * edited, its accounts once empty, its quotes and rates the user has not
 * changed, and its assets once nothing trades or quotes them. What the user
 * added or edited stays (an edited sample activity keeps its account).
 * Returns what was removed.
 */
export const removeSamplePortfolio = (userId: UserId): Effect.Effect<RemovalCounts, StorageError, PortfolioRepository> =>
  Effect.gen(function* () {
    const accounts = yield* sampleAccounts(userId);
    if (accounts.length === 0) return { activities: 0, accounts: 0, quotes: 0, fxRates: 0, assets: 0 };
    const repository = yield* PortfolioRepository;
    const inSample = new Set<string>(accounts.map((account) => account.id));
    const activities = (yield* repository.allActivities(userId)).filter((activity) => inSample.has(activity.accountId));
    const day = sampleDay(accounts, activities);
    const sample = day === undefined ? undefined : generateSamplePortfolio(day);
    const owned = yield* repository.listAssets(userId);
    // Assets the sample created (not ones the user had before loading it, which it neither changed nor quoted).
    const loadedAt = Math.min(...accounts.map((account) => account.createdAt.getTime()));
    const assets = owned.filter((asset) => sampleSymbols.includes(asset.symbol) && asset.createdAt.getTime() >= loadedAt);
    const assetOf = new Map(assets.map((asset) => [asset.symbol as string, asset.id]));
    const removed = yield* repository.removeRecords(userId, {
      activityIds: activities.filter((activity) => activity.importKey?.startsWith("sample:") && activity.updatedAt.getTime() === activity.createdAt.getTime()).map((activity) => activity.id),
      accountIds: accounts.map((account) => account.id),
      quotes: sample === undefined ? [] : sample.quotes.flatMap((quote) => {
        const assetId = assetOf.get(quote.symbol);
        return assetId === undefined ? [] : [{ assetId, date: quote.date as IsoDate, close: quote.close as DecimalString }];
      }),
      fxRates: (sample?.fxRates ?? []).map((rate) => ({ base: rate.base as CurrencyCode, quote: rate.quote as CurrencyCode, date: rate.date as IsoDate, rate: rate.rate as DecimalString })),
      assetIds: assets.map((asset) => asset.id),
    });
    yield* invalidatePortfolio(userId);
    return removed;
  });
