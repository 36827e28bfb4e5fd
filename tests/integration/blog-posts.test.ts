/**
 * The post write API (app/models/blog-post.server.ts) that the admin editor and
 * the AI generator use: sanitised HTML, the search index in step, and the page
 * cache's content version bumped by every write.
 */
import { describe, expect, it } from "vitest";
import { savePost, deletePost, findPublishedPost, setPublished } from "~/models/blog-post.server";
import { searchPublished } from "~/models/blog-search.server";
import { readSiteSettings } from "~/models/settings.server";

const version = () => Number(readSiteSettings().contentVersion);
const found = (q: string) => searchPublished(q, null, 1).hits.map((h) => h.ref);

function input(overrides: Partial<Parameters<typeof savePost>[0]> = {}) {
  const slug = `post-${Math.random().toString(36).slice(2, 10)}`;
  return { title: "A test post", slug, description: "Description.", content: "<p>Body.</p>", category: "article" as const, isPremium: false, author: "Tester", ...overrides };
}

describe("savePost", () => {
  it("stores sanitised HTML: no scripts, handlers or javascript: links", () => {
    const { slug, id } = savePost(
      input({ content: `<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)></p>` }),
    );
    setPublished(id, true);
    const stored = findPublishedPost(slug)!.content;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored).toContain("Hello");
  });

  it("bumps the content version on create, publish, edit, unpublish and delete", () => {
    let before = version();
    const { id } = savePost(input());
    expect(version()).toBeGreaterThan(before);
    for (const write of [() => setPublished(id, true), () => savePost({ ...input(), id }), () => setPublished(id, false), () => deletePost(id)]) {
      before = version();
      write();
      expect(version()).toBeGreaterThan(before);
    }
  });

  it("computes the reading time from the words (200 a minute)", () => {
    const { slug, id } = savePost(input({ content: `<p>${"word ".repeat(401)}</p>` }));
    setPublished(id, true);
    expect(findPublishedPost(slug)!.readingTime).toBe(3);
  });
});

describe("the search index follows every write", () => {
  it("finds a post only while it is published, and only its current words", () => {
    const { id } = savePost(input({ content: "<p>quokkafirst marker</p>" }));
    expect(found("quokkafirst")).toEqual([]);
    setPublished(id, true);
    expect(found("quokkafirst")).toEqual([id]);
    savePost({ ...input({ content: "<p>quokkasecond marker</p>" }), id });
    expect(found("quokkafirst")).toEqual([]);
    expect(found("quokkasecond")).toEqual([id]);
    setPublished(id, false);
    expect(found("quokkasecond")).toEqual([]);
    setPublished(id, true);
    deletePost(id);
    expect(found("quokkasecond")).toEqual([]);
  });

  it("indexes a premium post by its teaser only", () => {
    const visible = Array.from({ length: 30 }, (_, i) => `shownword${i}`).join(" ");
    const hidden = Array.from({ length: 70 }, (_, i) => `lockedword${i}`).join(" ");
    const { id } = savePost(input({ isPremium: true, content: `<p>${visible}</p><p>${hidden}</p>` }));
    setPublished(id, true);
    expect(found("shownword3")).toEqual([id]);
    expect(found("lockedword3")).toEqual([]);
    expect(found("lockedword69")).toEqual([]);
    // Made free, the whole body becomes searchable.
    savePost({ ...input({ isPremium: false, content: `<p>${visible}</p><p>${hidden}</p>` }), id });
    expect(found("lockedword69")).toEqual([id]);
  });

  it("refuses a duplicate slug without leaving a row behind", () => {
    const first = input();
    savePost(first);
    expect(() => savePost({ ...input(), slug: first.slug })).toThrow();
  });
});
