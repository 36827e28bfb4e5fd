ALTER TABLE `resource_files` ADD `published_at` integer;--> statement-breakpoint
-- Every version stored before review existed was the download in its time.
UPDATE `resource_files` SET `published_at` = `created_at`;
