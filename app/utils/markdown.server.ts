/**
 * Markdown an admin writes (posts, legal pages) to the HTML we store and show:
 * rendered with `marked` (HTML inside the Markdown passes through), then
 * sanitised with the one allow-list.
 */
import { marked } from "marked";
import { sanitizeStoredHtml } from "./sanitize.server";

export function renderMarkdown(markdown: string): string {
  return sanitizeStoredHtml(marked.parse(markdown, { async: false, gfm: true }));
}
