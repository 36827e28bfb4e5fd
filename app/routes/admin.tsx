import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, NavLink, Outlet, useRouteError } from "@remix-run/react";
import { requireAdmin } from "~/services/auth/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

const ADMIN_LINKS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/insights", label: "Insights", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/promotions", label: "Promotions", end: false },
  { to: "/admin/affiliates", label: "Affiliates", end: false },
  { to: "/admin/affiliates/payouts", label: "Payouts", end: false },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/outbox", label: "Outbox", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/white-papers", label: "White papers", end: false },
  { to: "/admin/posts", label: "Posts", end: false },
  { to: "/admin/guide-uploads", label: "Guide uploads", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/legal", label: "Legal pages", end: false },
];

export default function AdminLayout() {
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
      <nav aria-label="Admin" className="mb-8 flex flex-wrap gap-2 border-b border-ink/10 pb-3 text-sm print:hidden">
        {ADMIN_LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              `rounded-md px-3 py-1.5 font-medium ${isActive ? "bg-teal text-white" : "text-ink/70 hover:bg-white"}`
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

/** SPEC §6's restricted-access text for anyone who is not an admin (403). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-teal">Access Restricted</h1>
      <p className="mt-4 max-w-md text-ink/80">
        You don't have permission to access this page. Please contact an administrator if you believe this is an error.
      </p>
      <Link to="/" className="mt-8 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
        Back to Home
      </Link>
    </main>
  );
}
