ALTER TABLE `chunks` ADD `search_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `chunks` ADD `search_terms_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The keyword index holds the terms core computes for every adapter (`search_terms`, written with
-- each chunk; rows of older versions are computed again when the storage opens), read as they are.
DROP TRIGGER `chunks_fts_insert`;--> statement-breakpoint
DROP TRIGGER `chunks_fts_delete`;--> statement-breakpoint
DROP TRIGGER `chunks_fts_update`;--> statement-breakpoint
DROP TABLE `chunks_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `chunks_fts` USING fts5(
	`search_terms`,
	content = 'chunks',
	content_rowid = 'seq',
	tokenize = 'unicode61 remove_diacritics 0'
);--> statement-breakpoint
INSERT INTO `chunks_fts` (`chunks_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `chunks_fts_insert` AFTER INSERT ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (rowid, `search_terms`) VALUES (new.`seq`, new.`search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `chunks_fts_delete` AFTER DELETE ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (`chunks_fts`, rowid, `search_terms`) VALUES ('delete', old.`seq`, old.`search_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `chunks_fts_update` AFTER UPDATE OF `search_terms` ON `chunks` BEGIN
	INSERT INTO `chunks_fts` (`chunks_fts`, rowid, `search_terms`) VALUES ('delete', old.`seq`, old.`search_terms`);
	INSERT INTO `chunks_fts` (rowid, `search_terms`) VALUES (new.`seq`, new.`search_terms`);
END;
