import type { AccountId, ActivityId, AssetId, CurrencyCode, GoalId, ImportProfileId, LedgerActivity, PortfolioRepositoryService, UserId } from "@lifeos/core";
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
  NotFound,
  pageLimit,
  PortfolioRepositoryArguments,
  withDecodedArguments,
} from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { single } from "../database/arguments.js";
import { requireUser } from "../database/requireUser.js";
import { portfolioAccounts, portfolioActivities, portfolioAssets, portfolioGoals, portfolioImportProfiles, portfolioSettings } from "./schema.js";

const toAccount = decodeRow(Account, "portfolioAccount");
const toAccounts = decodeRows(Account, "portfolioAccount");
const toAssets = decodeRows(Asset, "portfolioAsset");
const toActivity = decodeRow(Activity, "portfolioActivity");
const toActivities = decodeRows(Activity, "portfolioActivity");
const toGoal = decodeRow(Goal, "portfolioGoal");
const toGoals = decodeRows(Goal, "portfolioGoal");
const toProfile = decodeRow(ImportProfile, "portfolioImportProfile");
const toProfiles = decodeRows(ImportProfile, "portfolioImportProfile");

export const makePortfolioRepository = ({ db, sql: client, now, nextId }: Database): PortfolioRepositoryService => {
  const ownedAccount = (executor: Executor, user: string, id: string) =>
    Effect.flatMap(query(() => executor.select().from(portfolioAccounts).where(and(eq(portfolioAccounts.id, id), eq(portfolioAccounts.userId, user)))), (rows) =>
      Effect.flatMap(single(rows, () => NotFound.of("portfolioAccount", id)), toAccount),
    );
  const ownedActivity = (executor: Executor, user: string, id: string) =>
    Effect.flatMap(query(() => executor.select().from(portfolioActivities).where(and(eq(portfolioActivities.id, id), eq(portfolioActivities.userId, user)))), (rows) =>
      Effect.flatMap(single(rows, () => NotFound.of("portfolioActivity", id)), toActivity),
    );
  const deleteOwned =
    (table: typeof portfolioGoals | typeof portfolioImportProfiles | typeof portfolioActivities, entity: string) =>
    (user: UserId, key: string) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.delete(table).where(and(eq(table.id, key), eq(table.userId, user))).returning({ id: table.id }));
        if (rows.length === 0) return yield* Effect.fail(NotFound.of(entity, key));
      });
  return withDecodedArguments(PortfolioRepositoryArguments, {
    getBaseCurrency: (user) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select().from(portfolioSettings).where(eq(portfolioSettings.userId, user)));
        return (rows[0]?.baseCurrency ?? "EUR") as CurrencyCode;
      }),
    setBaseCurrency: (user, value) =>
      Effect.gen(function* () {
        yield* query(() => db.insert(portfolioSettings).values({ userId: user, baseCurrency: value }).onConflictDoUpdate({ target: portfolioSettings.userId, set: { baseCurrency: value } }), { entity: "user", id: user });
        return value;
      }),
    createAccount: (user, value) =>
      Effect.gen(function* () {
        const record = newAccountRecord(user, value, (yield* nextId) as AccountId, yield* now);
        const rows = yield* query(() => db.insert(portfolioAccounts).values(record).returning(), { entity: "user", id: user });
        return yield* toAccount(rows[0]);
      }),
    listAccounts: (user) =>
      Effect.flatMap(query(() => db.select().from(portfolioAccounts).where(eq(portfolioAccounts.userId, user)).orderBy(asc(portfolioAccounts.name), asc(portfolioAccounts.id))), toAccounts),
    updateAccount: (user, accountId, value) =>
      Effect.gen(function* () {
        yield* ownedAccount(db, user, accountId);
        const at = yield* now;
        const rows = yield* query(() => db.update(portfolioAccounts).set({ ...givenFields(value), updatedAt: at }).where(and(eq(portfolioAccounts.id, accountId), eq(portfolioAccounts.userId, user))).returning());
        return yield* toAccount(rows[0]);
      }),
    deleteAccount: (user, accountId) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          yield* ownedAccount(tx, user, accountId);
          yield* query(() => tx.delete(portfolioAccounts).where(and(eq(portfolioAccounts.id, accountId), eq(portfolioAccounts.userId, user))));
          yield* query(() =>
            tx.execute(sql`UPDATE portfolio_goals SET account_ids = account_ids - ${accountId as string} WHERE user_id = ${user} AND account_ids ? ${accountId as string}`),
          );
        }),
      ),
    upsertAssets: (user, values) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          yield* requireUser(tx, user);
          const result: Asset[] = [];
          for (const value of values) {
            const at = yield* now;
            const record = newAssetRecord(user, value, (yield* nextId) as AssetId, at);
            const changes = assetChanges(value);
            const rows = yield* query(() =>
              tx
                .insert(portfolioAssets)
                .values(record)
                .onConflictDoUpdate({ target: [portfolioAssets.userId, portfolioAssets.symbol], set: Object.keys(changes).length === 0 ? { symbol: record.symbol } : { ...changes, updatedAt: at } })
                .returning(),
            );
            result.push(...(yield* toAssets(rows)));
          }
          return result;
        }),
      ),
    listAssets: (user) => Effect.flatMap(query(() => db.select().from(portfolioAssets).where(eq(portfolioAssets.userId, user)).orderBy(asc(portfolioAssets.symbol))), toAssets),
    addActivities: (user, values) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          yield* requireUser(tx, user);
          const accounts = new Set((yield* query(() => tx.select({ id: portfolioAccounts.id }).from(portfolioAccounts).where(eq(portfolioAccounts.userId, user)))).map((row) => row.id));
          const assets = new Set((yield* query(() => tx.select({ id: portfolioAssets.id }).from(portfolioAssets).where(eq(portfolioAssets.userId, user)))).map((row) => row.id));
          const keys = new Set(
            (yield* query(() => tx.select({ key: portfolioActivities.importKey }).from(portfolioActivities).where(and(eq(portfolioActivities.userId, user), isNotNull(portfolioActivities.importKey))))).map((row) => row.key),
          );
          const inserted: Activity[] = [];
          let skipped = 0;
          for (const value of values) {
            if (!accounts.has(value.accountId)) return yield* Effect.fail(NotFound.of("portfolioAccount", value.accountId));
            if (value.assetId != null && !assets.has(value.assetId)) return yield* Effect.fail(NotFound.of("portfolioAsset", value.assetId));
            if (value.importKey != null) {
              if (keys.has(value.importKey)) {
                skipped++;
                continue;
              }
              keys.add(value.importKey);
            }
            inserted.push(newActivityRecord(user, value, (value.id ?? (yield* nextId)) as ActivityId, yield* now));
          }
          for (let start = 0; start < inserted.length; start += 1000) {
            const chunk = inserted.slice(start, start + 1000);
            yield* query(() => tx.insert(portfolioActivities).values(chunk));
          }
          return { inserted, skipped };
        }),
      ),
    listActivities: (user, value) =>
      Effect.gen(function* () {
        const after = yield* activityListOrder.after(value.cursor);
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL> = [eq(portfolioActivities.userId, user)];
        if (value.accountId !== undefined) conditions.push(eq(portfolioActivities.accountId, value.accountId));
        if (value.assetId !== undefined) conditions.push(eq(portfolioActivities.assetId, value.assetId));
        if (value.types !== undefined && value.types.length > 0) conditions.push(inArray(portfolioActivities.type, [...value.types]));
        if (value.from !== undefined) conditions.push(gte(portfolioActivities.date, value.from));
        if (value.to !== undefined) conditions.push(lte(portfolioActivities.date, value.to));
        if (after !== undefined) conditions.push(sql`(${portfolioActivities.date}, ${portfolioActivities.id}) < (${after[0]}::date, ${after[1]}::uuid)`);
        const rows = yield* toActivities(
          yield* query(() => db.select().from(portfolioActivities).where(and(...conditions)).orderBy(desc(portfolioActivities.date), desc(portfolioActivities.id)).limit(limit + 1)),
        );
        return activityListOrder.page(rows, limit);
      }),
    // The calculations' input, possibly tens of thousands of rows: every row was decoded when written
    // and the columns map one to one onto `Activity`, so they are handed out without decoding each again.
    allActivities: (user) =>
      query(() => db.select().from(portfolioActivities).where(eq(portfolioActivities.userId, user)).orderBy(asc(portfolioActivities.date), asc(portfolioActivities.id)) as unknown as PromiseLike<Activity[]>),
    // The calculations' input, tens of thousands of rows, read as `quoteHistory` reads prices: each field
    // aggregated into one comma-separated text over the rows in ledger order (the (user_id, date, id) index
    // gives it without a sort) and split here. One row through the driver rather than one per activity is
    // about a third of the client's work, and no value is parsed. No field holds a comma (uuids, dates,
    // decimals, activity types, currency codes); a null is aggregated as "", which no value is.
    ledgerActivities: (user) =>
      Effect.map(
        query(
          () => client<Array<Record<"ids" | "accounts" | "assets" | "types" | "dates" | "quantities" | "unitPrices" | "amounts" | "fees" | "currencies" | "fxRates", string | null>>>`
            SELECT string_agg(id::text, ',') AS ids, string_agg(account_id::text, ',') AS accounts, string_agg(coalesce(asset_id::text, ''), ',') AS assets,
              string_agg(type, ',') AS types, string_agg(date::text, ',') AS dates, string_agg(coalesce(quantity::text, ''), ',') AS quantities,
              string_agg(coalesce(unit_price::text, ''), ',') AS "unitPrices", string_agg(coalesce(amount::text, ''), ',') AS amounts,
              string_agg(fee::text, ',') AS fees, string_agg(currency, ',') AS currencies, string_agg(coalesce(fx_rate::text, ''), ',') AS "fxRates"
            FROM (SELECT * FROM portfolio_activities WHERE user_id = ${user} ORDER BY date, id) ordered`,
        ),
        ([row]): ReadonlyArray<LedgerActivity> => {
          if (row?.ids == null) return [];
          const column = (texts: string | null) => texts!.split(",");
          const [accounts, assets, types, dates, quantities, unitPrices, amounts, fees, currencies, fxRates] = [
            row.accounts, row.assets, row.types, row.dates, row.quantities, row.unitPrices, row.amounts, row.fees, row.currencies, row.fxRates,
          ].map(column) as string[][];
          const orNull = (text: string) => (text === "" ? null : text);
          return column(row.ids).map((id, index) => ({
            id,
            accountId: accounts![index],
            assetId: orNull(assets![index]!),
            type: types![index],
            date: dates![index],
            quantity: orNull(quantities![index]!),
            unitPrice: orNull(unitPrices![index]!),
            amount: orNull(amounts![index]!),
            fee: fees![index],
            currency: currencies![index],
            fxRate: orNull(fxRates![index]!),
          }) as LedgerActivity);
        },
      ),
    updateActivity: (user, activityId, value) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          const current = yield* ownedActivity(tx, user, activityId);
          const problem = activityProblem({ ...current, ...givenFields(value) });
          if (problem !== undefined) return yield* Effect.fail(new InvalidInput({ message: problem }));
          if (value.accountId !== undefined) yield* ownedAccount(tx, user, value.accountId);
          if (value.assetId != null) {
            const assetId = value.assetId;
            const found = yield* query(() => tx.select({ id: portfolioAssets.id }).from(portfolioAssets).where(and(eq(portfolioAssets.id, assetId), eq(portfolioAssets.userId, user))));
            if (found.length === 0) return yield* Effect.fail(NotFound.of("portfolioAsset", assetId));
          }
          const at = yield* now;
          const rows = yield* query(() => tx.update(portfolioActivities).set({ ...givenFields(value), updatedAt: at }).where(and(eq(portfolioActivities.id, activityId), eq(portfolioActivities.userId, user))).returning());
          return yield* toActivity(rows[0]);
        }),
      ),
    deleteActivity: deleteOwned(portfolioActivities, "portfolioActivity"),
    removeRecords: (user, removal) =>
      Effect.gen(function* () {
        // Rows per statement, well under PostgreSQL's 65,535 parameters.
        const chunks = <A>(rows: ReadonlyArray<A>) => Array.from({ length: Math.ceil(rows.length / 5000) }, (_, index) => rows.slice(index * 5000, index * 5000 + 5000));
        const deleted = (result: unknown) => (result as ArrayLike<unknown>).length;
        return yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            let activities = 0;
            for (const ids of chunks(removal.activityIds))
              activities += (yield* query(() => tx.delete(portfolioActivities).where(and(eq(portfolioActivities.userId, user), inArray(portfolioActivities.id, [...ids]))).returning({ id: portfolioActivities.id }))).length;
            let accounts = 0;
            for (const id of removal.accountIds) {
              const removed = yield* query(() =>
                tx
                  .delete(portfolioAccounts)
                  .where(and(eq(portfolioAccounts.userId, user), eq(portfolioAccounts.id, id), sql`NOT EXISTS (SELECT 1 FROM portfolio_activities WHERE account_id = ${id})`))
                  .returning({ id: portfolioAccounts.id }),
              );
              if (removed.length === 0) continue;
              accounts++;
              yield* query(() => tx.execute(sql`UPDATE portfolio_goals SET account_ids = account_ids - ${id as string} WHERE user_id = ${user} AND account_ids ? ${id as string}`));
            }
            // Numeric equality: an unchanged value matches whatever its stored scale.
            let quotes = 0;
            for (const rows of chunks(removal.quotes))
              quotes += deleted(
                yield* query(() =>
                  tx.execute(
                    sql`DELETE FROM portfolio_quotes q USING (VALUES ${sql.join(rows.map((row) => sql`(${row.assetId}::uuid, ${row.date}::date, ${row.close}::numeric)`), sql`, `)}) AS r(asset_id, date, close)
                        WHERE q.user_id = ${user} AND q.asset_id = r.asset_id AND q.date = r.date AND q.close = r.close RETURNING 1`,
                  ),
                ),
              );
            let fxRates = 0;
            for (const rows of chunks(removal.fxRates))
              fxRates += deleted(
                yield* query(() =>
                  tx.execute(
                    sql`DELETE FROM portfolio_fx_rates f USING (VALUES ${sql.join(rows.map((row) => sql`(${row.base}, ${row.quote}, ${row.date}::date, ${row.rate}::numeric)`), sql`, `)}) AS r(base, quote, date, rate)
                        WHERE f.user_id = ${user} AND f.base = r.base AND f.quote = r.quote AND f.date = r.date AND f.rate = r.rate RETURNING 1`,
                  ),
                ),
              );
            let assets = 0;
            for (const id of removal.assetIds)
              assets += (yield* query(() =>
                tx
                  .delete(portfolioAssets)
                  .where(
                    and(
                      eq(portfolioAssets.userId, user),
                      eq(portfolioAssets.id, id),
                      sql`NOT EXISTS (SELECT 1 FROM portfolio_activities WHERE asset_id = ${id})`,
                      sql`NOT EXISTS (SELECT 1 FROM portfolio_quotes WHERE user_id = ${user} AND asset_id = ${id})`,
                    ),
                  )
                  .returning({ id: portfolioAssets.id }),
              )).length;
            return { activities, accounts, quotes, fxRates, assets };
          }),
        );
      }),
    createGoal: (user, value) =>
      Effect.gen(function* () {
        for (const accountId of value.accountIds ?? []) yield* ownedAccount(db, user, accountId);
        const record = newGoalRecord(user, value, (yield* nextId) as GoalId, yield* now);
        const rows = yield* query(() => db.insert(portfolioGoals).values(record).returning(), { entity: "user", id: user });
        return yield* toGoal(rows[0]);
      }),
    listGoals: (user) =>
      Effect.flatMap(
        query(() => db.select().from(portfolioGoals).where(eq(portfolioGoals.userId, user)).orderBy(sql`${portfolioGoals.deadline} IS NULL`, asc(portfolioGoals.deadline), asc(portfolioGoals.name), asc(portfolioGoals.id))),
        toGoals,
      ),
    deleteGoal: deleteOwned(portfolioGoals, "portfolioGoal"),
    saveImportProfile: (user, value) =>
      Effect.gen(function* () {
        const at = yield* now;
        const record = newImportProfileRecord(user, value, (yield* nextId) as ImportProfileId, at);
        const rows = yield* query(
          () =>
            db
              .insert(portfolioImportProfiles)
              .values(record)
              .onConflictDoUpdate({
                target: [portfolioImportProfiles.userId, portfolioImportProfiles.name],
                set: { mapping: value.mapping, delimiter: value.delimiter, numberFormat: value.numberFormat, dateFormat: value.dateFormat, fxDirection: value.fxDirection ?? null, updatedAt: at },
              })
              .returning(),
          { entity: "user", id: user },
        );
        return yield* toProfile(rows[0]);
      }),
    listImportProfiles: (user) =>
      Effect.flatMap(query(() => db.select().from(portfolioImportProfiles).where(eq(portfolioImportProfiles.userId, user)).orderBy(asc(portfolioImportProfiles.name))), toProfiles),
    deleteImportProfile: deleteOwned(portfolioImportProfiles, "portfolioImportProfile"),
  });
};
