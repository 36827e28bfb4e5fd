CREATE TABLE `reference_rows` (
	`table_name` text NOT NULL,
	`row_id` text NOT NULL,
	`code_values` text NOT NULL,
	PRIMARY KEY(`table_name`, `row_id`)
);
--> statement-breakpoint
ALTER TABLE `products` ADD `withdrawn_at` integer;