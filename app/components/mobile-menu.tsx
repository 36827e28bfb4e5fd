import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { isActivePath, mobileMenuSections } from "~/content/navigation";
import { Logo } from "./logo";

/**
 * SPEC §2's right-hand slide-out on phones. A <details>, so it opens without JS.
 * The drawer is `position: fixed`; no ancestor of it may carry a filter,
 * backdrop-filter or transform, or it is clipped to that ancestor.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useDrawerFocus(details);
  return (
    <details ref={details} data-mobile-menu className="group lg:hidden">
      <summary
        aria-label="Open menu"
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-teal/10 [&::-webkit-details-marker]:hidden"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <CloseMobileMenu className="fixed inset-0 z-40 cursor-default bg-ink/40" tabIndex={-1} />
      <nav
        aria-label="Mobile"
        className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col overflow-y-auto overscroll-contain bg-white p-6 shadow-2xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo className="text-teal" />
          <CloseMobileMenu
            className="flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-teal/10"
            label="Close menu"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </CloseMobileMenu>
        </div>
        {mobileMenuSections().map((section, i) => (
          <div key={section.label ?? "pages"} className={i > 0 ? "mt-5" : ""}>
            {section.label ? <p className="px-3 text-xs font-semibold tracking-wider text-ink/70 uppercase">{section.label}</p> : null}
            <ul className={section.label ? "mt-1" : ""}>
              {section.links.map((link) => {
                const active = isActivePath(link.to, pathname) && !link.to.includes("?");
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? "page" : undefined}
                      className="menu-link"
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}

/**
 * Focus as in the other dialogs: opening moves focus into the drawer, Escape
 * closes it (useDetailsCloser) and focus goes back to the ☰ button.
 */
function useDrawerFocus(details: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onToggle = () => {
      if (element.open) element.querySelector<HTMLElement>('nav a[aria-label="Close menu"]')?.focus();
      else if (element.contains(document.activeElement)) element.querySelector("summary")?.focus();
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [details]);
}

/**
 * Closes the slide-out. Without JS it is a link to the current page, which
 * re-renders with the menu closed; with JS it just closes the <details>.
 */
function CloseMobileMenu({
  className,
  label,
  tabIndex,
  children,
}: {
  className: string;
  label?: string;
  tabIndex?: number;
  children?: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      to={`${location.pathname}${location.search}`}
      onClick={(e) => {
        e.preventDefault();
        e.currentTarget.closest("details")?.removeAttribute("open");
      }}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      tabIndex={tabIndex}
      className={className}
    >
      {children}
    </Link>
  );
}
