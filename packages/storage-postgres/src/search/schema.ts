import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anyVector, instant, tsvector } from "../database/columns.js";
import { indexTypeOf, indexedDimensions } from "./dimensions.js";
import { users } from "../users/schema.js";

/**
 * Chunks of journal entries, documents and memories. `tsv` folds accents and
 * stems both English and Portuguese (text search configurations
 * `lifeos_english` and `lifeos_portuguese`, made in the first migration).
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
        sql`to_tsvector('lifeos_english'::regconfig, "text") || to_tsvector('lifeos_portuguese'::regconfig, "text")`,
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
