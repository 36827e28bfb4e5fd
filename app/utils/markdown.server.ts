/**
 * Markdown an admin writes (posts, legal pages) to the HTML we store and show:
 * rendered with `marked` (HTML inside the Markdown passes through), then
 * sanitised with the one allow-list.
 */
import { marked } from "marked";
import type { PostBodyFormat } from "./post-body-format";
import { sanitizeStoredHtml } from "./sanitize.server";

export function renderMarkdown(markdown: string): string {
  return sanitizeStoredHtml(renderUnsanitised(markdown));
}

/** The HTML as `marked` writes it, before sanitising: only for finding what the sanitiser will remove. */
export function renderUnsanitised(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

/** A post's body as it is stored and shown: Markdown rendered, HTML taken as written; sanitised either way. */
export function renderPostBody(source: string, format: PostBodyFormat): string {
  return format === "markdown" ? renderMarkdown(source) : sanitizeStoredHtml(source);
}

/** A post's body as HTML before sanitising: only for finding what the sanitiser will remove. */
export function postBodyUnsanitised(source: string, format: PostBodyFormat): string {
  return format === "markdown" ? renderUnsanitised(source) : source;
}
