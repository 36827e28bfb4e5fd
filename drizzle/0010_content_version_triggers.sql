-- Every write to what visitors see moves the page cache's content version on, in the
-- write's own transaction: the database keeps the rule, so no code path can forget it.
-- settings: only the keys pages are made from (site.*, legal.*, the maintenance switch), not
-- the health check's heartbeat, the generator's lock or the version itself.
-- resource_files: only published versions (a customer's upload waiting for an admin is seen by no one).
CREATE TRIGGER `products_insert_bumps_content_version` AFTER INSERT ON `products` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `products_update_bumps_content_version` AFTER UPDATE ON `products` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `products_delete_bumps_content_version` AFTER DELETE ON `products` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_insert_bumps_content_version` AFTER INSERT ON `blog_posts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_update_bumps_content_version` AFTER UPDATE ON `blog_posts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_delete_bumps_content_version` AFTER DELETE ON `blog_posts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `white_papers_insert_bumps_content_version` AFTER INSERT ON `white_papers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `white_papers_update_bumps_content_version` AFTER UPDATE ON `white_papers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `white_papers_delete_bumps_content_version` AFTER DELETE ON `white_papers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `premium_resources_insert_bumps_content_version` AFTER INSERT ON `premium_resources` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `premium_resources_update_bumps_content_version` AFTER UPDATE ON `premium_resources` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `premium_resources_delete_bumps_content_version` AFTER DELETE ON `premium_resources` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `resource_files_insert_bumps_content_version` AFTER INSERT ON `resource_files` WHEN NEW.`published_at` IS NOT NULL BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `resource_files_update_bumps_content_version` AFTER UPDATE ON `resource_files` WHEN NEW.`published_at` IS NOT NULL OR OLD.`published_at` IS NOT NULL BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `resource_files_delete_bumps_content_version` AFTER DELETE ON `resource_files` WHEN OLD.`published_at` IS NOT NULL BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `library_prompts_insert_bumps_content_version` AFTER INSERT ON `library_prompts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `library_prompts_update_bumps_content_version` AFTER UPDATE ON `library_prompts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `library_prompts_delete_bumps_content_version` AFTER DELETE ON `library_prompts` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `prompt_bundles_insert_bumps_content_version` AFTER INSERT ON `prompt_bundles` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `prompt_bundles_update_bumps_content_version` AFTER UPDATE ON `prompt_bundles` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `prompt_bundles_delete_bumps_content_version` AFTER DELETE ON `prompt_bundles` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `post_slug_redirects_insert_bumps_content_version` AFTER INSERT ON `post_slug_redirects` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `post_slug_redirects_update_bumps_content_version` AFTER UPDATE ON `post_slug_redirects` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `post_slug_redirects_delete_bumps_content_version` AFTER DELETE ON `post_slug_redirects` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `settings_insert_bumps_content_version` AFTER INSERT ON `settings` WHEN NEW.`key` GLOB 'site.*' OR NEW.`key` GLOB 'legal.*' OR NEW.`key` = 'maintenance_mode' BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `settings_update_bumps_content_version` AFTER UPDATE ON `settings` WHEN NEW.`key` GLOB 'site.*' OR NEW.`key` GLOB 'legal.*' OR NEW.`key` = 'maintenance_mode' BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `settings_delete_bumps_content_version` AFTER DELETE ON `settings` WHEN OLD.`key` GLOB 'site.*' OR OLD.`key` GLOB 'legal.*' OR OLD.`key` = 'maintenance_mode' BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('content_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
