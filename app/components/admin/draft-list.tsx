import { Link } from "@remix-run/react";
import { formatDay } from "~/utils/dates";

type Draft = { id: string; title: string; source: string; createdAt: string };

/** Posts not published yet (AI papers held for review among them), each a link to its editor. */
export function DraftList({ drafts }: { drafts: Draft[] }) {
  return (
    <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="drafts">
      <h2 id="drafts" className="text-lg font-semibold">
        Drafts waiting ({drafts.length})
      </h2>
      {drafts.length === 0 ? (
        <p className="mt-2 text-sm text-ink/70">No drafts: everything written is published.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10 text-sm">
          {drafts.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={`/admin/posts/${draft.id}`} className="font-medium text-teal underline underline-offset-4">
                {draft.title}
              </Link>
              <span className="text-ink/70">
                {draft.source === "ai" ? "AI white paper · " : ""}
                {formatDay(draft.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
