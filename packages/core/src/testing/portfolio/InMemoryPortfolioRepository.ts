import { Effect, Schema } from "effect";
import { InvalidInput } from "../../common/errors.js";
import { decodeInput } from "../../common/validation.js";
import type { Account } from "../../portfolio/account.js";
import { AccountPatch, NewAccount } from "../../portfolio/account.js";
import type { Activity } from "../../portfolio/activity.js";
import { ActivityListQuery, ActivityPatch, activityProblem } from "../../portfolio/activity.js";
import type { Asset } from "../../portfolio/asset.js";
import { NewAsset, normalizeSymbol } from "../../portfolio/asset.js";
import type { Goal } from "../../portfolio/goal.js";
import { NewGoal } from "../../portfolio/goal.js";
import type { ActivityId, AssetId, GoalId, ImportProfileId } from "../../portfolio/ids.js";
import { AccountId, ActivityId as ActivityIdSchema, GoalId as GoalIdSchema, ImportProfileId as ProfileIdSchema } from "../../portfolio/ids.js";
import type { ImportProfile } from "../../portfolio/importProfile.js";
import { NewImportProfile } from "../../portfolio/importProfile.js";
import { activityRow, decodeActivityBatch } from "../../portfolio/repositoryInput.js";
import { fixedOf } from "../../portfolio/calc/fixed.js";
import { RecordRemoval } from "../../portfolio/removal.js";
import type { CurrencyCode } from "../../portfolio/money.js";
import { CurrencyCode as CurrencySchema } from "../../portfolio/money.js";
import type { PortfolioRepositoryService } from "../../portfolio/PortfolioRepository.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const makePortfolioRepository = (store: MemoryStore): PortfolioRepositoryService => {
  const tables = store.tables.portfolio;
  const deleteOwned = <A extends { readonly userId: string; readonly id: string }>(table: Map<string, A>, entity: string, schema: Schema.Top & { readonly DecodingServices: never }) =>
    (userId: unknown, id: unknown) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const key = (yield* decodeArgument(schema, id)) as string;
        const row = yield* owned(table, user, key, entity);
        table.delete(row.id);
      });
  return {
    getBaseCurrency: (userId) => Effect.map(actingUser(userId), (user) => (tables.baseCurrency.get(user) ?? "EUR") as CurrencyCode),
    setBaseCurrency: (userId, currency) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeArgument(CurrencySchema, currency);
        tables.baseCurrency.set(user, value);
        return value;
      }),
    createAccount: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewAccount, raw);
        const now = yield* store.now;
        const account: Account = { id: value.id ?? ((yield* store.nextId) as AccountId), userId: user, name: value.name, type: value.type, currency: value.currency, active: value.active ?? true, createdAt: now, updatedAt: now };
        tables.accounts.set(account.id, copy(account));
        return copy(account);
      }),
    listAccounts: (userId) =>
      Effect.map(actingUser(userId), (user) => rowsOf(tables.accounts, user).sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id)).map(copy)),
    updateAccount: (userId, id, patch) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const accountId = yield* decodeArgument(AccountId, id);
        const account = yield* owned(tables.accounts, user, accountId, "portfolioAccount");
        const value = yield* decodeInput(AccountPatch, patch);
        const next: Account = { ...account, ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)), updatedAt: yield* store.now };
        tables.accounts.set(next.id, copy(next));
        return copy(next);
      }),
    deleteAccount: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const accountId = yield* decodeArgument(AccountId, id);
        yield* owned(tables.accounts, user, accountId, "portfolioAccount");
        tables.accounts.delete(accountId);
        for (const [key, activity] of tables.activities) if (activity.accountId === accountId) tables.activities.delete(key);
        for (const goal of rowsOf(tables.goals, user)) if (goal.accountIds.includes(accountId)) tables.goals.set(goal.id, { ...goal, accountIds: goal.accountIds.filter((other) => other !== accountId) });
      }),
    removeRecords: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const removal = yield* decodeInput(RecordRemoval, raw);
        const same = (a: string, b: string) => fixedOf(a) === fixedOf(b);
        let activities = 0;
        for (const id of removal.activityIds) if (tables.activities.get(id)?.userId === user && tables.activities.delete(id)) activities++;
        let accounts = 0;
        for (const id of removal.accountIds) {
          if (tables.accounts.get(id)?.userId !== user || rowsOf(tables.activities, user).some((activity) => activity.accountId === id)) continue;
          tables.accounts.delete(id);
          accounts++;
          for (const goal of rowsOf(tables.goals, user)) if (goal.accountIds.includes(id)) tables.goals.set(goal.id, { ...goal, accountIds: goal.accountIds.filter((other) => other !== id) });
        }
        let quotes = 0;
        for (const quote of removal.quotes) {
          const key = `${user}/${quote.assetId}/${quote.date}`;
          const stored = tables.quotes.get(key);
          if (stored !== undefined && same(stored.close, quote.close) && tables.quotes.delete(key)) quotes++;
        }
        let fxRates = 0;
        for (const rate of removal.fxRates) {
          const key = `${user}/${rate.base}/${rate.quote}/${rate.date}`;
          const stored = tables.fxRates.get(key);
          if (stored !== undefined && same(stored.rate, rate.rate) && tables.fxRates.delete(key)) fxRates++;
        }
        let assets = 0;
        for (const id of removal.assetIds) {
          if (tables.assets.get(id)?.userId !== user) continue;
          if (rowsOf(tables.activities, user).some((activity) => activity.assetId === id) || rowsOf(tables.quotes, user).some((quote) => quote.assetId === id)) continue;
          tables.assets.delete(id);
          assets++;
        }
        return { activities, accounts, quotes, fxRates, assets };
      }),
    upsertAssets: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const values = yield* decodeInput(Schema.Array(NewAsset), raw);
        const result: Asset[] = [];
        for (const value of values) {
          const symbol = normalizeSymbol(value.symbol);
          const now = yield* store.now;
          const existing = rowsOf(tables.assets, user).find((asset) => asset.symbol === symbol);
          const fields = Object.fromEntries(Object.entries({ name: value.name, assetClass: value.assetClass, sector: value.sector, region: value.region }).filter(([, field]) => field !== undefined));
          const asset: Asset =
            existing === undefined
              ? { id: (yield* store.nextId) as AssetId, userId: user, symbol, name: value.name ?? symbol, assetClass: value.assetClass ?? null, sector: value.sector ?? null, region: value.region ?? null, currency: value.currency, createdAt: now, updatedAt: now }
              : Object.keys(fields).length === 0 ? existing : { ...existing, ...fields, updatedAt: now };
          tables.assets.set(asset.id, copy(asset));
          result.push(copy(asset));
        }
        return result;
      }),
    listAssets: (userId) => Effect.map(actingUser(userId), (user) => rowsOf(tables.assets, user).sort((a, b) => byText(a.symbol, b.symbol)).map(copy)),
    addActivities: (userId, raw) =>
        Effect.gen(function* () {
          const user = yield* existingUser(store, userId);
          const values = yield* decodeActivityBatch(raw);
          const keys = new Set(rowsOf(tables.activities, user).flatMap((activity) => (activity.importKey === null ? [] : [activity.importKey])));
          const inserted: Activity[] = [];
          let skipped = 0;
          for (const value of values) {
            yield* owned(tables.accounts, user, value.accountId, "portfolioAccount");
            if (value.assetId != null) yield* owned(tables.assets, user, value.assetId, "portfolioAsset");
          }
          for (const value of values) {
            if (value.importKey != null) {
              if (keys.has(value.importKey)) {
                skipped++;
                continue;
              }
              keys.add(value.importKey);
            }
            const now = yield* store.now;
            inserted.push(activityRow(value, user, value.id ?? ((yield* store.nextId) as ActivityId), now));
          }
          for (const activity of inserted) tables.activities.set(activity.id, copy(activity));
          return { inserted: inserted.map(copy), skipped };
        }),
    listActivities: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(ActivityListQuery, query);
        const rows = rowsOf(tables.activities, user).filter(
          (activity) =>
            (value.accountId === undefined || activity.accountId === value.accountId) &&
            (value.assetId === undefined || activity.assetId === value.assetId) &&
            (value.types === undefined || value.types.length === 0 || value.types.includes(activity.type)) &&
            (value.from === undefined || activity.date >= value.from) &&
            (value.to === undefined || activity.date <= value.to),
        );
        const page = yield* paginate(rows, (row) => [row.date, row.id], ["desc", "desc"], value);
        return { ...page, items: page.items.map(copy) };
      }),
    allActivities: (userId) =>
      Effect.map(actingUser(userId), (user) => rowsOf(tables.activities, user).sort((a, b) => byText(a.date, b.date) || byText(a.id, b.id)).map(copy)),
    ledgerActivities: (userId) =>
      Effect.map(actingUser(userId), (user) =>
        rowsOf(tables.activities, user)
          .sort((a, b) => byText(a.date, b.date) || byText(a.id, b.id))
          .map(({ id, accountId, assetId, type, date, quantity, unitPrice, amount, fee, currency, fxRate }) => ({ id, accountId, assetId, type, date, quantity, unitPrice, amount, fee, currency, fxRate })),
      ),
    updateActivity: (userId, id, patch) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const activityId = yield* decodeArgument(ActivityIdSchema, id);
        const activity = yield* owned(tables.activities, user, activityId, "portfolioActivity");
        const value = yield* decodeInput(ActivityPatch, patch);
        const next: Activity = { ...activity, ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)), updatedAt: yield* store.now };
        const problem = activityProblem(next);
        if (problem !== undefined) return yield* Effect.fail(new InvalidInput({ message: problem }));
        yield* owned(tables.accounts, user, next.accountId, "portfolioAccount");
        if (next.assetId !== null) yield* owned(tables.assets, user, next.assetId, "portfolioAsset");
        tables.activities.set(next.id, copy(next));
        return copy(next);
      }),
    deleteActivity: deleteOwned(tables.activities, "portfolioActivity", ActivityIdSchema),
    createGoal: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewGoal, raw);
        for (const accountId of value.accountIds ?? []) yield* owned(tables.accounts, user, accountId, "portfolioAccount");
        const now = yield* store.now;
        const goal: Goal = { id: value.id ?? ((yield* store.nextId) as GoalId), userId: user, name: value.name, targetAmount: value.targetAmount, deadline: value.deadline ?? null, accountIds: value.accountIds ?? [], createdAt: now, updatedAt: now };
        tables.goals.set(goal.id, copy(goal));
        return copy(goal);
      }),
    listGoals: (userId) =>
      Effect.map(actingUser(userId), (user) =>
        rowsOf(tables.goals, user)
          .sort((a, b) => (a.deadline === null ? 1 : 0) - (b.deadline === null ? 1 : 0) || byText(a.deadline ?? "", b.deadline ?? "") || byText(a.name, b.name) || byText(a.id, b.id))
          .map(copy),
      ),
    deleteGoal: deleteOwned(tables.goals, "portfolioGoal", GoalIdSchema),
    saveImportProfile: (userId, raw) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewImportProfile, raw);
        const now = yield* store.now;
        const existing = rowsOf(tables.profiles, user).find((profile) => profile.name === value.name);
        const profile: ImportProfile = existing === undefined
          ? { id: (yield* store.nextId) as ImportProfileId, userId: user, ...value, createdAt: now, updatedAt: now }
          : { ...existing, mapping: value.mapping, delimiter: value.delimiter, numberFormat: value.numberFormat, dateFormat: value.dateFormat, updatedAt: now };
        tables.profiles.set(profile.id, copy(profile));
        return copy(profile);
      }),
    listImportProfiles: (userId) => Effect.map(actingUser(userId), (user) => rowsOf(tables.profiles, user).sort((a, b) => byText(a.name, b.name)).map(copy)),
    deleteImportProfile: deleteOwned(tables.profiles, "portfolioImportProfile", ProfileIdSchema),
  };
};
