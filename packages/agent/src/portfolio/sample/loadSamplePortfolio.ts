import type { ActivityDraft, StorageError, UserId } from "@lifeos/core";
import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { invalidatePortfolio, saveDrafts } from "@lifeos/tools";
import { Effect } from "effect";
import { generateSamplePortfolio, samplePrefix } from "./generateSamplePortfolio.js";

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
    const assets = yield* repository.upsertAssets(userId, sample.assets);
    const assetOf = new Map(assets.map((asset) => [asset.symbol, asset.id]));
    const drafts = sample.activities.map(({ account, ...activity }): ActivityDraft => ({ ...activity, accountId: accounts.get(account)! as ActivityDraft["accountId"], fxRate: null, note: null }));
    const saved = yield* saveDrafts(userId, drafts);
    yield* market.upsertQuotes(userId, sample.quotes.map((quote) => ({ assetId: assetOf.get(quote.symbol)!, date: quote.date, close: quote.close })));
    yield* market.upsertFxRates(userId, sample.fxRates);
    yield* invalidatePortfolio(userId);
    return saved.inserted.length;
  });

/** Removes the sample accounts with their activities; returns how many accounts were removed. */
export const removeSamplePortfolio = (userId: UserId): Effect.Effect<number, StorageError, PortfolioRepository> =>
  Effect.gen(function* () {
    const accounts = yield* sampleAccounts(userId);
    const repository = yield* PortfolioRepository;
    for (const account of accounts) yield* repository.deleteAccount(userId, account.id);
    yield* invalidatePortfolio(userId);
    return accounts.length;
  });
