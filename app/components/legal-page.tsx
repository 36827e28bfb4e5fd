import type { MetaDescriptor } from "@remix-run/node";
import type { ReactNode } from "react";
import type { LegalPageInfo } from "~/content/legal-pages";
import { formatDay } from "~/utils/dates";
import { originFrom, seo } from "~/utils/seo";

/** /terms, /privacy and /refunds: the page's fixed title, its date and the admin's (or default) text, then any fixed part (`children`). */
export function LegalPage({ page, html, updated, children }: { page: LegalPageInfo; html: string; updated: string; children?: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-teal sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-sm text-ink/70">
        Last updated <time dateTime={updated}>{formatDay(updated)}</time>
      </p>
      <div
        className="post-body mt-8"
        data-testid="legal-body"
        // Sanitised with the allow-list in the loader (utils/markdown.server.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {children}
    </main>
  );
}

export function legalPageMeta(page: LegalPageInfo, matches: ReadonlyArray<{ id: string; data: unknown }>): MetaDescriptor[] {
  return seo({ title: page.title, description: page.description, origin: originFrom(matches), path: page.path });
}
