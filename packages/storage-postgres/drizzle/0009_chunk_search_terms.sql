ALTER TABLE "chunks" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "search_terms_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" drop column "tsv";--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_terms")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "chunks_tsv_idx" ON "chunks" USING gin ("tsv") WITH (gin_pending_list_limit = 256);
