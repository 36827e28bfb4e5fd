import type { MetaDescriptor } from "@remix-run/node";
import { SITE } from "~/content/site";

type SeoInput = {
  title: string;
  description?: string;
  /** Absolute site origin, from the root loader (PUBLIC_URL). */
  origin: string;
  /** Canonical path, e.g. "/blog"; query strings are left out on purpose. */
  path: string;
  image?: string;
  type?: "website" | "article";
};

/** Title, description, canonical URL and OpenGraph/Twitter tags for one page. */
export function seo({ title, description = SITE.description, origin, path, image = "/og-image.png", type = "website" }: SeoInput): MetaDescriptor[] {
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const url = `${origin}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

/** The site origin the root loader exposes, for meta functions of child routes. */
export function originFrom(matches: ReadonlyArray<{ id: string; data: unknown }>): string {
  const root = matches.find((m) => m.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** A page that is nobody's search result (a form's own page, an account, a checkout): the site's title pattern, kept out of indexes. */
export function unlistedPage(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE.name}` }, { name: "robots", content: "noindex" }];
}
