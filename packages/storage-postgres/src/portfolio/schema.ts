import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid, date } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

// Money, quantities, prices and rates are NUMERIC without a scale, which
// keeps the exact digits given (and hands them back as strings).

export const portfolioSettings = pgTable("portfolio_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  baseCurrency: text("base_currency").notNull(),
});

export const portfolioAccounts = pgTable(
  "portfolio_accounts",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    currency: text("currency").notNull(),
    active: boolean("active").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("portfolio_accounts_user").on(table.userId, table.name)],
);

export const portfolioAssets = pgTable(
  "portfolio_assets",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
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

export const portfolioActivities = pgTable(
  "portfolio_activities",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => portfolioAccounts.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id").references(() => portfolioAssets.id, { onDelete: "restrict" }),
    type: text("type").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    quantity: numeric("quantity"),
    unitPrice: numeric("unit_price"),
    amount: numeric("amount"),
    fee: numeric("fee").notNull(),
    currency: text("currency").notNull(),
    fxRate: numeric("fx_rate"),
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

export const portfolioQuotes = pgTable(
  "portfolio_quotes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => portfolioAssets.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    close: numeric("close").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.assetId, table.date] }),
    // Covers a read of whole price histories (user, asset, date order, with the close): an index-only
    // scan in order, instead of one heap fetch per quote.
    index("portfolio_quotes_history").on(table.userId, table.assetId, table.date, table.close),
  ],
);

export const portfolioFxRates = pgTable(
  "portfolio_fx_rates",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    base: text("base").notNull(),
    quote: text("quote").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    rate: numeric("rate").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.base, table.quote, table.date] })],
);

export const portfolioGoals = pgTable(
  "portfolio_goals",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    targetAmount: numeric("target_amount").notNull(),
    deadline: date("deadline", { mode: "string" }),
    accountIds: jsonb("account_ids").$type<ReadonlyArray<string>>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("portfolio_goals_user").on(table.userId)],
);

export const portfolioImportProfiles = pgTable(
  "portfolio_import_profiles",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mapping: jsonb("mapping").$type<Readonly<Record<string, string>>>().notNull(),
    delimiter: text("delimiter").notNull(),
    numberFormat: text("number_format").notNull(),
    dateFormat: text("date_format").notNull(),
    fxDirection: text("fx_direction"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [uniqueIndex("portfolio_import_profiles_user_name").on(table.userId, table.name)],
);
