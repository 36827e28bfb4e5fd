CREATE TABLE `refunds_seen` (
	`payment_intent_id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
