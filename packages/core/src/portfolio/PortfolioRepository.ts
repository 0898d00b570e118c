import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { batchOf } from "../storage/decodedPort.js";
import { givenFields, keysetOrder } from "../storage/keyset.js";
import type { Account } from "./account.js";
import { AccountPatch, NewAccount } from "./account.js";
import type { Activity, LedgerActivity } from "./activity.js";
import { activityBatchMax, ActivityListQuery, ActivityPatch, NewActivity } from "./activity.js";
import type { Asset } from "./asset.js";
import { NewAsset, normalizeSymbol } from "./asset.js";
import type { Goal } from "./goal.js";
import { NewGoal } from "./goal.js";
import { AccountId, ActivityId, GoalId, ImportProfileId } from "./ids.js";
import type { ImportProfile } from "./importProfile.js";
import { NewImportProfile } from "./importProfile.js";
import type { RemovalCounts } from "./removal.js";
import { RecordRemoval } from "./removal.js";
import { CurrencyCode } from "./money.js";

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

/** How each `PortfolioRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const PortfolioRepositoryArguments: PortArguments<PortfolioRepositoryService> = {
  getBaseCurrency: [UserId],
  setBaseCurrency: [UserId, CurrencyCode],
  createAccount: [UserId, NewAccount],
  listAccounts: [UserId],
  updateAccount: [UserId, AccountId, AccountPatch],
  deleteAccount: [UserId, AccountId],
  // Assets are upserted by symbol, one per asset the user names: no bound beyond the request's.
  upsertAssets: [UserId, Schema.Array(NewAsset)],
  listAssets: [UserId],
  addActivities: [UserId, batchOf(NewActivity, { max: activityBatchMax, what: "activities" })],
  listActivities: [UserId, ActivityListQuery],
  allActivities: [UserId],
  ledgerActivities: [UserId],
  updateActivity: [UserId, ActivityId, ActivityPatch],
  deleteActivity: [UserId, ActivityId],
  removeRecords: [UserId, RecordRemoval],
  createGoal: [UserId, NewGoal],
  listGoals: [UserId],
  deleteGoal: [UserId, GoalId],
  saveImportProfile: [UserId, NewImportProfile],
  listImportProfiles: [UserId],
  deleteImportProfile: [UserId, ImportProfileId],
};

/** The order of `PortfolioRepository.listActivities`, newest first: date, then id, both descending. */
export const activityListOrder = keysetOrder<Activity>([
  { kind: "date", value: (activity) => activity.date },
  { kind: "uuid", value: (activity) => activity.id },
]);

/** The record a new account is stored as: the caller's id or `id`, active unless said otherwise, created and updated `now`. */
export const newAccountRecord = (userId: UserId, input: NewAccount, id: AccountId, now: Date): Account => ({
  id: input.id ?? id,
  userId,
  name: input.name,
  type: input.type,
  currency: input.currency,
  active: input.active ?? true,
  createdAt: now,
  updatedAt: now,
});

/** The record an asset whose symbol is new is stored as: the symbol upper-cased, named by its symbol unless given a name, unclassified fields null. */
export const newAssetRecord = (userId: UserId, input: NewAsset, id: Asset["id"], now: Date): Asset => {
  const symbol = normalizeSymbol(input.symbol);
  return {
    id,
    userId,
    symbol,
    name: input.name ?? symbol,
    assetClass: input.assetClass ?? null,
    sector: input.sector ?? null,
    region: input.region ?? null,
    currency: input.currency,
    createdAt: now,
    updatedAt: now,
  };
};

/** The fields of an existing asset an upsert of `input` replaces: the classification fields it gives. */
export const assetChanges = (input: NewAsset): Partial<Pick<NewAsset, "name" | "assetClass" | "sector" | "region">> =>
  givenFields({ name: input.name, assetClass: input.assetClass, sector: input.sector, region: input.region });

/** The stored activity an accepted `NewActivity` becomes: the caller's id or `id`, absent fields null, no fee "0", created and updated `now`. */
export const newActivityRecord = (userId: UserId, input: NewActivity, id: ActivityId, now: Date): Activity => ({
  id: input.id ?? id,
  userId,
  accountId: input.accountId,
  assetId: input.assetId ?? null,
  type: input.type,
  date: input.date,
  quantity: input.quantity ?? null,
  unitPrice: input.unitPrice ?? null,
  amount: input.amount ?? null,
  fee: input.fee ?? "0",
  currency: input.currency,
  fxRate: input.fxRate ?? null,
  note: input.note ?? null,
  importKey: input.importKey ?? null,
  createdAt: now,
  updatedAt: now,
});

/** The record a new goal is stored as: the caller's id or `id`, no deadline and over all accounts unless given, created and updated `now`. */
export const newGoalRecord = (userId: UserId, input: NewGoal, id: GoalId, now: Date): Goal => ({
  id: input.id ?? id,
  userId,
  name: input.name,
  targetAmount: input.targetAmount,
  deadline: input.deadline ?? null,
  accountIds: input.accountIds ?? [],
  createdAt: now,
  updatedAt: now,
});

/** The record a newly named import profile is stored as (a profile saved under an existing name keeps its id and creation time). */
export const newImportProfileRecord = (userId: UserId, input: NewImportProfile, id: ImportProfileId, now: Date): ImportProfile => ({
  id,
  userId,
  name: input.name,
  mapping: input.mapping,
  delimiter: input.delimiter,
  numberFormat: input.numberFormat,
  dateFormat: input.dateFormat,
  fxDirection: input.fxDirection ?? null,
  createdAt: now,
  updatedAt: now,
});
