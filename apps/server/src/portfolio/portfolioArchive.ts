import { removeSamplePortfolio, samplePrefix } from "@lifeos/agent";
import {
  Account,
  Activity,
  Asset,
  CurrencyCode,
  FxRate,
  Goal,
  ImportProfile,
  Limits,
  MarketDataRepository,
  PortfolioRepository,
  Quote,
  type AccountId,
  type AssetId,
  type UserId,
} from "@lifeos/core";
import { invalidatePortfolio } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { batches } from "../archive/batches.js";
import { domainArchive } from "../archive/DomainArchive.js";

/** One record of the portfolio's part, by `kind`, in the order an import needs them (accounts and assets before what names them). */
const PortfolioRecord = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("baseCurrency"), currency: CurrencyCode }),
  Schema.Struct({ kind: Schema.Literal("account"), id: Schema.String, name: Account.fields.name, type: Account.fields.type, currency: CurrencyCode, active: Schema.Boolean }),
  Schema.Struct({
    kind: Schema.Literal("asset"),
    id: Schema.String,
    symbol: Asset.fields.symbol,
    name: Asset.fields.name,
    assetClass: Asset.fields.assetClass,
    sector: Asset.fields.sector,
    region: Asset.fields.region,
    currency: CurrencyCode,
  }),
  Schema.Struct({
    kind: Schema.Literal("activity"),
    accountId: Schema.String,
    assetId: Schema.NullOr(Schema.String),
    type: Activity.fields.type,
    date: Activity.fields.date,
    quantity: Activity.fields.quantity,
    unitPrice: Activity.fields.unitPrice,
    amount: Activity.fields.amount,
    fee: Activity.fields.fee,
    currency: CurrencyCode,
    fxRate: Activity.fields.fxRate,
    note: Activity.fields.note,
    importKey: Activity.fields.importKey,
  }),
  Schema.Struct({ kind: Schema.Literal("quote"), assetId: Schema.String, date: Quote.fields.date, close: Quote.fields.close }),
  Schema.Struct({ kind: Schema.Literal("fxRate"), base: CurrencyCode, quote: CurrencyCode, date: FxRate.fields.date, rate: FxRate.fields.rate }),
  Schema.Struct({ kind: Schema.Literal("goal"), name: Goal.fields.name, targetAmount: Goal.fields.targetAmount, deadline: Goal.fields.deadline, accountIds: Schema.Array(Schema.String) }),
  Schema.Struct({
    kind: Schema.Literal("importProfile"),
    name: ImportProfile.fields.name,
    mapping: ImportProfile.fields.mapping,
    delimiter: ImportProfile.fields.delimiter,
    numberFormat: ImportProfile.fields.numberFormat,
    dateFormat: ImportProfile.fields.dateFormat,
    /** Archives written before profiles kept it have none. */
    fxDirection: Schema.optional(ImportProfile.fields.fxDirection),
  }),
]);
type PortfolioRecord = typeof PortfolioRecord.Type;
type Of<K extends PortfolioRecord["kind"]> = Extract<PortfolioRecord, { kind: K }>;

/** The user's own accounts: the sample portfolio's are not their data. */
const ownAccounts = (userId: UserId) =>
  Effect.map(PortfolioRepository.use((repository) => repository.listAccounts(userId)), (accounts) => accounts.filter((account) => !account.name.startsWith(samplePrefix)));

/**
 * The portfolio's part of the archive: base currency, accounts, assets,
 * every activity in date order, quotes and FX rates entered, goals and CSV
 * import profiles (the sample portfolio left out). Amounts stay the exact
 * decimal strings they were.
 */
export const portfolioArchive = domainArchive({
  name: "portfolio",
  record: PortfolioRecord,
  export: (userId) =>
    Effect.gen(function* () {
      const repository = yield* PortfolioRepository;
      const market = yield* MarketDataRepository;
      const accounts = yield* ownAccounts(userId);
      const own = new Set<string>(accounts.map((account) => account.id));
      const records: PortfolioRecord[] = [{ kind: "baseCurrency", currency: yield* repository.getBaseCurrency(userId) }];
      for (const account of accounts) records.push({ kind: "account", id: account.id, name: account.name, type: account.type, currency: account.currency, active: account.active });
      for (const asset of yield* repository.listAssets(userId))
        records.push({ kind: "asset", id: asset.id, symbol: asset.symbol, name: asset.name, assetClass: asset.assetClass, sector: asset.sector, region: asset.region, currency: asset.currency });
      for (const activity of yield* repository.allActivities(userId)) {
        if (!own.has(activity.accountId)) continue;
        const { id: _id, userId: _user, createdAt: _created, updatedAt: _updated, ...fields } = activity;
        records.push({ kind: "activity", ...fields });
      }
      for (const quote of yield* market.listQuotes(userId)) records.push({ kind: "quote", ...quote });
      for (const rate of yield* market.listFxRates(userId)) records.push({ kind: "fxRate", ...rate });
      for (const goal of yield* repository.listGoals(userId))
        records.push({ kind: "goal", name: goal.name, targetAmount: goal.targetAmount, deadline: goal.deadline, accountIds: goal.accountIds.filter((id) => own.has(id)) });
      for (const profile of yield* repository.listImportProfiles(userId)) {
        const { id: _id, userId: _user, createdAt: _created, updatedAt: _updated, ...fields } = profile;
        records.push({ kind: "importProfile", ...fields });
      }
      return { records };
    }),
  isEmpty: (userId) =>
    Effect.gen(function* () {
      const repository = yield* PortfolioRepository;
      return (yield* ownAccounts(userId)).length === 0 && (yield* repository.listGoals(userId)).length === 0;
    }),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      const repository = yield* PortfolioRepository;
      const market = yield* MarketDataRepository;
      yield* removeSamplePortfolio(userId);
      const of = <K extends PortfolioRecord["kind"]>(kind: K) => records.filter((record): record is Of<K> => record.kind === kind);
      for (const base of of("baseCurrency")) yield* repository.setBaseCurrency(userId, base.currency);
      for (const account of of("account")) {
        const created = yield* repository.createAccount(userId, { name: account.name, type: account.type, currency: account.currency, active: account.active });
        context.ids.set(account.id, created.id);
      }
      const assets = of("asset");
      const createdAssets = assets.length === 0 ? [] : yield* repository.upsertAssets(userId, assets.map(({ kind: _kind, id: _id, ...asset }) => asset));
      assets.forEach((asset, index) => context.ids.set(asset.id, createdAssets[index]!.id));
      const accountOf = (id: string) => context.ids.get(id) as AccountId;
      const assetOf = (id: string | null) => (id === null ? null : (context.ids.get(id) as AssetId));
      for (const batch of batches(of("activity"), Limits.batchItemsMax))
        yield* repository.addActivities(userId, batch.map(({ kind: _kind, ...activity }) => ({ ...activity, accountId: accountOf(activity.accountId), assetId: assetOf(activity.assetId) })));
      const quotes = of("quote").map(({ kind: _kind, ...quote }) => ({ ...quote, assetId: assetOf(quote.assetId)! }));
      if (quotes.length > 0) yield* market.upsertQuotes(userId, quotes);
      const rates = of("fxRate").map(({ kind: _kind, ...rate }) => rate);
      if (rates.length > 0) yield* market.upsertFxRates(userId, rates);
      for (const goal of of("goal"))
        yield* repository.createGoal(userId, { name: goal.name, targetAmount: goal.targetAmount, deadline: goal.deadline, accountIds: goal.accountIds.flatMap((id) => (context.ids.has(id) ? [accountOf(id)] : [])) });
      for (const { kind: _kind, ...profile } of of("importProfile")) yield* repository.saveImportProfile(userId, profile);
      context.afterImport(invalidatePortfolio(userId));
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      const repository = yield* PortfolioRepository;
      for (const goal of yield* repository.listGoals(userId)) yield* repository.deleteGoal(userId, goal.id);
      for (const account of yield* repository.listAccounts(userId)) yield* repository.deleteAccount(userId, account.id);
      for (const profile of yield* repository.listImportProfiles(userId)) yield* repository.deleteImportProfile(userId, profile.id);
      const market = yield* MarketDataRepository;
      for (const quote of yield* market.listQuotes(userId)) yield* market.deleteQuote(userId, quote.assetId, quote.date);
      // The assets and FX rates are the person's too (what they held, in which currencies); the base currency is a setting and stays.
      const assetIds = (yield* repository.listAssets(userId)).map((asset) => asset.id);
      yield* repository.removeRecords(userId, { activityIds: [], accountIds: [], quotes: [], fxRates: yield* market.listFxRates(userId), assetIds });
      yield* invalidatePortfolio(userId);
    }),
});
