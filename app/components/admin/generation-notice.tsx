import { Link } from "@remix-run/react";
import { formatDay } from "~/utils/dates";

type LastPaper = { id: string; title: string; slug: string; published: boolean; publishedAt: string | null };

/** SPEC §2/§7.8: the newest white paper's title and date; a draft links to its review. */
export function LastGeneratedNotice({ last }: { last: LastPaper | null }) {
  return (
    <section aria-labelledby="last-generated" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="last-generated" className="text-lg font-semibold">
        Last generated
      </h2>
      {last ? (
        <p className="mt-2 text-sm" data-testid="last-generated">
          <Link
            to={last.published ? `/blog/${last.slug}` : `/admin/posts/${last.id}`}
            className="font-medium text-teal underline underline-offset-4"
          >
            {last.title}
          </Link>
          {last.published && last.publishedAt ? <span className="text-ink/70"> · {formatDay(last.publishedAt)}</span> : null}
          {last.published ? null : <span className="text-ink/70"> · Draft, waiting for your review</span>}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink/70" data-testid="last-generated">
          No white paper has been published yet.
        </p>
      )}
    </section>
  );
}

/** SPEC §8: 'Generation Failed' with the server's reason. */
export function GenerationFailedAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl bg-terracotta/10 p-4 text-terracotta ring-1 ring-terracotta/30">
      <p className="font-semibold">Generation Failed</p>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
