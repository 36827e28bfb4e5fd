/** /sitemap.xml: the public pages of SPEC §2 plus every published blog post. */
import { PUBLIC_ROUTES } from "~/content/routes";
import { listPublishedPostSlugs } from "~/models/blog-post.server";
import { getEnv } from "~/utils/env.server";
import { CACHE_CONTROL } from "../../server/policy/index.js";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

type Entry = { loc: string; lastmod?: Date; changefreq?: string; priority?: number };

function urlElement({ loc, lastmod, changefreq, priority }: Entry) {
  return [
    "  <url>",
    `    <loc>${escapeXml(loc)}</loc>`,
    lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : null,
    changefreq ? `    <changefreq>${changefreq}</changefreq>` : null,
    priority !== undefined ? `    <priority>${priority.toFixed(1)}</priority>` : null,
    "  </url>",
  ]
    .filter(Boolean)
    .join("\n");
}

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const entries: Entry[] = [
    ...PUBLIC_ROUTES.map((r) => ({ loc: origin + r.path, changefreq: r.changeFrequency, priority: r.priority })),
    ...listPublishedPostSlugs().map((p) => ({
      loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
      lastmod: p.publishedAt ?? undefined,
      changefreq: "monthly",
      priority: 0.6,
    })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.crawlerFiles },
  });
}
