/**
 * The Knowledge Center's "Did you mean" reads the words of what a visitor can
 * find (drizzle/0017_search_words.sql): they follow every post write, never
 * include a premium post's hidden part, and an older release's writes are
 * caught up with.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createPost, deletePost, setPostPublished, updatePost, type PostInput } from "~/models/admin-posts.server";
import { searchPublished } from "~/models/blog-search.server";
import { areSearchWordsInStep, indexedVocabulary, rebuildSearchWords } from "~/models/search-index.server";

/** A word no seeded post has, different in every test run. */
const marker = (stem: string) => `${stem}${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`;
/** The word with its last letter changed: one edit away. */
const misspelt = (word: string) => `${word.slice(0, -1)}${word.endsWith("q") ? "j" : "q"}`;
const suggestionFor = (q: string) => searchPublished(q, null, 1).suggestion;

function input(overrides: Partial<PostInput> = {}): PostInput {
  const slug = `post-${Math.random().toString(36).slice(2, 10)}`;
  return { title: "A test post", slug, description: "Description.", contentHtml: "<p>Body.</p>", readingTime: 1, category: "article", isPremium: false, author: "Tester", ...overrides };
}

describe("the words 'Did you mean' offers", () => {
  it("are those of published posts, as they are now", () => {
    const first = marker("zabaglione");
    const second = marker("semifreddo");
    const { id } = createPost(input({ contentHtml: `<p>A ${first} for the pass.</p>` }), { source: "admin", publish: false });
    expect(suggestionFor(misspelt(first))).toBeNull();
    setPostPublished(id, true);
    expect(suggestionFor(misspelt(first))).toBe(first);
    expect(suggestionFor(`pass ${misspelt(first)}`)).toBe(`pass ${first}`);
    updatePost(id, input({ contentHtml: `<p>A ${second} instead.</p>` }));
    expect(suggestionFor(misspelt(first))).toBeNull();
    expect(suggestionFor(misspelt(second))).toBe(second);
    setPostPublished(id, false);
    expect(suggestionFor(misspelt(second))).toBeNull();
    setPostPublished(id, true);
    deletePost(id);
    expect(suggestionFor(misspelt(second))).toBeNull();
  });

  it("never include a word from the hidden part of a premium post", () => {
    const shown = marker("shownpraline");
    const hidden = marker("hiddenpraline");
    const filler = Array.from({ length: 70 }, (_, i) => `filler${i}`).join(" ");
    createPost(input({ isPremium: true, contentHtml: `<p>${shown} ${"teaser ".repeat(30)}</p><p>${filler} ${hidden}</p>` }), { source: "admin", publish: true });
    expect(suggestionFor(misspelt(shown))).toBe(shown);
    expect(suggestionFor(misspelt(hidden))).toBeNull();
    expect(indexedVocabulary(db).has(hidden)).toBe(false);
  });

  it("are made again when a release before the word list has written the index alone", () => {
    const word = marker("gremolata");
    const { id } = createPost(input({ contentHtml: `<p>${word}</p>` }), { source: "admin", publish: true });
    expect(areSearchWordsInStep(db)).toBe(true);
    // An older release replaces the post's entry in the index, but not in the word list.
    const { rowid } = db.get<{ rowid: number }>(sql`SELECT rowid FROM search_index WHERE ref = ${id}`)!;
    db.run(sql`DELETE FROM search_words WHERE rowid = ${rowid}`);
    expect(areSearchWordsInStep(db)).toBe(false);
    expect(indexedVocabulary(db).has(word)).toBe(false);
    rebuildSearchWords(db);
    expect(areSearchWordsInStep(db)).toBe(true);
    expect(indexedVocabulary(db).has(word)).toBe(true);
  });
});
