import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { ChunkFilter } from "@lifeos/core";
import { chunks } from "./schema.js";

/**
 * The shared filters of every chunk search as SQL over `chunks`: this user,
 * this source, dates within `[from, to]` inclusive (undated chunks never match
 * a date bound) and, when given, only the listed source ids.
 */
export const chunkFilterSql = (userId: string, filter: ChunkFilter): SQL => {
  const parts: Array<SQL> = [sql`${chunks.userId} = ${userId}`, sql`${chunks.source} = ${filter.source}`];
  if (filter.from !== undefined) parts.push(sql`${chunks.date} >= ${filter.from}`);
  if (filter.to !== undefined) parts.push(sql`${chunks.date} <= ${filter.to}`);
  // One JSON parameter however many ids: SQLite takes at most 32,766 parameters per statement.
  if (filter.sourceIds !== undefined) parts.push(sql`${chunks.sourceId} IN (SELECT value FROM json_each(${JSON.stringify(filter.sourceIds)}))`);
  return sql.join(parts, sql` AND `);
};
