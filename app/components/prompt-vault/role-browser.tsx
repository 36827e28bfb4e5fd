import { Link } from "@remix-run/react";
import { useQueryHref } from "./query-href";
import { ROLE_LABELS, type BundleSummaryView } from "./types";

type RoleOption = { role: string; bundleCount: number };

/**
 * SPEC §2 'Browse by Role': one role is always selected (the links can switch
 * it but never empty it), and each of its bundles opens in a dialog (?bundle=id).
 */
export function RoleBrowser({ role, roles, bundles }: { role: string; roles: RoleOption[]; bundles: BundleSummaryView[] }) {
  const href = useQueryHref();
  const roleLabel = ROLE_LABELS[role] ?? role;

  return (
    <div className="space-y-8">
      <nav aria-label="Roles">
        <ul className="flex flex-wrap gap-2">
          {roles.map((r) => {
            const current = r.role === role;
            return (
              <li key={r.role}>
                <Link
                  to={href({ set: { view: "role", role: r.role }, drop: ["bundle"] })}
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal ${
                    current ? "bg-teal text-cream ring-teal" : "bg-white text-teal ring-ink/15 hover:ring-teal"
                  }`}
                >
                  {ROLE_LABELS[r.role] ?? r.role}
                  <span
                    aria-hidden="true"
                    className={`rounded-full px-1.5 text-xs leading-5 ${current ? "bg-cream/20" : "bg-cream text-ink/80"}`}
                  >
                    {r.bundleCount}
                  </span>
                  <span className="sr-only">
                    , {r.bundleCount} {r.bundleCount === 1 ? "bundle" : "bundles"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="role-bundles" className="space-y-4">
        <h2 id="role-bundles" className="text-2xl font-bold text-teal">
          Prompt bundles for {roleLabel}
        </h2>
        {bundles.length === 0 ? (
          <p className="text-ink/80">There are no bundles for this role yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {bundles.map((bundle) => (
              <li key={bundle.id}>
                <article className="relative flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/5 transition hover:shadow-md hover:ring-teal/40 focus-within:ring-2 focus-within:ring-teal">
                  <h3 className="text-lg leading-snug font-semibold text-teal">
                    <Link
                      to={href({ set: { bundle: bundle.id } })}
                      preventScrollReset
                      className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                    >
                      {bundle.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-ink/80">{bundle.description}</p>
                  <p className="mt-4 flex items-center justify-between text-sm">
                    <span className="text-ink/80">
                      {bundle.promptCount} prompts · {bundle.tipCount} tips
                    </span>
                    <span aria-hidden="true" className="font-semibold text-terracotta">
                      Open bundle →
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
