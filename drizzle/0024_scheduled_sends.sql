ALTER TABLE `blog_posts` ADD `send_on_publish` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `send_on_publish_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `blog_posts_send_on_publish_idx` ON `blog_posts` (`is_published`) WHERE "blog_posts"."send_on_publish" IS NOT NULL;