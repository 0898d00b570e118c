import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { instant } from "../database/columns.js";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    /** The e-mail address lower-cased (Unicode-aware), for case-insensitive lookup. */
    emailKey: text("email_key"),
    timeZone: text("time_zone").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.emailKey), index("users_created").on(table.createdAt, table.id)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: instant("created_at").notNull(),
    lastUsedAt: instant("last_used_at"),
    revokedAt: instant("revoked_at"),
  },
  (table) => [uniqueIndex("api_tokens_hash").on(table.tokenHash), index("api_tokens_user").on(table.userId, table.createdAt)],
);

export const userSettings = sqliteTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  baseUrl: text("base_url"),
  chatModel: text("chat_model"),
  embeddingModel: text("embedding_model"),
  apiKeyCiphertext: text("api_key_ciphertext"),
  timeZone: text("time_zone"),
  updatedAt: instant("updated_at").notNull(),
});
