/** A legal page as visitors read it: the stored or default Markdown, rendered and sanitised, with its date. */
import { LEGAL_DEFAULTS_WRITTEN } from "~/content/legal-defaults.server";
import { LEGAL_PAGES, type LegalSlug } from "~/content/legal-pages";
import { readLegalText } from "~/models/legal-pages.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { scrollingTables } from "~/utils/scrolling-tables.server";

export function legalPageData(slug: LegalSlug) {
  const text = readLegalText(slug);
  return {
    page: LEGAL_PAGES[slug],
    html: scrollingTables(renderMarkdown(text.markdown)),
    /** The edit's day, or the day the default was written (YYYY-MM-DD). */
    updated: text.editedAt ? text.editedAt.toISOString().slice(0, 10) : LEGAL_DEFAULTS_WRITTEN,
  };
}
