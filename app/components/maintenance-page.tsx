import { SITE } from "~/content/site";

/** SPEC §2 maintenance page. Rendered by the root boundary for a 503. */
export function MaintenancePage({ email = SITE.supportEmail }: { email?: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-6 text-center">
      <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="#0f3d3e" strokeWidth="1.5">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-teal sm:text-4xl">We're Down for Maintenance</h1>
      <p className="mt-4 max-w-md text-ink/70">
        We're making improvements to serve you better. Please check back soon.
      </p>
      <a
        href={`mailto:${email}`}
        className="mt-8 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark"
      >
        Contact Support
      </a>
      <p className="mt-12 text-sm text-ink/70">
        © {new Date().getUTCFullYear()} {SITE.name}. All rights reserved.
      </p>
    </main>
  );
}
