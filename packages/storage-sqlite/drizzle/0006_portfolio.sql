CREATE TABLE `portfolio_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`currency` text NOT NULL,
	`active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_accounts_user` ON `portfolio_accounts` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `portfolio_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`account_id` text NOT NULL,
	`asset_id` text,
	`type` text NOT NULL,
	`date` text NOT NULL,
	`quantity` text,
	`unit_price` text,
	`amount` text,
	`fee` text NOT NULL,
	`currency` text NOT NULL,
	`fx_rate` text,
	`note` text,
	`import_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `portfolio_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `portfolio_assets`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `portfolio_activities_user_date` ON `portfolio_activities` (`user_id`,`date`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_activities_user_import_key` ON `portfolio_activities` (`user_id`,`import_key`);--> statement-breakpoint
CREATE TABLE `portfolio_assets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`asset_class` text,
	`sector` text,
	`region` text,
	`currency` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_assets_user_symbol` ON `portfolio_assets` (`user_id`,`symbol`);--> statement-breakpoint
CREATE TABLE `portfolio_fx_rates` (
	`user_id` text NOT NULL,
	`base` text NOT NULL,
	`quote` text NOT NULL,
	`date` text NOT NULL,
	`rate` text NOT NULL,
	PRIMARY KEY(`user_id`, `base`, `quote`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `portfolio_goals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`target_amount` text NOT NULL,
	`deadline` text,
	`account_ids` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_goals_user` ON `portfolio_goals` (`user_id`);--> statement-breakpoint
CREATE TABLE `portfolio_import_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`mapping` text NOT NULL,
	`delimiter` text NOT NULL,
	`number_format` text NOT NULL,
	`date_format` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portfolio_import_profiles_user_name` ON `portfolio_import_profiles` (`user_id`,`name`);--> statement-breakpoint
CREATE TABLE `portfolio_quotes` (
	`user_id` text NOT NULL,
	`asset_id` text NOT NULL,
	`date` text NOT NULL,
	`close` text NOT NULL,
	PRIMARY KEY(`user_id`, `asset_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `portfolio_assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `portfolio_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`base_currency` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
