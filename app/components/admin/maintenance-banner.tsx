import { Link } from "@remix-run/react";

/** Shown to admins only, while visitors get the maintenance page. */
export function MaintenanceBanner() {
  return (
    <div className="bg-amber-light px-4 py-2 text-center text-sm font-semibold text-ink">
      Maintenance mode is on: visitors see the maintenance page.{" "}
      <Link to="/admin" className="underline underline-offset-4">
        Turn it off in Admin
      </Link>
    </div>
  );
}
