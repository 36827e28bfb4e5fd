-- The Knowledge Center's words as written, for "Did you mean" (docs/decisions/204).
-- search_index keeps only porter stems ("fermentation" is "ferment"), which read badly as
-- a suggestion, and reading every indexed text to list the words costs time and memory in
-- proportion to all posts. So each indexed item's searchable text (title, description and,
-- for a premium post, only its teaser: never a hidden word) is also put in a contentless
-- FTS5 table without stemming, under search_index's rowid; fts5vocab lists its words with
-- how many items have each, one first letter at a time. Kept in step with search_index by
-- app/models/search-index.server.ts; filled here from what is indexed now.
CREATE VIRTUAL TABLE `search_words` USING fts5(
  `text`,
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_words_vocab` USING fts5vocab('search_words', 'row');
--> statement-breakpoint
INSERT INTO `search_words` (`rowid`, `text`) SELECT `rowid`, `title` || ' ' || `description` || ' ' || `body` FROM `search_index`;
