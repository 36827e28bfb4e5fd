import { Link, NavLink, useLocation } from "@remix-run/react";
import { Suspense, lazy, memo, useRef } from "react";
import { NAV_MENUS, PRIMARY_LINKS, isActivePath, type NavMenu } from "~/content/navigation";
import type { Account } from "~/utils/account";
import { useDialogHref } from "~/components/page-context";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useDetailsCloser } from "./use-details-closer";
import { useScrolled } from "./use-scrolled";

export type HeaderAccount = Pick<NonNullable<Account>, "email" | "initial" | "hasAccess" | "isAdmin"> | null;

/** Most visitors are not signed in, so the account menu's code loads only for those who are. */
const AccountMenu = lazy(() => import("./account-menu"));

/** The sticky site header of SPEC §2. Menus are <details>, so they work without JS. */
export function Header({ account }: { account: HeaderAccount }) {
  const ref = useRef<HTMLElement>(null);
  const scrolled = useScrolled(10);
  const { pathname } = useLocation();
  useDetailsCloser(ref);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled || undefined}
      className="sticky top-0 z-40 border-b border-transparent bg-cream/90 transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled]:border-ink/10 data-[scrolled]:bg-white/95 data-[scrolled]:shadow-md"
    >
      {/* The blur sits on its own layer: a backdrop-filter on <header> would make it the
          containing block of the fixed mobile drawer and clip the drawer to this bar. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 backdrop-blur" />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo className="text-teal" />
        <nav aria-label="Sections" className="ml-auto hidden items-center gap-1 lg:flex">
          {NAV_MENUS.map((menu) => (
            <DesktopMenu key={menu.label} menu={menu} pathname={pathname} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <AccountControls account={account} />
          <MobileMenu pathname={pathname} />
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-ink/5 lg:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-2 sm:px-4">
          {PRIMARY_LINKS.map((link) => (
            <DesktopLink key={link.label} to={link.to} label={link.label} pathname={pathname} />
          ))}
        </div>
      </nav>
    </header>
  );
}

const linkBase = "header-link";
const activeLink = "text-teal underline decoration-amber decoration-2 underline-offset-8";

function DesktopLink({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const active = isActivePath(to, pathname);
  return (
    <NavLink
      to={to}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      className={`${linkBase} ${active ? activeLink : ""}`}
    >
      {label}
    </NavLink>
  );
}

function DesktopMenu({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const active = menu.links.some((l) => !l.to.includes("?") && isActivePath(l.to, pathname));
  return (
    <details className="group relative">
      <summary
        className={`${linkBase} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${active ? "text-teal" : ""}`}
      >
        {menu.label}
        <Chevron />
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-56 rounded-lg border border-ink/10 bg-white p-2 shadow-xl">
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className="dropdown-link"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountControls({ account }: { account: HeaderAccount }) {
  const dialogHref = useDialogHref();
  if (!account) {
    return (
      <Link
        to={dialogHref("signin")}
        preventScrollReset
        className="inline-flex min-h-11 items-center rounded-md bg-teal px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-teal-dark"
      >
        Sign In
      </Link>
    );
  }
  return <AccountMenuSlot account={account} />;
}

/**
 * Memoised so that the header's own re-renders (the scroll state) leave the slot
 * alone while its code loads: a re-render would make React drop the server's
 * HTML of a part not yet hydrated and show nothing until the code is in.
 */
const AccountMenuSlot = memo(function AccountMenuSlot({ account }: { account: NonNullable<HeaderAccount> }) {
  return (
    <Suspense fallback={null}>
      <AccountMenu account={account} />
    </Suspense>
  );
});

/** A mask in the stylesheet (`.icon-chevron`), turned over while its menu is open. */
function Chevron() {
  return <span aria-hidden="true" className="icon icon-chevron transition-transform group-open:rotate-180" />;
}
