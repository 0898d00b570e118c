import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    timeZone: text("time_zone").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: instant("created_at").notNull(),
    lastUsedAt: instant("last_used_at"),
    revokedAt: instant("revoked_at"),
  },
  (table) => [uniqueIndex("api_tokens_hash_unique").on(table.tokenHash), index("api_tokens_user_idx").on(table.userId, table.createdAt)],
);

export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id")
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
