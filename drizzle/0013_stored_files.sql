CREATE TABLE `stored_files` (
	`path` text PRIMARY KEY NOT NULL,
	`sha256` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`data` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
