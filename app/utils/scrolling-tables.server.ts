/**
 * Tables in a post, made readable on a phone: each sits in its own box that
 * scrolls sideways (reachable by keyboard, named for screen readers), and a
 * cell of running text is marked so it keeps a width to read in instead of
 * a column one word wide. Runs on sanitised HTML, whose tables and cells
 * carry no attributes but the sanitiser's own.
 */
const LONG_CELL_CHARS = 40;

export function scrollingTables(html: string): string {
  return html
    .replace(/<table[^>]*>/g, '<div class="table-scroll" role="region" tabindex="0" aria-label="Table, scrolls sideways"><table>')
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<td>([\s\S]*?)<\/td>/g, (cell, inner: string) =>
      inner.replace(/<[^>]+>/g, "").trim().length > LONG_CELL_CHARS ? `<td class="prose-cell">${inner}</td>` : cell,
    );
}
