-- Full-text search over published posts and white papers.
-- Filled and kept in sync by app/models/search-index.server.ts, not by triggers:
-- a premium post is indexed by its title, description and teaser only, so a
-- search can never reveal a word of its hidden part. Only published posts are in it.
-- search_docs gives each indexed item a stable rowid, so an item is replaced
-- or removed by key instead of by scanning the index.
CREATE TABLE `search_docs` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `kind` text NOT NULL,
  `ref` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_docs_kind_ref_idx` ON `search_docs` (`kind`, `ref`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(
  `title`,
  `description`,
  `body`,
  `category`,
  `kind` UNINDEXED,
  `ref` UNINDEXED,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- Ranking: a title match weighs most, then the description, then the body; the category never.
INSERT INTO `search_index` (`search_index`, `rank`) VALUES ('rank', 'bm25(10.0, 4.0, 1.0, 0.0)');
