CREATE TABLE `mail_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`send_id` integer NOT NULL,
	`subscriber_id` integer,
	`premium` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`queued_at` integer,
	FOREIGN KEY (`send_id`) REFERENCES `newsletter_sends`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_recipients_unique` ON `newsletter_recipients` (`send_id`,`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_recipients_waiting_idx` ON `newsletter_recipients` (`status`,`send_id`);--> statement-breakpoint
CREATE TABLE `newsletter_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` text NOT NULL,
	`segment` text NOT NULL,
	`audience` integer NOT NULL,
	`started_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`queued_all_at` integer,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`started_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_sends_post_id_unique` ON `newsletter_sends` (`post_id`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`user_id` text,
	`source` text NOT NULL,
	`consent_at` integer,
	`consent_note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`unsubscribed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `subscribers_status_idx` ON `subscribers` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscribers_user_idx` ON `subscribers` (`user_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `unsubscribe_url` text;--> statement-breakpoint
-- /account shows the subscription: every write to it (a form, an import, an unsubscribe)
-- moves the account version on, as 0011's triggers do for the account's other tables.
CREATE TRIGGER `subscribers_insert_bumps_account_version` AFTER INSERT ON `subscribers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `subscribers_update_bumps_account_version` AFTER UPDATE ON `subscribers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `subscribers_delete_bumps_account_version` AFTER DELETE ON `subscribers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
