import Database from "better-sqlite3";
import postgres from "postgres";
import type { DatabaseConfig } from "../../../src/config.js";

/** Row counts of every table of the database, read from outside the server: what a refused request must leave as it was. */
export interface DatabaseRows {
  readonly count: () => Promise<Readonly<Record<string, number>>>;
  readonly close: () => Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const openDatabaseRows = (database: DatabaseConfig): DatabaseRows => {
  if (database.kind === "sqlite") {
    const db = new Database(database.filename, { readonly: true, fileMustExist: true });
    return {
      count: async () => {
        const tables = db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'")
          .all() as Array<{ name: string }>;
        if (tables.length === 0) return {};
        const rows = db.prepare(tables.map((table) => `SELECT '${table.name}' AS name, count(*) AS rows FROM ${quoted(table.name)}`).join(" UNION ALL ")).all() as Array<{
          name: string;
          rows: number;
        }>;
        return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
      },
      close: async () => void db.close(),
    };
  }
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  return {
    count: async () => {
      const tables = await sql<Array<{ name: string }>>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
      if (tables.length === 0) return {};
      const rows = await sql.unsafe<Array<{ name: string; rows: string }>>(
        tables.map((table) => `SELECT '${table.name}' AS name, count(*) AS rows FROM ${quoted(table.name)}`).join(" UNION ALL "),
      );
      return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
    },
    close: () => sql.end({ timeout: 5 }),
  };
};
