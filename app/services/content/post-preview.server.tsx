/**
 * The editor's preview, drawn on the server as plain HTML (the editor's
 * browser code stays small): the body as the post page draws it, its tables
 * scrolling sideways in their own boxes, and the share card the post's head
 * and feed item make.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ShareCard } from "~/components/admin/share-card";
import { scrollingTables } from "~/utils/scrolling-tables.server";
import type { SharePreview } from "./post-form.server";

export function previewHtml(contentHtml: string, share: SharePreview): string {
  return scrollingTables(contentHtml) + renderToStaticMarkup(<ShareCard {...share} />);
}
