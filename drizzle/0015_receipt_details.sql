CREATE TABLE `setting_history` (
	`key` text NOT NULL,
	`value` text NOT NULL,
	`valid_until` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `setting_history_key_idx` ON `setting_history` (`key`,`valid_until`);--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_company` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_tax_id` text;