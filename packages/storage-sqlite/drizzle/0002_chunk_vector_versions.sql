-- Per (user, source) counters of the changes to embedded chunks, bumped by triggers inside the
-- writing transaction, whichever connection writes. A connection holding int8 codes of a scope's
-- vectors in memory compares them on every search: `inserted` changed -> append the rows with a
-- higher seq; `deleted` changed -> drop the slots whose rows are gone; `rewritten` changed (a row
-- updated in a column the codes depend on) -> rebuild. The counters only grow.
CREATE TABLE `chunk_vector_versions` (
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`inserted` integer DEFAULT 0 NOT NULL,
	`deleted` integer DEFAULT 0 NOT NULL,
	`rewritten` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY (`user_id`, `source`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `chunk_vector_versions_insert` AFTER INSERT ON `chunks` WHEN new.`embedding_vector` IS NOT NULL BEGIN
	INSERT INTO `chunk_vector_versions` (`user_id`, `source`, `inserted`) VALUES (new.`user_id`, new.`source`, 1)
	ON CONFLICT (`user_id`, `source`) DO UPDATE SET `inserted` = `inserted` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chunk_vector_versions_delete` AFTER DELETE ON `chunks` WHEN old.`embedding_vector` IS NOT NULL BEGIN
	INSERT INTO `chunk_vector_versions` (`user_id`, `source`, `deleted`) VALUES (old.`user_id`, old.`source`, 1)
	ON CONFLICT (`user_id`, `source`) DO UPDATE SET `deleted` = `deleted` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `chunk_vector_versions_update` AFTER UPDATE OF
	`seq`, `user_id`, `source`, `source_id`, `date`, `embedding_model`, `embedding_dimensions`, `embedding_vector` ON `chunks` BEGIN
	INSERT INTO `chunk_vector_versions` (`user_id`, `source`, `rewritten`) VALUES (old.`user_id`, old.`source`, 1)
	ON CONFLICT (`user_id`, `source`) DO UPDATE SET `rewritten` = `rewritten` + 1;
	INSERT INTO `chunk_vector_versions` (`user_id`, `source`, `rewritten`) VALUES (new.`user_id`, new.`source`, 1)
	ON CONFLICT (`user_id`, `source`) DO UPDATE SET `rewritten` = `rewritten` + 1;
END;
--> statement-breakpoint
-- A deleted user's counters go with it (its chunks' delete triggers run first, with the cascade).
CREATE TRIGGER `chunk_vector_versions_user_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `chunk_vector_versions` WHERE `user_id` = old.`id`;
END;
