CREATE TABLE `promotion_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`percent_off` integer,
	`amount_off_cents` integer,
	`currency` text,
	`product_ids` text,
	`expires_at` integer,
	`max_redemptions` integer,
	`times_redeemed` integer DEFAULT 0 NOT NULL,
	`deactivated_at` integer,
	`stripe_coupon_id` text,
	`stripe_promotion_code_id` text,
	`affiliate_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_codes_code_unique` ON `promotion_codes` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_codes_stripe_promotion_code_id_unique` ON `promotion_codes` (`stripe_promotion_code_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `promotion_code_id` text REFERENCES promotion_codes(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `promotion_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_cents` integer;