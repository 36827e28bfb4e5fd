/**
 * /blog/rss.xml: RSS 2.0, the newest 20 published posts. A premium post
 * carries only its teaser (as Ghost does); the rest never leaves the server.
 * Each item has the post's meta description (else its description) and, when
 * it has one a reader can show, its share image as Media RSS `media:content`
 * (an `enclosure` would need the file's length, which no post row holds).
 */
import { listFeedPosts } from "~/models/blog-post.server";
import { getEnv } from "~/utils/env.server";
import { imageType, shareDescription, shareImage } from "~/utils/post-share";
import { sanitizeStoredHtml } from "~/utils/sanitize.server";
import { READER_WITHOUT_ACCESS, readableBody } from "~/utils/teaser.server";
import { CACHE_CONTROL } from "../../server/policy/index.js";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const posts = listFeedPosts(20);
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    const body = readableBody({ html: sanitizeStoredHtml(post.content), isPremium: post.isPremium }, READER_WITHOUT_ACCESS).html;
    const image = shareImage(post);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(shareDescription(post))}</description>`,
      `      <content:encoded>${escapeXml(body)}</content:encoded>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : null,
      image ? `      <media:content url="${escapeXml(`${origin}${image}`)}" medium="image" type="${imageType(image)}"/>` : null,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = posts[0]?.publishedAt;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    "    <title>Knowledge Center</title>",
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    "    <description>Articles, case studies, research and white papers for hospitality operators.</description>",
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.feed },
  });
}
