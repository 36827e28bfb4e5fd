ALTER TABLE `quote_requests` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `message` text;