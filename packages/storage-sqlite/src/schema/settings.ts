import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instant } from "./columns.js";
import { users } from "./users.js";

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
