import { Form, Link } from "@remix-run/react";
import type { HeaderAccount } from "./header";

/** The signed-in visitor's menu in the header: account, admin, sign out. A <details>, so it works without JS. */
export default function AccountMenu({ account }: { account: NonNullable<HeaderAccount> }) {
  return (
    <>
      <Link to="/#products" className="hidden rounded-md px-3 py-2 text-sm font-medium text-teal hover:bg-teal/10 sm:block">
        View Products
      </Link>
      <details className="relative">
        <summary
          aria-label="Account menu"
          className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full bg-amber-light font-semibold text-ink [&::-webkit-details-marker]:hidden"
        >
          {account.initial}
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-ink/10 bg-white p-3 shadow-xl">
          <p className="truncate text-sm font-medium text-ink">{account.email}</p>
          {account.hasAccess ? <p className="mt-1 text-xs font-semibold text-teal">Premium access</p> : null}
          <Link to="/account" className="mt-3 flex min-h-11 items-center rounded-md px-2 text-sm hover:bg-cream">
            My account
          </Link>
          {account.isAdmin ? (
            <Link to="/admin" className="flex min-h-11 items-center rounded-md px-2 text-sm hover:bg-cream">
              Admin
            </Link>
          ) : null}
          <Form method="post" action="/logout">
            <button type="submit" className="flex min-h-11 w-full items-center rounded-md px-2 text-left text-sm hover:bg-cream">
              Sign out
            </button>
          </Form>
        </div>
      </details>
    </>
  );
}
