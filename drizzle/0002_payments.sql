CREATE TABLE `purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_order_product_idx` ON `purchases` (`order_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `purchases_user_product_idx` ON `purchases` (`user_id`,`product_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `handled_at` integer;--> statement-breakpoint
CREATE INDEX `orders_subscription_idx` ON `orders` (`stripe_subscription_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `file_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `products_file_name_unique` ON `products` (`file_name`);