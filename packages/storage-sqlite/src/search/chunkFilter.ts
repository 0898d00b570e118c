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
  if (filter.sourceIds !== undefined)
    parts.push(
      filter.sourceIds.length === 0
        ? sql`0`
        : sql`${chunks.sourceId} IN (${sql.join(
            filter.sourceIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  return sql.join(parts, sql` AND `);
};
