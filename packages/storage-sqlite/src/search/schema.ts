import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

/**
 * Searchable pieces of journal entries, documents and memories. `seq` is the
 * integer rowid shared with the FTS5 table (`chunks_fts`, over `search_terms`)
 * and the per-dimension vec0 tables (`chunk_vectors_<dimension>`); `id` is
 * the public id.
 */
export const chunks = sqliteTable(
  "chunks",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    /** The keyword terms of `text` (core's `indexTerms`), what the FTS5 table indexes. */
    searchTerms: text("search_terms").notNull().default(""),
    /** The `searchTermsVersion` that computed `searchTerms`; older rows are computed again on open. */
    searchTermsVersion: integer("search_terms_version").notNull().default(0),
    startOffset: integer("start_offset").notNull(),
    endOffset: integer("end_offset").notNull(),
    date: text("date"),
    pageStart: integer("page_start"),
    pageEnd: integer("page_end"),
    /** The nearest heading above a document chunk; null before the first heading and for chunks indexed before headings were kept. */
    heading: text("heading"),
    tokenCount: integer("token_count").notNull(),
    embeddingModel: text("embedding_model"),
    embeddingDimensions: integer("embedding_dimensions"),
    /** The vector as given, as little-endian float64, so it reads back unchanged. */
    embeddingVector: blob("embedding_vector", { mode: "buffer" }),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("chunks_id").on(table.id),
    index("chunks_user_source").on(table.userId, table.source, table.sourceId, table.ordinal),
    index("chunks_user_date").on(table.userId, table.source, table.date, table.sourceId, table.ordinal),
    index("chunks_user_model").on(table.userId, table.source, table.embeddingModel),
    // The filter columns of a chunk by seq, many to a page: the keyword search's join (`searchKeyword`) reads these, not the wide rows.
    index("chunks_seq_scope").on(table.seq, table.userId, table.source, table.date, table.sourceId, table.id),
  ],
);
