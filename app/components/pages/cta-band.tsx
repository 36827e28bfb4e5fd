import { useId, type ReactNode } from "react";

/** The closing call to action of a page: an <h2>, one sentence and its buttons. */
export function CtaBand({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-teal text-cream">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:py-16">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-cream/85">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
