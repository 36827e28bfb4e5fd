-- Posts keep the format their body was written in (docs/decisions/206): a post an admin saved
-- from the editor has its Markdown source and was rendered from it, so it stays Markdown; every
-- other post (seeded, generated) is HTML. No body is rewritten.
ALTER TABLE `blog_posts` ADD `body_format` text DEFAULT 'html' NOT NULL;--> statement-breakpoint
UPDATE `blog_posts` SET `body_format` = 'markdown' WHERE `body_markdown` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `social_image_url` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` integer;--> statement-breakpoint
CREATE INDEX `blog_posts_scheduled_idx` ON `blog_posts` (`publish_at`) WHERE "blog_posts"."publish_at" IS NOT NULL;
