import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import type { Account, AccountPatch, NewAccount } from "./account.js";
import type { Activity, ActivityListQuery, ActivityPatch, LedgerActivity, NewActivity } from "./activity.js";
import type { Asset, NewAsset } from "./asset.js";
import type { Goal, NewGoal } from "./goal.js";
import type { AccountId, ActivityId, GoalId, ImportProfileId } from "./ids.js";
import type { ImportProfile, NewImportProfile } from "./importProfile.js";
import type { RecordRemoval, RemovalCounts } from "./removal.js";
import type { CurrencyCode } from "./money.js";

/** What an activity batch wrote: new rows, and how many were already there (same `importKey`). */
export interface ActivityBatchResult {
  readonly inserted: ReadonlyArray<Activity>;
  readonly skipped: number;
}

export interface PortfolioRepositoryService {
  /** The user's base currency: "EUR" until set. */
  readonly getBaseCurrency: (userId: UserId) => Effect.Effect<CurrencyCode, StorageError>;
  readonly setBaseCurrency: (userId: UserId, currency: CurrencyCode) => Effect.Effect<CurrencyCode, StorageError>;

  readonly createAccount: (userId: UserId, input: NewAccount) => Effect.Effect<Account, StorageError>;
  /** All of the user's accounts, by name then id. */
  readonly listAccounts: (userId: UserId) => Effect.Effect<ReadonlyArray<Account>, StorageError>;
  readonly updateAccount: (userId: UserId, id: AccountId, patch: AccountPatch) => Effect.Effect<Account, StorageError>;
  /** Deletes the account with its activities and unlinks it from goals. */
  readonly deleteAccount: (userId: UserId, id: AccountId) => Effect.Effect<void, StorageError>;

  /**
   * Creates each asset whose symbol is new and updates the given fields of
   * those that exist (symbols compared upper-cased); returns them in input
   * order. Atomic.
   */
  readonly upsertAssets: (userId: UserId, assets: ReadonlyArray<NewAsset>) => Effect.Effect<ReadonlyArray<Asset>, StorageError>;
  /** All of the user's assets, by symbol. */
  readonly listAssets: (userId: UserId) => Effect.Effect<ReadonlyArray<Asset>, StorageError>;

  /**
   * Writes activities all-or-nothing (at most `activityBatchMax`). An activity
   * whose `importKey` the user already has is skipped and counted; an unknown
   * account or asset of the user fails the whole batch with `NotFound`.
   */
  readonly addActivities: (userId: UserId, activities: ReadonlyArray<NewActivity>) => Effect.Effect<ActivityBatchResult, StorageError>;
  /** A page of activities, newest first (date, then id, descending). */
  readonly listActivities: (userId: UserId, query: ActivityListQuery) => Effect.Effect<Page<Activity>, StorageError>;
  /** Every activity of the user in date order (date, then id, ascending): the input of the calculations. */
  readonly allActivities: (userId: UserId) => Effect.Effect<ReadonlyArray<Activity>, StorageError>;
  /**
   * The same activities in the same order with only the fields the
   * calculations read (`LedgerActivity`): a holdings or performance question
   * reads every activity, and notes, keys and timestamps are not worth
   * reading tens of thousands of times.
   */
  readonly ledgerActivities: (userId: UserId) => Effect.Effect<ReadonlyArray<LedgerActivity>, StorageError>;
  /** Applies a patch; the result must still be a consistent activity (`InvalidInput` otherwise). */
  readonly updateActivity: (userId: UserId, id: ActivityId, patch: ActivityPatch) => Effect.Effect<Activity, StorageError>;
  readonly deleteActivity: (userId: UserId, id: ActivityId) => Effect.Effect<void, StorageError>;

  /**
   * Removes what `removal` lists, in one transaction, skipping whatever the
   * user still needs (an account with other activities, a quote or rate the
   * user changed, an asset still traded or quoted). Ids of other users'
   * records are ignored. Used to take a loaded sample out again.
   */
  readonly removeRecords: (userId: UserId, removal: RecordRemoval) => Effect.Effect<RemovalCounts, StorageError>;

  readonly createGoal: (userId: UserId, input: NewGoal) => Effect.Effect<Goal, StorageError>;
  /** Goals by deadline (none last), then name. */
  readonly listGoals: (userId: UserId) => Effect.Effect<ReadonlyArray<Goal>, StorageError>;
  readonly deleteGoal: (userId: UserId, id: GoalId) => Effect.Effect<void, StorageError>;

  /** Saves a CSV mapping under its name, replacing the user's profile of that name. */
  readonly saveImportProfile: (userId: UserId, input: NewImportProfile) => Effect.Effect<ImportProfile, StorageError>;
  readonly listImportProfiles: (userId: UserId) => Effect.Effect<ReadonlyArray<ImportProfile>, StorageError>;
  readonly deleteImportProfile: (userId: UserId, id: ImportProfileId) => Effect.Effect<void, StorageError>;
}

/** Accounts, assets, activities, goals, import profiles and the base currency of each user. */
export class PortfolioRepository extends Context.Service<PortfolioRepository, PortfolioRepositoryService>()(
  "@lifeos/core/PortfolioRepository",
) {}
