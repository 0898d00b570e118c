/** The drizzle schema of the SQLite database. Virtual tables (FTS5, vec0) live in SQL migrations and code. */
export * from "./users.js";
export * from "./chat.js";
export * from "./journal.js";
export * from "./chunks.js";
export * from "./knowledge.js";
export * from "./memory.js";
export * from "./settings.js";
