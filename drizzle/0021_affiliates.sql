CREATE TABLE `affiliate_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`affiliate_id` text NOT NULL,
	`period` text NOT NULL,
	`reference` text NOT NULL,
	`orders` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`commission_cents` integer NOT NULL,
	`adjustment_cents` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`paid_at` integer NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliate_payouts_affiliate_period_currency_unique` ON `affiliate_payouts` (`affiliate_id`,`period`,`currency`);--> statement-breakpoint
CREATE INDEX `affiliate_payouts_period_idx` ON `affiliate_payouts` (`period`);--> statement-breakpoint
CREATE TABLE `affiliates` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` integer,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`rate_percent` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`approved_at` integer NOT NULL,
	`suspended_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `affiliate_applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_application_id_unique` ON `affiliates` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_code_unique` ON `affiliates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_user_id_unique` ON `affiliates` (`user_id`);--> statement-breakpoint
CREATE TABLE `commissions` (
	`id` text PRIMARY KEY NOT NULL,
	`affiliate_id` text NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`base_cents` integer NOT NULL,
	`rate_percent` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`available_at` integer NOT NULL,
	`reversed_at` integer,
	`payout_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payout_id`) REFERENCES `affiliate_payouts`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_order_kind_unique` ON `commissions` (`order_id`,`kind`);--> statement-breakpoint
CREATE INDEX `commissions_affiliate_idx` ON `commissions` (`affiliate_id`,`available_at`);--> statement-breakpoint
CREATE TABLE `referral_clicks` (
	`affiliate_id` text NOT NULL,
	`day` text NOT NULL,
	`landing_path` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`affiliate_id`, `day`, `landing_path`, `referrer_host`),
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `affiliate_applications` ADD `rejected_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `affiliate_id` text REFERENCES affiliates(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `affiliate_source` text;--> statement-breakpoint
-- An approval or suspension changes what the affiliate's own pages show: it moves the account version on (0011).
CREATE TRIGGER `affiliates_insert_bumps_account_version` AFTER INSERT ON `affiliates` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `affiliates_update_bumps_account_version` AFTER UPDATE ON `affiliates` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `affiliates_delete_bumps_account_version` AFTER DELETE ON `affiliates` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
