/** /robots.txt, with an absolute Sitemap URL from PUBLIC_URL. */
import { DISALLOWED_PATHS } from "~/content/routes";
import { getEnv } from "~/utils/env.server";
import { CACHE_CONTROL } from "../../server/policy/index.js";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getEnv().PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.crawlerFiles },
  });
}
