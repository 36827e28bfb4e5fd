import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import type { MouseEvent } from "react";

/** The tab named by `?tab=`, or the first tab when it is missing or unknown. */
export function pickTab<T extends string>(value: string | null, tabs: readonly T[]): T {
  const found = tabs.find((t) => t === value);
  return found ?? (tabs[0] as T);
}

/** The active tab of the current URL. */
export function useTab<T extends string>(tabs: readonly T[]): T {
  const [params] = useSearchParams();
  return pickTab(params.get("tab"), tabs);
}

function isPlainClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * Tabs as links (`?tab=…`), so they work without JavaScript and every tab has a
 * URL. Without JS the link also jumps to `#anchorId` so the reader lands on the
 * panel, not the top of the page; with JS the tab switches in place and the
 * page does not scroll (preventScrollReset).
 */
export function TabLinks<T extends string>({
  tabs,
  active,
  label,
  anchorId,
}: {
  tabs: readonly { id: T; label: string }[];
  active: T;
  label: string;
  anchorId: string;
}) {
  const navigate = useNavigate();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-ink/5 sm:min-w-0 sm:flex-wrap">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                to={`?tab=${tab.id}#${anchorId}`}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  navigate(`?tab=${tab.id}`, { preventScrollReset: true });
                }}
                className={`flex min-h-11 items-center rounded-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-teal ${
                  current ? "bg-teal text-white" : "text-ink/80 hover:bg-cream hover:text-teal"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
