import { NotFound } from "./not-found";

/**
 * The body of the root error page: SPEC §2's not-found page, or a plain
 * "something went wrong" (the status shown for a 4xx). Loaded only when shown.
 */
export default function ErrorPage({ status, statusText }: { status?: number; statusText?: string }) {
  if (status === 404) return <NotFound />;
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-4xl font-bold text-teal">Something went wrong</h1>
      <p className="mt-4 max-w-md text-ink/70">
        {status && status < 500 ? `${status} ${statusText}` : "We couldn't load this page. Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
        Return to Home
      </a>
    </main>
  );
}
