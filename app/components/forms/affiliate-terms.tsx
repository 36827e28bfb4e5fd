import { AFFILIATE_TERM_LINES } from "~/content/affiliate-terms";

/** The programme's concrete terms (app/content/affiliate-terms.ts), as a list; folded away in the dialog. */
export function AffiliateTerms({ folded }: { folded: boolean }) {
  const list = (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink/80">
      {AFFILIATE_TERM_LINES.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  if (!folded) {
    return (
      <section aria-labelledby="affiliate-terms" className="mb-6">
        <h2 id="affiliate-terms" className="text-base font-semibold">
          How the programme works
        </h2>
        {list}
      </section>
    );
  }
  return (
    <details className="mb-4 rounded-md bg-cream px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-teal">How the programme works</summary>
      {list}
    </details>
  );
}
