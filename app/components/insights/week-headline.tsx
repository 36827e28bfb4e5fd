import { Link } from "@remix-run/react";
import type { Figure } from "~/services/insights/dashboard.server";
import { formatDay } from "~/utils/dates";
import { HeadlineFigures } from "./insight-parts";

/** The overview's last 7 days against the 7 before, with the way to the whole dashboard. */
export function WeekHeadline({ figures, range }: { figures: Figure[]; range: { from: string; to: string } }) {
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
      <p className="text-sm text-ink/70">
        {formatDay(`${range.from}T00:00:00Z`)} – {formatDay(`${range.to}T00:00:00Z`)}, each figure compared with the 7 days before.
      </p>
      <HeadlineFigures figures={figures} compared="against the 7 days before" />
    </section>
  );
}
