CREATE TABLE `memory_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`retention` text NOT NULL,
	`importance_floor` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `entities` ADD `relationship_to_user` text;--> statement-breakpoint
ALTER TABLE `entities` ADD `gender` text;--> statement-breakpoint
ALTER TABLE `entities` ADD `last_mentioned_at` integer;--> statement-breakpoint
ALTER TABLE `memories` ADD `language` text;--> statement-breakpoint
ALTER TABLE `memories` ADD `source` text;--> statement-breakpoint
ALTER TABLE `memories` ADD `occurred_at` integer;--> statement-breakpoint
ALTER TABLE `memories` ADD `occurred_precision` text;--> statement-breakpoint
ALTER TABLE `memories` ADD `valid_from` integer;--> statement-breakpoint
ALTER TABLE `memories` ADD `valid_to` integer;--> statement-breakpoint
ALTER TABLE `memories` ADD `superseded_by` text;--> statement-breakpoint
ALTER TABLE `memories` ADD `triple` text;--> statement-breakpoint
CREATE INDEX `memories_user_occurred` ON `memories` (`user_id`,`occurred_at`);--> statement-breakpoint
ALTER TABLE `reminders` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `reminders` ADD `memory_id` text;