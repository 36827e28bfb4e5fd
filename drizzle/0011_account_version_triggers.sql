-- Every write to what a customer's own pages show (their account, orders, what the orders
-- gave them, their pending links) moves the account version on, in the write's own
-- transaction. The server keeps a customer's own page only under the version it was
-- rendered at (docs/decisions/194), so no code path can forget to drop it.
CREATE TRIGGER `users_insert_bumps_account_version` AFTER INSERT ON `users` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `users_update_bumps_account_version` AFTER UPDATE ON `users` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `users_delete_bumps_account_version` AFTER DELETE ON `users` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `customers_insert_bumps_account_version` AFTER INSERT ON `customers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `customers_update_bumps_account_version` AFTER UPDATE ON `customers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `customers_delete_bumps_account_version` AFTER DELETE ON `customers` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `orders_insert_bumps_account_version` AFTER INSERT ON `orders` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `orders_update_bumps_account_version` AFTER UPDATE ON `orders` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `orders_delete_bumps_account_version` AFTER DELETE ON `orders` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `purchases_insert_bumps_account_version` AFTER INSERT ON `purchases` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `purchases_update_bumps_account_version` AFTER UPDATE ON `purchases` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `purchases_delete_bumps_account_version` AFTER DELETE ON `purchases` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `email_tokens_insert_bumps_account_version` AFTER INSERT ON `email_tokens` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `email_tokens_update_bumps_account_version` AFTER UPDATE ON `email_tokens` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
--> statement-breakpoint
CREATE TRIGGER `email_tokens_delete_bumps_account_version` AFTER DELETE ON `email_tokens` BEGIN INSERT INTO `settings` (`key`, `value`) VALUES ('account_version', '1') ON CONFLICT(`key`) DO UPDATE SET `value` = CAST(`value` AS INTEGER) + 1, `updated_at` = (unixepoch('subsec') * 1000); END;
