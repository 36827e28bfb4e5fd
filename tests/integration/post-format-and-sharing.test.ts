/**
 * A post's body in its own format (Markdown for the editor's posts, HTML for
 * seeded and generated ones), rendered alike on the post page, in the feed and
 * in search; and its meta description and social image in the page's head and
 * the feed, with their defaults and limits.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { createPost } from "~/models/admin-posts.server";
import { searchPublished } from "~/models/blog-search.server";
import { loader as postLoader, meta as postMeta } from "~/routes/blog.$slug";
import { loader as feedLoader } from "~/routes/blog.rss[.]xml";
import { action as editAction } from "~/routes/admin.posts.$id";
import { getEnv } from "~/utils/env.server";
import { signUpAdmin } from "../support/accounts";
import { formRequest, getRequest, settle } from "../support/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const unique = () => Math.random().toString(36).slice(2, 8);
const UPLOAD = `/images/${"c".repeat(64)}.png`;
const UPLOAD_CARD = `/images/${"c".repeat(64)}-w1200.png`;
let admin = "";

beforeAll(async () => {
  admin = await signUpAdmin("sharing-admin@example.com");
});

const submit = (id: string, form: Record<string, string>) => settle(() => editAction(args(formRequest(`/admin/posts/${id}`, form, { cookie: admin }), { id })));
function fields(overrides: Record<string, string> = {}) {
  return { intent: "save", publish: "now", title: `Shared post ${unique()}`, description: "The post's own description.", category: "article", author: "Claire", body: "## Heading\n\nBody words.", ...overrides };
}
async function created(form: Record<string, string>) {
  const response = await submit("new", form);
  expect(response.status, await response.clone().text()).toBe(302);
  return db.select().from(blogPosts).where(eq(blogPosts.id, response.headers.get("Location")!.split("/").pop()!)).get()!;
}

/** The head the post page renders, as name/property → content. */
async function head(slug: string) {
  const { data } = await postLoader(args(getRequest(`/blog/${slug}`), { slug }));
  const origin = "https://site.example";
  const tags = postMeta({ data, matches: [{ id: "root", data: { origin } }] } as unknown as Parameters<typeof postMeta>[0]) as MetaDescriptor[];
  const read = (key: string) => (tags.find((t) => (t as Record<string, string>).name === key || (t as Record<string, string>).property === key) as { content?: string } | undefined)?.content;
  return { description: read("description"), ogDescription: read("og:description"), ogImage: read("og:image"), twitterImage: read("twitter:image"), origin };
}
async function feedItem(slug: string) {
  const xml = await feedLoader().text();
  return xml.split("<item>").find((item) => item.includes(`/blog/${slug}</link>`)) ?? "";
}

describe("the body in its own format", () => {
  it("renders a Markdown post and an HTML post alike on the page, in the feed and in search", async () => {
    const markdown = await created(fields({ body: "## Markdown heading\n\nquokkamarkdown **bold** words." }));
    const html = createPost(
      { title: `HTML post ${unique()}`, description: "d", category: "article", isPremium: false, author: "A", contentHtml: "<h2>HTML heading</h2><p>quokkahtml <strong>bold</strong> words.</p>", readingTime: 1 },
      { source: "ai", publish: true },
    );
    expect(markdown.bodyFormat).toBe("markdown");
    expect(db.select().from(blogPosts).where(eq(blogPosts.id, html.id)).get()?.bodyFormat).toBe("html");
    for (const [slug, heading, word] of [[markdown.slug, "Markdown heading", "quokkamarkdown"], [html.slug, "HTML heading", "quokkahtml"]] as const) {
      const { post } = (await postLoader(args(getRequest(`/blog/${slug}`), { slug }))).data;
      expect(post.html, slug).toContain(`<h2>${heading}</h2>`);
      expect(post.html, slug).toContain("<strong>bold</strong>");
      expect(await feedItem(slug), slug).toContain(`&lt;h2&gt;${heading}&lt;/h2&gt;`);
      expect(searchPublished(word, null, 1).hits.map((h) => h.slug), slug).toEqual([slug]);
    }
  });
});

describe("meta description and social image", () => {
  it("go into the page's head (absolute image addresses) and the feed", async () => {
    const post = await created(fields({ metaDescription: "Two points of prime cost, found in a week.", socialImageUrl: UPLOAD, imageUrl: "/images/blog/article.svg" }));
    const tags = await head(post.slug);
    expect(tags).toMatchObject({
      description: "Two points of prime cost, found in a week.",
      ogDescription: "Two points of prime cost, found in a week.",
      ogImage: `${tags.origin}${UPLOAD_CARD}`,
      twitterImage: `${tags.origin}${UPLOAD_CARD}`,
    });
    const item = await feedItem(post.slug);
    expect(item).toContain("<description>Two points of prime cost, found in a week.</description>");
    expect(item).toContain(`<media:content url="${getEnv().PUBLIC_URL}${UPLOAD_CARD}" medium="image" type="image/png"/>`);
  });

  it("default to the description and the post's image; an SVG image gives the site's card, and the feed no image", async () => {
    const withPhoto = await created(fields({ imageUrl: UPLOAD }));
    let tags = await head(withPhoto.slug);
    expect(tags).toMatchObject({ description: "The post's own description.", ogImage: `${tags.origin}${UPLOAD_CARD}` });
    expect(await feedItem(withPhoto.slug)).toContain("<description>The post&apos;s own description.</description>");
    expect(await feedItem(withPhoto.slug)).toContain(`url="${getEnv().PUBLIC_URL}${UPLOAD_CARD}"`);

    const withDrawing = await created(fields({ imageUrl: "/images/blog/article.svg" }));
    tags = await head(withDrawing.slug);
    expect(tags.ogImage).toBe(`${tags.origin}/og-image.png`);
    expect(await feedItem(withDrawing.slug)).not.toContain("<media:content");
  });

  it("are refused past their limits with a clear message, keeping what was typed and storing nothing", async () => {
    const before = db.select().from(blogPosts).all().length;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ metaDescription: "x".repeat(161) }, { metaDescription: "Meta description must be at most 160 characters." }],
      [{ socialImageUrl: "/images/blog/article.svg" }, { socialImageUrl: "Social image must be a PNG, JPEG or WebP image on this site, a path starting with /images/. Upload the image above to get one." }],
      [{ socialImageUrl: "https://example.com/card.png" }, { socialImageUrl: "Social image must be a PNG, JPEG or WebP image on this site, a path starting with /images/. Upload the image above to get one." }],
    ];
    for (const [input, errors] of cases) {
      const response = await submit("new", fields(input));
      expect(response.status).toBe(400);
      const body = JSON.parse(await response.text());
      expect(body.fieldErrors).toEqual(errors);
      expect(body.fields).toMatchObject(input);
    }
    expect(db.select().from(blogPosts).all().length).toBe(before);
    // 160 is allowed.
    expect((await created(fields({ metaDescription: "y".repeat(160) }))).metaDescription).toBe("y".repeat(160));
  });

  it("are previewed as a share card (drawn on the server) without storing anything", async () => {
    const before = db.select().from(blogPosts).all().length;
    const response = await submit("new", fields({ intent: "preview", title: "Card preview", metaDescription: "What the card says.", imageUrl: UPLOAD }));
    expect(response.status).toBe(200);
    const { preview } = JSON.parse(await response.text()) as { preview: string };
    const card = preview.slice(preview.indexOf('<figure'));
    expect(card).toContain('data-testid="share-preview"');
    expect(card).toContain(`<img src="${UPLOAD_CARD}" alt=""`);
    expect(card).toContain("Card preview");
    expect(card).toContain("What the card says.");
    // The admin's words are text in the card, never markup.
    const escaped = await submit("new", fields({ intent: "preview", title: "<b>Bold</b> & co", metaDescription: '<img src=x onerror="alert(1)">' }));
    const html = (JSON.parse(await escaped.text()) as { preview: string }).preview;
    expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; co");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(db.select().from(blogPosts).all().length).toBe(before);
  });
});
