ALTER TABLE `reflections` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reflections_user_entry_request_key` ON `reflections` (`user_id`,`entry_id`,`request_key`);