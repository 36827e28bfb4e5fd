import { useMatches } from "@remix-run/react";
import type { SiteSettings } from "~/content/site-setting-defaults";
import { structuredDataJson, type StructuredDataSource } from "~/services/content/structured-data.server";

/** A route's `handle` names the schema.org things its page describes. */
export type StructuredDataHandle = { structuredData: StructuredDataSource[] };

/**
 * The JSON-LD scripts of the matched routes, for search engines (ADR 174). The
 * server writes them; the code that builds them never reaches the browser,
 * which keeps the server's text as it is (React leaves the inner HTML of a
 * hydrated element alone, as in load-when-seen.tsx). After a client-side navigation
 * the scripts are empty: crawlers read the page the server sent.
 */
export function StructuredData() {
  const matches = useMatches();
  const root = matches[0]?.data as { origin: string; site: SiteSettings } | undefined;
  return matches.flatMap((match) =>
    ((match.handle as StructuredDataHandle | undefined)?.structuredData ?? []).map((source, i) => {
      const json = typeof document === "undefined" && root ? structuredDataJson(source, { ...root, routeData: match.data }) : "";
      return (
        <script
          key={`${match.id}-${i}`}
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: json }}
        />
      );
    }),
  );
}
