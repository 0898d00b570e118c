import { and, asc, desc, eq, inArray, lte, gte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import {
  Account,
  Activity,
  activityListOrder,
  activityProblem,
  Asset,
  assetChanges,
  givenFields,
  Goal,
  ImportProfile,
  InvalidInput,
  newAccountRecord,
  newActivityRecord,
  newAssetRecord,
  newGoalRecord,
  newImportProfileRecord,
  normalizeSymbol,
  NotFound,
  pageLimit,
  PortfolioRepositoryArguments,
  withDecodedArguments,
} from "@lifeos/core";
import type { AccountId, ActivityId, AssetId, CurrencyCode, GoalId, ImportProfileId, LedgerActivity, PortfolioRepositoryService } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, prepared, transaction } from "../database/SqliteContext.js";
import { preparedQuery } from "../database/preparedQueries.js";
import { portfolioAccounts, portfolioActivities, portfolioAssets, portfolioGoals, portfolioImportProfiles, portfolioSettings } from "./schema.js";

const toAccount = decodeRow(Account);
const toAsset = decodeRow(Asset);
const toActivity = decodeRow(Activity);
const toGoal = decodeRow(Goal);
const toProfile = decodeRow(ImportProfile);

const activityColumns =
  "id, user_id, account_id, asset_id, type, date, quantity, unit_price, amount, fee, currency, fx_rate, note, import_key, created_at, updated_at";

/** A user's assets by symbol: each chat turn reads them (a ticker of theirs goes to the portfolio). */
const assetList = (context: SqliteContext) =>
  preparedQuery(context, assetList, () =>
    context.db.select().from(portfolioAssets).where(eq(portfolioAssets.userId, sql.placeholder("userId"))).orderBy(asc(portfolioAssets.symbol)).prepare(),
  );

export const makePortfolioRepository = (context: SqliteContext): PortfolioRepositoryService => {
  const { db } = context;
  const requireUser = (userId: string) => {
    const row = context.client.prepare("SELECT 1 FROM users WHERE id = ?").get(userId);
    if (row === undefined) throw NotFound.of("user", userId);
  };
  const accountOrFail = (userId: string, id: string) => {
    const row = db.select().from(portfolioAccounts).where(and(eq(portfolioAccounts.id, id), eq(portfolioAccounts.userId, userId))).get();
    if (!row) throw NotFound.of("portfolioAccount", id);
    return toAccount(row);
  };
  const activityOrFail = (userId: string, id: string) => {
    const row = db.select().from(portfolioActivities).where(and(eq(portfolioActivities.id, id), eq(portfolioActivities.userId, userId))).get();
    if (!row) throw NotFound.of("portfolioActivity", id);
    return toActivity(row);
  };
  return withDecodedArguments(PortfolioRepositoryArguments, {
    getBaseCurrency: (userId) =>
      attempt(() => (db.select().from(portfolioSettings).where(eq(portfolioSettings.userId, userId)).get()?.baseCurrency ?? "EUR") as CurrencyCode),
    setBaseCurrency: (userId, currency) =>
      attempt(() => {
        requireUser(userId);
        db.insert(portfolioSettings).values({ userId, baseCurrency: currency }).onConflictDoUpdate({ target: portfolioSettings.userId, set: { baseCurrency: currency } }).run();
        return currency;
      }),
    createAccount: (userId, value) =>
      attempt(() => {
        requireUser(userId);
        return toAccount(db.insert(portfolioAccounts).values(newAccountRecord(userId, value, context.newId() as AccountId, context.now())).returning().get());
      }),
    listAccounts: (userId) =>
      attempt(() => db.select().from(portfolioAccounts).where(eq(portfolioAccounts.userId, userId)).orderBy(asc(portfolioAccounts.name), asc(portfolioAccounts.id)).all().map(toAccount)),
    updateAccount: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          accountOrFail(userId, id);
          db.update(portfolioAccounts).set({ ...givenFields(patch), updatedAt: context.now() }).where(and(eq(portfolioAccounts.id, id), eq(portfolioAccounts.userId, userId))).run();
          return accountOrFail(userId, id);
        }),
      ),
    deleteAccount: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          accountOrFail(userId, id);
          db.delete(portfolioAccounts).where(and(eq(portfolioAccounts.id, id), eq(portfolioAccounts.userId, userId))).run();
          for (const goal of db.select().from(portfolioGoals).where(eq(portfolioGoals.userId, userId)).all())
            if (goal.accountIds.includes(id))
              db.update(portfolioGoals).set({ accountIds: goal.accountIds.filter((accountId) => accountId !== id) }).where(eq(portfolioGoals.id, goal.id)).run();
        }),
      ),
    upsertAssets: (userId, values) =>
      attempt(() =>
        transaction(context, () => {
          requireUser(userId);
          return values.map((value) => {
            const symbol = normalizeSymbol(value.symbol);
            const now = context.now();
            const existing = db.select().from(portfolioAssets).where(and(eq(portfolioAssets.userId, userId), eq(portfolioAssets.symbol, symbol))).get();
            if (existing === undefined) return toAsset(db.insert(portfolioAssets).values(newAssetRecord(userId, value, context.newId() as AssetId, now)).returning().get());
            const changes = assetChanges(value);
            if (Object.keys(changes).length === 0) return toAsset(existing);
            return toAsset(db.update(portfolioAssets).set({ ...changes, updatedAt: now }).where(eq(portfolioAssets.id, existing.id)).returning().get());
          });
        }),
      ),
    listAssets: (userId) => attempt(() => assetList(context).all({ userId }).map(toAsset)),
    addActivities: (userId, values) =>
      attempt(() =>
        transaction(context, () => {
          requireUser(userId);
          const accounts = new Set(db.select({ id: portfolioAccounts.id }).from(portfolioAccounts).where(eq(portfolioAccounts.userId, userId)).all().map((row) => row.id));
          const assets = new Set(db.select({ id: portfolioAssets.id }).from(portfolioAssets).where(eq(portfolioAssets.userId, userId)).all().map((row) => row.id));
          const keys = new Set(
            context.client.prepare("SELECT import_key FROM portfolio_activities WHERE user_id = ? AND import_key IS NOT NULL").pluck().all(userId) as string[],
          );
          const insert = prepared(context, `INSERT INTO portfolio_activities (${activityColumns}) VALUES (${activityColumns.split(",").map(() => "?").join(", ")})`);
          const inserted: Activity[] = [];
          let skipped = 0;
          for (const value of values) {
            if (!accounts.has(value.accountId)) throw NotFound.of("portfolioAccount", value.accountId);
            if (value.assetId != null && !assets.has(value.assetId)) throw NotFound.of("portfolioAsset", value.assetId);
            if (value.importKey != null) {
              if (keys.has(value.importKey)) {
                skipped++;
                continue;
              }
              keys.add(value.importKey);
            }
            const now = context.now();
            const activity = newActivityRecord(userId, value, (value.id ?? context.newId()) as ActivityId, now);
            insert.run(activity.id, userId, activity.accountId, activity.assetId, activity.type, activity.date, activity.quantity, activity.unitPrice, activity.amount, activity.fee, activity.currency, activity.fxRate, activity.note, activity.importKey, now.getTime(), now.getTime());
            inserted.push(activity);
          }
          return { inserted, skipped };
        }),
      ),
    listActivities: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* activityListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        return yield* attempt(() => {
          const conditions: Array<SQL> = [eq(portfolioActivities.userId, userId)];
          if (query.accountId !== undefined) conditions.push(eq(portfolioActivities.accountId, query.accountId));
          if (query.assetId !== undefined) conditions.push(eq(portfolioActivities.assetId, query.assetId));
          if (query.types !== undefined && query.types.length > 0) conditions.push(inArray(portfolioActivities.type, [...query.types]));
          if (query.from !== undefined) conditions.push(gte(portfolioActivities.date, query.from));
          if (query.to !== undefined) conditions.push(lte(portfolioActivities.date, query.to));
          if (after !== undefined) conditions.push(sql`(${portfolioActivities.date}, ${portfolioActivities.id}) < (${after[0]}, ${after[1]})`);
          const rows = db
            .select()
            .from(portfolioActivities)
            .where(and(...conditions))
            .orderBy(desc(portfolioActivities.date), desc(portfolioActivities.id))
            .limit(limit + 1)
            .all()
            .map(toActivity);
          return activityListOrder.page(rows, limit);
        });
      }),
    allActivities: (userId) =>
      attempt(() =>
        (prepared(context, `SELECT ${activityColumns} FROM portfolio_activities WHERE user_id = ? ORDER BY date, id`).raw().all(userId) as unknown[][]).map((row) => ({
          id: row[0],
          userId: row[1],
          accountId: row[2],
          assetId: row[3],
          type: row[4],
          date: row[5],
          quantity: row[6],
          unitPrice: row[7],
          amount: row[8],
          fee: row[9],
          currency: row[10],
          fxRate: row[11],
          note: row[12],
          importKey: row[13],
          createdAt: new Date(row[14] as number),
          updatedAt: new Date(row[15] as number),
        })) as Activity[],
      ),
    ledgerActivities: (userId) =>
      attempt(() =>
        (
          prepared(context, "SELECT id, account_id, asset_id, type, date, quantity, unit_price, amount, fee, currency, fx_rate FROM portfolio_activities WHERE user_id = ? ORDER BY date, id")
            .raw()
            .all(userId) as unknown[][]
        ).map((row) => ({
          id: row[0],
          accountId: row[1],
          assetId: row[2],
          type: row[3],
          date: row[4],
          quantity: row[5],
          unitPrice: row[6],
          amount: row[7],
          fee: row[8],
          currency: row[9],
          fxRate: row[10],
        })) as LedgerActivity[],
      ),
    updateActivity: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          const current = activityOrFail(userId, id);
          const next = { ...current, ...givenFields(patch) };
          const problem = activityProblem(next);
          if (problem !== undefined) throw new InvalidInput({ message: problem });
          if (patch.accountId !== undefined) accountOrFail(userId, patch.accountId);
          if (patch.assetId != null && db.select().from(portfolioAssets).where(and(eq(portfolioAssets.id, patch.assetId), eq(portfolioAssets.userId, userId))).get() === undefined)
            throw NotFound.of("portfolioAsset", patch.assetId);
          db.update(portfolioActivities).set({ ...givenFields(patch), updatedAt: context.now() }).where(and(eq(portfolioActivities.id, id), eq(portfolioActivities.userId, userId))).run();
          return activityOrFail(userId, id);
        }),
      ),
    deleteActivity: (userId, id) =>
      attempt(() => {
        if (db.delete(portfolioActivities).where(and(eq(portfolioActivities.id, id), eq(portfolioActivities.userId, userId))).run().changes === 0) throw NotFound.of("portfolioActivity", id);
      }),
    removeRecords: (userId, removal) =>
      attempt(() =>
        transaction(context, () => {
          const count = (sql: string, rows: ReadonlyArray<ReadonlyArray<unknown>>) => {
            const statement = prepared(context, sql);
            return rows.reduce((total: number, row) => total + statement.run(...row).changes, 0);
          };
          const activities = count("DELETE FROM portfolio_activities WHERE user_id = ? AND id = ?", removal.activityIds.map((id) => [userId, id]));
          const unlink = prepared(context, "SELECT id, account_ids FROM portfolio_goals WHERE user_id = ? AND account_ids LIKE ?");
          let accounts = 0;
          for (const id of removal.accountIds) {
            const removed = prepared(context, "DELETE FROM portfolio_accounts WHERE user_id = ? AND id = ? AND NOT EXISTS (SELECT 1 FROM portfolio_activities WHERE account_id = ?)").run(userId, id, id).changes;
            if (removed === 0) continue;
            accounts++;
            for (const goal of unlink.all(userId, `%${id}%`) as Array<{ id: string; account_ids: string }>) {
              const linked = (JSON.parse(goal.account_ids) as string[]).filter((accountId) => accountId !== id);
              context.client.prepare("UPDATE portfolio_goals SET account_ids = ? WHERE id = ?").run(JSON.stringify(linked), goal.id);
            }
          }
          // Stored values are the text given, so an unchanged one matches exactly.
          const quotes = count(
            "DELETE FROM portfolio_quotes WHERE user_id = ? AND asset_id = ? AND date = ? AND close = ?",
            removal.quotes.map((quote) => [userId, quote.assetId, quote.date, quote.close]),
          );
          const fxRates = count(
            "DELETE FROM portfolio_fx_rates WHERE user_id = ? AND base = ? AND quote = ? AND date = ? AND rate = ?",
            removal.fxRates.map((rate) => [userId, rate.base, rate.quote, rate.date, rate.rate]),
          );
          const assets = count(
            "DELETE FROM portfolio_assets WHERE user_id = ? AND id = ? AND NOT EXISTS (SELECT 1 FROM portfolio_activities WHERE asset_id = ?) AND NOT EXISTS (SELECT 1 FROM portfolio_quotes WHERE user_id = ? AND asset_id = ?)",
            removal.assetIds.map((id) => [userId, id, id, userId, id]),
          );
          return { activities, accounts, quotes, fxRates, assets };
        }),
      ),
    createGoal: (userId, value) =>
      attempt(() =>
        transaction(context, () => {
          requireUser(userId);
          for (const accountId of value.accountIds ?? []) accountOrFail(userId, accountId);
          return toGoal(db.insert(portfolioGoals).values(newGoalRecord(userId, value, context.newId() as GoalId, context.now())).returning().get());
        }),
      ),
    listGoals: (userId) =>
      attempt(() =>
        db
          .select()
          .from(portfolioGoals)
          .where(eq(portfolioGoals.userId, userId))
          .orderBy(sql`${portfolioGoals.deadline} IS NULL`, asc(portfolioGoals.deadline), asc(portfolioGoals.name), asc(portfolioGoals.id))
          .all()
          .map(toGoal),
      ),
    deleteGoal: (userId, id) =>
      attempt(() => {
        if (db.delete(portfolioGoals).where(and(eq(portfolioGoals.id, id), eq(portfolioGoals.userId, userId))).run().changes === 0) throw NotFound.of("portfolioGoal", id);
      }),
    saveImportProfile: (userId, value) =>
      attempt(() => {
        requireUser(userId);
        const now = context.now();
        return toProfile(
          db
            .insert(portfolioImportProfiles)
            .values(newImportProfileRecord(userId, value, context.newId() as ImportProfileId, now))
            .onConflictDoUpdate({
              target: [portfolioImportProfiles.userId, portfolioImportProfiles.name],
              set: { mapping: value.mapping, delimiter: value.delimiter, numberFormat: value.numberFormat, dateFormat: value.dateFormat, fxDirection: value.fxDirection ?? null, updatedAt: now },
            })
            .returning()
            .get(),
        );
      }),
    listImportProfiles: (userId) =>
      attempt(() => db.select().from(portfolioImportProfiles).where(eq(portfolioImportProfiles.userId, userId)).orderBy(asc(portfolioImportProfiles.name)).all().map(toProfile)),
    deleteImportProfile: (userId, id) =>
      attempt(() => {
        if (db.delete(portfolioImportProfiles).where(and(eq(portfolioImportProfiles.id, id), eq(portfolioImportProfiles.userId, userId))).run().changes === 0)
          throw NotFound.of("portfolioImportProfile", id);
      }),
  });
};
