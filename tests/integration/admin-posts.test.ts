import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, postSlugRedirects } from "~/db/schema";
import { readSiteState } from "~/models/site-state.server";
import { findSlugRedirect } from "~/models/slug-redirects.server";
import { action as editAction, loader as editLoader } from "~/routes/admin.posts.$id";
import { action as listAction, loader as listLoader } from "~/routes/admin.posts._index";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { signUpAdmin, signUpDirect } from "../support/accounts";
import { formRequest, getRequest, settle } from "../support/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
let admin = "";
let user = "";

beforeAll(async () => {
  admin = await signUpAdmin("posts-admin@example.com");
  user = await signUpDirect("posts-user@example.com");
});

const version = () => Number(readSiteState().contentVersion);
const count = () => db.select({ n: sql<number>`count(*)` }).from(blogPosts).get()!.n;
const sitemap = async () => (await sitemapLoader()).text();

function post(fields: Record<string, string>) {
  return {
    title: "Menu Engineering for Hotel Restaurants",
    description: "How to price and place every dish.",
    category: "article",
    author: "Niran Chai",
    authorTitle: "Senior Consultant",
    body: "## Start with the numbers\n\nList **every** dish.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n- one\n- two",
    ...fields,
  };
}

const submit = (id: string, fields: Record<string, string>, cookie = admin) =>
  settle(() => editAction(args(formRequest(`/admin/posts/${id}`, fields, { cookie }), { id })));
const rowAction = (intent: string, id: string, cookie = admin) =>
  settle(() => listAction(args(formRequest("/admin/posts", { intent, id }, { cookie }))));

async function create(fields: Record<string, string>) {
  const response = await submit("new", post({ intent: "save", publish: "on", ...fields }));
  expect(response.status).toBe(302);
  const id = response.headers.get("Location")!.split("/").pop()!;
  return db.select().from(blogPosts).where(eq(blogPosts.id, id)).get()!;
}

describe("new post", () => {
  it("publishes a premium article rendered from Markdown, sanitised, and lists it in the sitemap", async () => {
    const before = version();
    const row = await create({ isPremium: "on", slug: "" });
    expect(row).toMatchObject({
      title: "Menu Engineering for Hotel Restaurants",
      slug: "menu-engineering-for-hotel-restaurants",
      isPremium: true,
      isPublished: true,
      source: "admin",
      author: "Niran Chai",
      category: "article",
      bodyFormat: "markdown",
    });
    expect(row.content).toContain("<h2>Start with the numbers</h2>");
    expect(row.content).toContain("<strong>every</strong>");
    expect(row.content).toContain("<li>one</li>");
    expect(row.content).not.toMatch(/<script|onerror|<img/);
    expect(row.bodyMarkdown).toContain("## Start with the numbers");
    expect(version()).toBeGreaterThan(before);
    expect(await sitemap()).toContain(`/blog/${row.slug}</loc>`);
  });

  it("saves a draft that the sitemap does not list", async () => {
    const row = await create({ title: "Draft about linen", publish: "" });
    expect(row.isPublished).toBe(false);
    expect(row.publishedAt).toBeNull();
    expect(await sitemap()).not.toContain(row.slug);
  });

  it("starts as a draft: the draft choice is made, and a post saved without a choice is not published", async () => {
    const page = (await editLoader(args(getRequest("/admin/posts/new", { cookie: admin }), { id: "new" }))) as { fields: { publish: string } };
    expect(page.fields.publish).toBe("draft");
    const response = await submit("new", post({ intent: "save", title: "Saved without a choice" }));
    expect(response.status).toBe(302);
    const row = db.select().from(blogPosts).where(eq(blogPosts.title, "Saved without a choice")).get()!;
    expect(row).toMatchObject({ isPublished: false, publishedAt: null });
    expect(await sitemap()).not.toContain(row.slug);
  });

  it("takes only this site's images: another site's as the post's image is refused, and in the body it is named and left out", async () => {
    for (const imageUrl of ["https://example.com/photo.jpg", "//cdn.example.com/a.png", "/images/../site.db", "data:image/png;base64,AAAA"]) {
      const response = await submit("new", post({ intent: "save", imageUrl }));
      expect(response.status, imageUrl).toBe(400);
      expect(JSON.parse(await response.text()).fieldErrors.imageUrl, imageUrl).toMatch(/^Image URL must be an image on this site/);
    }
    const body = "Intro.\n\n![Our pass](/images/blog/article.svg)\n\n![Their kitchen](https://example.com/kitchen.jpg)";
    const response = await submit("new", post({ intent: "preview", imageUrl: "/images/blog/article.svg", body }));
    expect(response.status).toBe(200);
    const result = JSON.parse(await response.text());
    expect(result.preview).toContain('<img src="/images/blog/article.svg" alt="Our pass"');
    expect(result.preview).not.toContain("example.com");
    expect(result.foreignImages).toEqual(["https://example.com/kitchen.jpg"]);
  });

  it("shows a preview without storing anything", async () => {
    const before = count();
    const response = await submit("new", post({ intent: "preview", title: "Preview only" }));
    expect(response.status).toBe(200);
    const body = JSON.parse(await response.text());
    expect(body.preview).toContain("<h2>Start with the numbers</h2>");
    expect(body.preview).not.toContain("<script");
    expect(body.fields.title).toBe("Preview only");
    expect(count()).toBe(before);
  });

  it("names each problem, keeps what was typed and stores nothing", async () => {
    const before = count();
    const v = version();
    const response = await submit(
      "new",
      post({ intent: "save", title: " ", slug: "Bad Slug!", category: "gossip", imageUrl: "javascript:alert(1)", attachmentUrl: "/downloads/x.pdf", body: "Kept body" }),
    );
    expect(response.status).toBe(400);
    const body = JSON.parse(await response.text());
    expect(body.fieldErrors).toEqual({
      title: "Title is required.",
      slug: "Use lower-case letters, digits and single hyphens, e.g. menu-engineering-guide.",
      category: "Choose a category.",
      imageUrl: "Image URL must be an image on this site, a path starting with /images/. Upload the image below to get one.",
      attachmentName: "Give the attachment a name.",
    });
    expect(body.fields.body).toBe("Kept body");
    expect(count()).toBe(before);
    expect(version()).toBe(v);
  });
});

describe("editing a post", () => {
  it("saves a new title and body, and the old slug redirects to the new one", async () => {
    const row = await create({ title: "Original title", slug: "original-title" });
    const before = version();
    const response = await submit(row.id, post({ intent: "save", title: "Corrected title", slug: "corrected-title", body: "Fixed **body**." }));
    expect(response.status).toBe(302);
    const saved = db.select().from(blogPosts).where(eq(blogPosts.id, row.id)).get()!;
    expect(saved).toMatchObject({ title: "Corrected title", slug: "corrected-title", content: "<p>Fixed <strong>body</strong>.</p>\n" });
    expect(saved.publishedAt?.getTime()).toBe(row.publishedAt?.getTime());
    expect(version()).toBeGreaterThan(before);
    expect(findSlugRedirect("original-title")).toBe("corrected-title");
    expect(await sitemap()).toContain("/blog/corrected-title</loc>");

    // Renamed again: both earlier slugs lead to the newest.
    await submit(row.id, post({ intent: "save", title: "Corrected title", slug: "final-title" }));
    expect(findSlugRedirect("original-title")).toBe("final-title");
    expect(findSlugRedirect("corrected-title")).toBe("final-title");

    // A new post that takes an old slug owns it: no redirect any more.
    await create({ title: "Another post", slug: "original-title" });
    expect(findSlugRedirect("original-title")).toBeUndefined();
  });

  it("opens a generated post's HTML in the editor as HTML, and keeps it HTML when saved", async () => {
    const id = "seeded-like-post";
    db.insert(blogPosts)
      .values({ id, title: "HTML post", slug: "html-post", description: "d", content: "<h2>Heading</h2><p>Text</p>", category: "white-paper", author: "AI Research Team", isPublished: true, publishedAt: new Date(), source: "ai" })
      .run();
    const page = (await editLoader(args(getRequest(`/admin/posts/${id}`, { cookie: admin }), { id }))) as { fields: Record<string, string>; format: string };
    expect(page.format).toBe("html");
    expect(page.fields.body).toBe("<h2>Heading</h2><p>Text</p>");
    await submit(id, { intent: "save", ...page.fields, isPremium: "" });
    expect(db.select().from(blogPosts).where(eq(blogPosts.id, id)).get()).toMatchObject({ content: "<h2>Heading</h2><p>Text</p>", bodyFormat: "html", bodyMarkdown: null });
    // Read as HTML, not Markdown: an indented tag after a blank line is not made a code block, nor ** bold.
    await submit(id, { intent: "save", ...page.fields, isPremium: "", body: "<h2>Heading</h2>\n\n    <p>Indented **as typed**</p>" });
    expect(db.select().from(blogPosts).where(eq(blogPosts.id, id)).get()).toMatchObject({
      content: "<h2>Heading</h2>\n\n    <p>Indented **as typed**</p>",
      bodyFormat: "html",
      bodyMarkdown: null,
    });
  });

  it("refuses a slug another post has", async () => {
    const a = await create({ title: "Slug owner", slug: "taken-slug" });
    const b = await create({ title: "Slug wanter", slug: "free-slug" });
    const response = await submit(b.id, post({ intent: "save", title: "Slug wanter", slug: "taken-slug" }));
    expect(response.status).toBe(400);
    expect(JSON.parse(await response.text()).fieldErrors.slug).toBe('The slug "taken-slug" is already used by another post.');
    expect(db.select().from(blogPosts).where(eq(blogPosts.id, b.id)).get()?.slug).toBe("free-slug");
    expect(a.slug).toBe("taken-slug");
  });

  it("answers 404 for a post that does not exist", async () => {
    expect((await settle(() => editLoader(args(getRequest("/admin/posts/nope", { cookie: admin }), { id: "nope" })))).status).toBe(404);
    expect((await submit("nope", post({ intent: "save" }))).status).toBe(404);
  });
});

describe("publishing, unpublishing and deleting", () => {
  it("unpublishes (gone from the sitemap), publishes again with its first date, and deletes", async () => {
    const row = await create({ title: "Lifecycle post", slug: "lifecycle-post" });
    let v = version();
    expect((await rowAction("unpublish", row.id)).status).toBe(302);
    expect(version()).toBeGreaterThan(v);
    expect(await sitemap()).not.toContain("/blog/lifecycle-post<");

    v = version();
    await rowAction("publish", row.id);
    const again = db.select().from(blogPosts).where(eq(blogPosts.id, row.id)).get()!;
    expect(again.isPublished).toBe(true);
    expect(again.publishedAt?.getTime()).toBe(row.publishedAt?.getTime());
    expect(version()).toBeGreaterThan(v);

    await submit(row.id, post({ intent: "save", title: "Lifecycle post", slug: "lifecycle-renamed" }));
    v = version();
    expect((await rowAction("delete", row.id)).status).toBe(302);
    expect(db.select().from(blogPosts).where(eq(blogPosts.id, row.id)).get()).toBeUndefined();
    expect(db.select().from(postSlugRedirects).where(eq(postSlugRedirects.postId, row.id)).all()).toEqual([]);
    expect(version()).toBeGreaterThan(v);
    expect((await rowAction("delete", row.id)).status).toBe(404);
  });

  it("lists every post, drafts included", async () => {
    const draft = await create({ title: "Listed draft", publish: "" });
    const { posts } = (await listLoader(args(getRequest("/admin/posts", { cookie: admin })))) as { posts: { id: string; isPublished: boolean }[] };
    expect(posts.find((p) => p.id === draft.id)).toMatchObject({ isPublished: false });
    expect(posts[0]?.id).toBe(draft.id); // newest first: a draft by its creation date
  });

  it("refuses an unknown intent", async () => {
    expect((await rowAction("feature", "x")).status).toBe(400);
  });
});

describe("guards", () => {
  it("gives a signed-in user who is not an admin 403 everywhere, and changes nothing", async () => {
    const before = count();
    expect((await settle(() => listLoader(args(getRequest("/admin/posts", { cookie: user }))))).status).toBe(403);
    expect((await submit("new", post({ intent: "save" }), user)).status).toBe(403);
    expect((await rowAction("delete", "x", user)).status).toBe(403);
    expect(count()).toBe(before);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await settle(() => listLoader(args(getRequest("/admin/posts"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
