-- Keyword search over chunk text: FTS5 with bm25 ranking. `unicode61 remove_diacritics 2`
-- folds accents and case (Portuguese "coração" matches "coracao"), and `porter` stems English.
-- The index is an external-content table kept in step with `chunks` by the triggers below,
-- which also fire for rows removed by cascading deletes.
CREATE VIRTUAL TABLE `chunks_fts` USING fts5(
	`text`,
	content = 'chunks',
	content_rowid = 'seq',
	tokenize = 'porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_insert` AFTER INSERT ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (rowid, `text`) VALUES (new.`seq`, new.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_delete` AFTER DELETE ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (`chunks_fts`, rowid, `text`) VALUES ('delete', old.`seq`, old.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `chunks_fts_update` AFTER UPDATE OF `text` ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (`chunks_fts`, rowid, `text`) VALUES ('delete', old.`seq`, old.`text`);
	INSERT INTO `chunks_fts` (rowid, `text`) VALUES (new.`seq`, new.`text`);
END;
--> statement-breakpoint
-- Which vec0 tables exist: one per vector length (`chunk_vectors_<dimensions>`), created on
-- first use because embedding models differ in length (100, 384, 1536, 3072, ...).
CREATE TABLE `chunk_vector_tables` (
	`dimensions` integer PRIMARY KEY NOT NULL
);
