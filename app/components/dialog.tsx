import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/** The URL of the current page without the dialog params. */
function useCloseHref(params: string[]) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const p of params) search.delete(p);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

/** The first field a person can type in: not hidden inputs, not the honeypot (tabindex -1). */
const FOCUSABLE_FIELD =
  'input:not([type=hidden]):not([tabindex="-1"]), textarea:not([tabindex="-1"]), select, button:not([tabindex="-1"])';

/** What Tab can reach: links, enabled controls, disclosures and anything given a tab stop. */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the panel's controls: the page behind a modal dialog is out of reach. */
function keepTabIn(panel: HTMLElement, e: KeyboardEvent) {
  const stops = [...panel.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    e.preventDefault();
    return panel.focus();
  }
  if (!panel.contains(active)) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  } else if (e.shiftKey && (active === first || active === panel)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A dialog addressed by the URL (`?dialog=…`), so the server renders it open and
 * it works without JavaScript (docs/design.md "Progressive enhancement"). With JS, Escape and the backdrop close
 * it, focus moves into it and Tab stays in it.
 */
export function Dialog({
  title,
  children,
  closeParams = ["dialog"],
  wide = false,
  focusFirstField = true,
}: {
  title: string;
  children: ReactNode;
  /** Query params removed on close (e.g. ["dialog", "product"]). */
  closeParams?: string[];
  wide?: boolean;
  /** Forms start in their first field; content dialogs (long text) start at the top. */
  focusFirstField?: boolean;
}) {
  const closeHref = useCloseHref(closeParams);
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // A visitor who tapped into the dialog before the page came alive keeps their place.
    if (!panel.current?.contains(previous)) {
      const first = focusFirstField ? panel.current?.querySelector<HTMLElement>(FOCUSABLE_FIELD) : null;
      (first ?? panel.current)?.focus();
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeHref, { preventScrollReset: true, replace: true });
      if (e.key === "Tab" && panel.current) keepTabIn(panel.current, e);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      // Without scrolling: a dialog whose answer leads to a #section (a quote request, back at its card) has put the page there.
      previous?.focus?.({ preventScroll: true });
    };
  }, [closeHref, navigate, focusFirstField]);

  // On phones the panel is a bottom sheet that stops 11rem short of the top:
  // that is where toasts show (toaster.tsx), so they never cover its buttons.
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <Link
        to={closeHref}
        preventScrollReset
        replace
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-ink/50"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        tabIndex={-1}
        className={`relative max-h-[calc(100dvh-11rem)] w-full overflow-y-auto rounded-t-2xl sm:max-h-[92vh] bg-white p-6 shadow-2xl sm:rounded-2xl ${wide ? "sm:max-w-3xl" : "sm:max-w-lg"}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="dialog-title" className="text-xl font-bold text-teal">
            {title}
          </h2>
          <Link
            to={closeHref}
            preventScrollReset
            replace
            aria-label="Close"
            className="-mt-2 -mr-3 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-ink/70 hover:bg-cream hover:text-ink"
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
