CREATE TABLE `insight_daily` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`views` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`day`, `dimension`, `value`)
);
--> statement-breakpoint
CREATE TABLE `insight_event_daily` (
	`day` text NOT NULL,
	`name` text NOT NULL,
	`source` text NOT NULL,
	`post_slug` text NOT NULL,
	`product_id` text NOT NULL,
	`currency` text NOT NULL,
	`events` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	PRIMARY KEY(`day`, `name`, `source`, `post_slug`, `product_id`, `currency`)
);
--> statement-breakpoint
CREATE TABLE `insight_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`day` text NOT NULL,
	`name` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`post_slug` text,
	`product_id` text,
	`amount_cents` integer,
	`currency` text,
	`detail` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `insight_events_day_idx` ON `insight_events` (`day`,`name`);--> statement-breakpoint
CREATE TABLE `insight_rollups` (
	`day` text PRIMARY KEY NOT NULL,
	`rolled_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insight_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`secret` blob NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`utm_source` text DEFAULT '' NOT NULL,
	`utm_medium` text DEFAULT '' NOT NULL,
	`utm_campaign` text DEFAULT '' NOT NULL,
	`device` text NOT NULL,
	`visitor` text NOT NULL,
	`teaser_of` text
);
--> statement-breakpoint
CREATE INDEX `page_views_day_idx` ON `page_views` (`day`,`path`);