ALTER TABLE `quote_requests` ADD `name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;