import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anyVector, instant, tsvector } from "../database/columns.js";
import { indexTypeOf, indexedDimensions } from "./dimensions.js";
import { users } from "../users/schema.js";

/**
 * Chunks of journal entries, documents and memories. `tsv` holds the keyword
 * terms core computes for every adapter (`search_terms`: accent-folded
 * English and Portuguese Snowball stems), read as they are (`simple`).
 */
export const chunks = pgTable(
  "chunks",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    /** The keyword terms of `text` (core's `indexTerms`), what `tsv` holds. */
    searchTerms: text("search_terms").notNull().default(""),
    /** The `searchTermsVersion` that computed `searchTerms`; older rows are computed again when the storage starts. */
    searchTermsVersion: smallint("search_terms_version").notNull().default(0),
    startOffset: integer("start_offset").notNull(),
    endOffset: integer("end_offset").notNull(),
    date: date("date", { mode: "string" }),
    pageStart: integer("page_start"),
    pageEnd: integer("page_end"),
    /** The nearest heading above a document chunk; null before the first heading and for chunks indexed before headings were kept. */
    heading: text("heading"),
    tokenCount: integer("token_count").notNull(),
    embeddingModel: text("embedding_model"),
    dims: smallint("dims"),
    embedding: anyVector("embedding"),
    createdAt: instant("created_at").notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, "search_terms")`,
      ),
  },
  (table) => [
    uniqueIndex("chunks_source_ordinal_unique").on(table.userId, table.source, table.sourceId, table.ordinal),
    index("chunks_user_date_idx").on(table.userId, table.source, table.date, table.sourceId, table.ordinal),
    index("chunks_user_model_idx").on(table.userId, table.source, table.embeddingModel),
    index("chunks_tsv_idx").using("gin", table.tsv),
    ...indexedDimensions.map((dims) =>
      index(`chunks_embedding_${dims}_idx`)
        .using("hnsw", sql.raw(`("embedding"::${indexTypeOf(dims)}(${dims})) ${indexTypeOf(dims)}_cosine_ops`))
        .where(sql.raw(`"dims" = ${dims}`)),
    ),
  ],
);
