CREATE TABLE `api_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_hash` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user` ON `api_tokens` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`email_key` text,
	`time_zone` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_key` ON `users` (`email_key`);--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`thread_id` text NOT NULL,
	`run_id` text,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`usage` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_thread_order` ON `messages` (`thread_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `runs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`thread_id` text NOT NULL,
	`message_id` text NOT NULL,
	`status` text NOT NULL,
	`model` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`error` text,
	`usage` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `runs_thread_order` ON `runs` (`thread_id`,`started_at`,`id`);--> statement-breakpoint
CREATE TABLE `threads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`title_source` text NOT NULL,
	`pinned` integer NOT NULL,
	`tags` text NOT NULL,
	`config` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `threads_user_order` ON `threads` (`user_id`,`pinned`,`updated_at`,`id`);--> statement-breakpoint
CREATE TABLE `entry_analytics` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`emotions` text NOT NULL,
	`happiness` real NOT NULL,
	`valence` real NOT NULL,
	`arousal` real NOT NULL,
	`stress` real NOT NULL,
	`energy` real NOT NULL,
	`events` text NOT NULL,
	`confidence` real NOT NULL,
	`method` text NOT NULL,
	`model` text,
	`analyzed_at` integer NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entry_analytics_user_date` ON `entry_analytics` (`user_id`,`date`,`entry_id`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`title` text,
	`content` text NOT NULL,
	`content_hash` text NOT NULL,
	`source` text NOT NULL,
	`source_ref` text,
	`processing_status` text NOT NULL,
	`processing_attempts` integer NOT NULL,
	`processing_error` text,
	`processed_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_entries_user_date` ON `journal_entries` (`user_id`,`date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_hash` ON `journal_entries` (`user_id`,`content_hash`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_source_ref` ON `journal_entries` (`user_id`,`source_ref`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_processing` ON `journal_entries` (`user_id`,`processing_status`,`date`);--> statement-breakpoint
CREATE TABLE `journal_summaries` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`period` text NOT NULL,
	`narrative` text NOT NULL,
	`positive_drivers` text NOT NULL,
	`negative_drivers` text NOT NULL,
	`top_events` text NOT NULL,
	`happiness_average` real,
	`happiness_interval` text,
	`entry_count` integer NOT NULL,
	`method` text NOT NULL,
	`source_hash` text NOT NULL,
	`generated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `period`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chunks` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`ordinal` integer NOT NULL,
	`text` text NOT NULL,
	`start_offset` integer NOT NULL,
	`end_offset` integer NOT NULL,
	`date` text,
	`page_start` integer,
	`page_end` integer,
	`token_count` integer NOT NULL,
	`embedding_model` text,
	`embedding_dimensions` integer,
	`embedding_vector` blob,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chunks_id` ON `chunks` (`id`);--> statement-breakpoint
CREATE INDEX `chunks_user_source` ON `chunks` (`user_id`,`source`,`source_id`,`ordinal`);--> statement-breakpoint
CREATE INDEX `chunks_user_date` ON `chunks` (`user_id`,`source`,`date`,`source_id`,`ordinal`);--> statement-breakpoint
CREATE INDEX `chunks_user_model` ON `chunks` (`user_id`,`source`,`embedding_model`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`file_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`page_count` integer,
	`content_hash` text NOT NULL,
	`processing_status` text NOT NULL,
	`processing_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `documents_user_order` ON `documents` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `entities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`type` text NOT NULL,
	`aliases` text NOT NULL,
	`alias_keys` text NOT NULL,
	`relationships` text NOT NULL,
	`mention_count` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entities_user_name` ON `entities` (`user_id`,`name_key`);--> statement-breakpoint
CREATE INDEX `entities_user_mentions` ON `entities` (`user_id`,`mention_count`,`name`);--> statement-breakpoint
CREATE TABLE `memories` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`summary` text NOT NULL,
	`type` text NOT NULL,
	`context` text NOT NULL,
	`importance` integer NOT NULL,
	`entities` text NOT NULL,
	`entity_keys` text NOT NULL,
	`sentiment` real NOT NULL,
	`access_count` integer NOT NULL,
	`last_accessed_at` integer,
	`source_thread_id` text,
	`archived` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memories_user_order` ON `memories` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `memory_summaries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`context` text NOT NULL,
	`content` text NOT NULL,
	`memory_ids` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memory_summaries_user_order` ON `memory_summaries` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text NOT NULL,
	`source_thread_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminders_user_due` ON `reminders` (`user_id`,`due_at`,`id`);--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`base_url` text,
	`chat_model` text,
	`embedding_model` text,
	`api_key_ciphertext` text,
	`time_zone` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
