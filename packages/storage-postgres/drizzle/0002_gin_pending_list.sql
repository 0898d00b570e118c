-- Bound the full-text index's pending list. GIN queues new entries in a
-- pending list (up to gin_pending_list_limit, 4MB by default) that every search
-- reads in full until it is merged into the index, which after a burst of
-- chunk writes cost each keyword-search scan ~10 ms. With 256kB it costs under
-- a millisecond, and writes still add entries in batches.
ALTER INDEX "chunks_tsv_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list('chunks_tsv_idx'::regclass);
