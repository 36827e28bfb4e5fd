import { Link } from "@remix-run/react";
import type { Figure } from "~/services/insights/dashboard.server";

/**
 * The overview's last 7 days against the 7 before, with the way to the whole
 * dashboard. Its figures are drawn here, not with the dashboard's
 * HeadlineFigures: a module both pages imported would be a script of its own
 * on /admin, past its 100 KB budget.
 */
export function WeekHeadline({ figures, period }: { figures: Figure[]; period: string }) {
  return (
    <section aria-labelledby="week-insights" className="mt-8 space-y-3" data-week-insights>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="week-insights" className="text-lg font-semibold">
          Last 7 days
        </h2>
        <Link to="/admin/insights?range=7d" className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
          All insights: visitors, sources, revenue and the premium funnel
        </Link>
      </div>
      <p className="text-sm text-ink/70">{period}, each figure compared with the 7 days before.</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-ink/10" data-figure={f.key}>
            <dt className="text-sm text-ink/75">{f.label}</dt>
            <dd className="text-xl font-bold break-words" data-value>
              {f.text}
            </dd>
            <dd className="text-sm text-ink/70" data-change>
              {f.change}
              <span className="sr-only"> against the 7 days before</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
