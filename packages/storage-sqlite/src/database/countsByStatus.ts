import { count, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DrizzleDatabase } from "./openDatabase.js";

/**
 * How many of a user's rows hold each value of a status column, in one
 * grouped count: `zero` names every status (a status no row is in stays 0,
 * a value it does not name is left out).
 */
export const countsByStatus = <Status extends string>(
  db: DrizzleDatabase,
  table: SQLiteTable,
  columns: { readonly user: SQLiteColumn; readonly status: SQLiteColumn },
  userId: string,
  zero: Record<Status, number>,
): Record<Status, number> => {
  const counts = { ...zero };
  const rows = db.select({ status: columns.status, count: count() }).from(table).where(eq(columns.user, userId)).groupBy(columns.status).all();
  for (const row of rows) if (typeof row.status === "string" && row.status in counts) counts[row.status as Status] = row.count;
  return counts;
};
