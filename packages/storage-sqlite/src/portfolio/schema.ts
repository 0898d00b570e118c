import { index, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flag, instant } from "../database/columns.js";
import { users } from "../users/schema.js";

// Money, quantities, prices and rates are TEXT holding the exact decimal
// string: SQLite has no exact numeric type, and REAL would round them.

export const portfolioSettings = sqliteTable("portfolio_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  baseCurrency: text("base_currency").notNull(),
});

export const portfolioAccounts = sqliteTable(
  "portfolio_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    currency: text("currency").notNull(),
    active: flag("active").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("portfolio_accounts_user").on(table.userId, table.name)],
);

export const portfolioAssets = sqliteTable(
  "portfolio_assets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    assetClass: text("asset_class"),
    sector: text("sector"),
    region: text("region"),
    currency: text("currency").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [uniqueIndex("portfolio_assets_user_symbol").on(table.userId, table.symbol)],
);

export const portfolioActivities = sqliteTable(
  "portfolio_activities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => portfolioAccounts.id, { onDelete: "cascade" }),
    assetId: text("asset_id").references(() => portfolioAssets.id, { onDelete: "restrict" }),
    type: text("type").notNull(),
    date: text("date").notNull(),
    quantity: text("quantity"),
    unitPrice: text("unit_price"),
    amount: text("amount"),
    fee: text("fee").notNull(),
    currency: text("currency").notNull(),
    fxRate: text("fx_rate"),
    note: text("note"),
    importKey: text("import_key"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    index("portfolio_activities_user_date").on(table.userId, table.date, table.id),
    uniqueIndex("portfolio_activities_user_import_key").on(table.userId, table.importKey),
  ],
);

export const portfolioQuotes = sqliteTable(
  "portfolio_quotes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assetId: text("asset_id")
      .notNull()
      .references(() => portfolioAssets.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    close: text("close").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.assetId, table.date] }),
    // Covers a read of whole price histories (user, asset, date order, with the close): the rows are
    // read from this index alone, in order, instead of one table lookup per quote.
    index("portfolio_quotes_history").on(table.userId, table.assetId, table.date, table.close),
  ],
);

export const portfolioFxRates = sqliteTable(
  "portfolio_fx_rates",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    base: text("base").notNull(),
    quote: text("quote").notNull(),
    date: text("date").notNull(),
    rate: text("rate").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.base, table.quote, table.date] })],
);

export const portfolioGoals = sqliteTable(
  "portfolio_goals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    targetAmount: text("target_amount").notNull(),
    deadline: text("deadline"),
    accountIds: text("account_ids", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("portfolio_goals_user").on(table.userId)],
);

export const portfolioImportProfiles = sqliteTable(
  "portfolio_import_profiles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mapping: text("mapping", { mode: "json" }).$type<Readonly<Record<string, string>>>().notNull(),
    delimiter: text("delimiter").notNull(),
    numberFormat: text("number_format").notNull(),
    dateFormat: text("date_format").notNull(),
    fxDirection: text("fx_direction"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [uniqueIndex("portfolio_import_profiles_user_name").on(table.userId, table.name)],
);
