import { Link } from "@remix-run/react";

/** SPEC §2 not-found page. */
export function NotFound() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-7xl font-bold text-teal">404</h1>
      <p className="mt-4 text-xl text-ink/80">Oops! Page not found</p>
      <Link to="/" className="mt-8 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
        Return to Home
      </Link>
    </main>
  );
}
