CREATE TABLE `post_slug_redirects` (
	`old_slug` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `body_markdown` text;