-- Full-text search over published posts and white papers (issue 14).
-- Filled and kept in sync by app/models/search-index.server.ts, not by triggers:
-- a premium post is indexed by its title, description and teaser only, so a
-- search can never reveal a word of its hidden part.
CREATE VIRTUAL TABLE `search_index` USING fts5(
  `title`,
  `description`,
  `body`,
  `kind` UNINDEXED,
  `ref` UNINDEXED,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
