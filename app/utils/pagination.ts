/** Page numbers from the query (`?page=`), as the blog reads them (SPEC §9: 6 per page). */

export const BLOG_PAGE_SIZE = 6;

/** A `?page=` value as a page number: anything but a plain positive integer is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page past the end shows the last page (never an error). */
export function clampPage(page: number, total: number, size = BLOG_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

/**
 * The numbered links to show: every page when there are few, otherwise the
 * first, the last and two either side of the current one, with gaps (null).
 */
export function pageLinks(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const page of sorted) {
    const previous = links.at(-1);
    if (typeof previous === "number" && page - previous > 1) links.push(null);
    links.push(page);
  }
  return links;
}
