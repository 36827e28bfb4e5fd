/**
 * The post write API (app/models/admin-posts.server.ts) that the admin editor
 * and the AI generator use: sanitised HTML, the search index in step, and the
 * page cache's content version bumped by every write.
 */
import { describe, expect, it } from "vitest";
import { createPost, deletePost, setPostPublished, SlugTaken, updatePost, type PostInput } from "~/models/admin-posts.server";
import { findPublishedPost } from "~/models/blog-post.server";
import { searchPublished } from "~/models/blog-search.server";
import { readSiteState } from "~/models/site-state.server";
import { readingMinutes } from "~/services/content/post-form.server";

const version = () => Number(readSiteState().contentVersion);
const found = (q: string) => searchPublished(q, null, 1).hits.map((h) => h.ref);

function input(overrides: Partial<PostInput> = {}): PostInput {
  const slug = `post-${Math.random().toString(36).slice(2, 10)}`;
  return { title: "A test post", slug, description: "Description.", contentHtml: "<p>Body.</p>", readingTime: 1, category: "article", isPremium: false, author: "Tester", ...overrides };
}

const create = (post: PostInput, publish = false) => createPost(post, { source: "admin", publish });

describe("post writes", () => {
  it("store sanitised HTML: no scripts, handlers or javascript: links", () => {
    const { slug } = create(
      input({ contentHtml: `<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)></p>` }),
      true,
    );
    const stored = findPublishedPost(slug)!.content;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored).toContain("Hello");
  });

  it("bump the content version on create, publish, edit, unpublish and delete", () => {
    let before = version();
    const { id } = create(input());
    expect(version()).toBeGreaterThan(before);
    for (const write of [() => setPostPublished(id, true), () => updatePost(id, input()), () => setPostPublished(id, false), () => deletePost(id)]) {
      before = version();
      write();
      expect(version()).toBeGreaterThan(before);
    }
  });

  it("the editor's reading time is the words at 200 a minute", () => {
    expect(readingMinutes("word ".repeat(401))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });
});

describe("the search index follows every write", () => {
  it("finds a post only while it is published, and only its current words", () => {
    const { id } = create(input({ contentHtml: "<p>quokkafirst marker</p>" }));
    expect(found("quokkafirst")).toEqual([]);
    setPostPublished(id, true);
    expect(found("quokkafirst")).toEqual([id]);
    updatePost(id, input({ contentHtml: "<p>quokkasecond marker</p>" }));
    expect(found("quokkafirst")).toEqual([]);
    expect(found("quokkasecond")).toEqual([id]);
    setPostPublished(id, false);
    expect(found("quokkasecond")).toEqual([]);
    setPostPublished(id, true);
    deletePost(id);
    expect(found("quokkasecond")).toEqual([]);
  });

  it("indexes a premium post by its teaser only", () => {
    const visible = Array.from({ length: 30 }, (_, i) => `shownword${i}`).join(" ");
    const hidden = Array.from({ length: 70 }, (_, i) => `lockedword${i}`).join(" ");
    const { id } = create(input({ isPremium: true, contentHtml: `<p>${visible}</p><p>${hidden}</p>` }), true);
    expect(found("shownword3")).toEqual([id]);
    expect(found("lockedword3")).toEqual([]);
    expect(found("lockedword69")).toEqual([]);
    // Made free, the whole body becomes searchable.
    updatePost(id, input({ isPremium: false, contentHtml: `<p>${visible}</p><p>${hidden}</p>` }));
    expect(found("lockedword69")).toEqual([id]);
  });

  it("refuses a slug another post has, without leaving a row behind", () => {
    const first = input();
    create(first);
    const before = version();
    expect(() => create({ ...input(), title: "Second", slug: first.slug })).toThrow(SlugTaken);
    expect(version()).toBe(before);
  });
});
