import { Link } from "@remix-run/react";
import { pageLinks } from "~/utils/pagination";

/**
 * Numbered pages with Previous/Next, as links (`?page=`), so paging works
 * without JS. With JS, Remix scrolls to the top on each new page.
 */
export function PaginationNav({ page, count, hrefFor }: { page: number; count: number; hrefFor: (page: number) => string }) {
  if (count <= 1) return null;
  const base = "flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={`${base} text-teal hover:bg-teal/5`}>
              Previous
            </Link>
          ) : (
            <span className={`${base} text-ink/40`} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageLinks(page, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-ink/50">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={`${base} ${n === page ? "bg-teal text-white" : "text-ink/80 hover:bg-teal/5"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} rel="next" className={`${base} text-teal hover:bg-teal/5`}>
              Next
            </Link>
          ) : (
            <span className={`${base} text-ink/40`} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
