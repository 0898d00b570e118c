import type { ActivityBatchResult, ActivityDraft, NewActivity, StorageError, UserId } from "@lifeos/core";
import { PortfolioRepository } from "@lifeos/core";
import { Effect } from "effect";
import { invalidatePortfolio } from "./loadPortfolio.js";

/**
 * Saves confirmed drafts: creates the assets of new symbols (in the draft's
 * currency), then writes the activities in one all-or-nothing batch
 * (lines already imported are skipped), and forgets the cached portfolio.
 */
export const saveDrafts = (userId: UserId, drafts: ReadonlyArray<ActivityDraft>): Effect.Effect<ActivityBatchResult, StorageError, PortfolioRepository> =>
  Effect.gen(function* () {
    const repository = yield* PortfolioRepository;
    const symbols = [...new Map(drafts.filter((draft) => draft.symbol !== null).map((draft) => [draft.symbol!.toUpperCase(), draft.currency])).entries()];
    const assets = symbols.length === 0 ? [] : yield* repository.upsertAssets(userId, symbols.map(([symbol, currency]) => ({ symbol, currency })));
    const assetOf = new Map(assets.map((asset) => [asset.symbol, asset.id]));
    const activities: NewActivity[] = drafts.map(({ symbol, ...draft }) => ({ ...draft, assetId: symbol === null ? null : (assetOf.get(symbol.toUpperCase()) ?? null) }));
    const result = yield* repository.addActivities(userId, activities);
    yield* invalidatePortfolio(userId);
    return result;
  });
