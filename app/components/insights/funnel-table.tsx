import type { FunnelColumn, FunnelRow, FunnelSort } from "~/services/insights/funnel-rows.server";
import { percentText as percent } from "~/utils/percent";
import { SortHeader } from "./insight-parts";

const COLUMNS: { column: FunnelColumn; label: string }[] = [
  { column: "post", label: "Post" },
  { column: "teaser", label: "Teaser visitors" },
  { column: "unlocks", label: "Unlock clicks" },
  { column: "unlockRate", label: "Unlock rate" },
  { column: "checkouts", label: "Checkouts started" },
  { column: "checkoutRate", label: "Checkout rate" },
  { column: "purchases", label: "Purchases" },
  { column: "purchaseRate", label: "Purchase rate" },
  { column: "overall", label: "Teaser to purchase" },
];

/** A step's count, with how many of the step before went no further. */
function Step({ count, before }: { count: number; before: number | null }) {
  const dropped = before === null ? 0 : Math.max(0, before - count);
  return (
    <>
      {count.toLocaleString("en-US")}
      {before !== null && dropped > 0 ? <span className="block text-xs text-ink/70">−{dropped.toLocaleString("en-US")} dropped</span> : null}
    </>
  );
}

/**
 * The premium funnel per post: teaser visitors → Unlock clicks → checkouts
 * started → purchases, each step's rate from the step before and its drop-off;
 * every heading is a link that sorts by it.
 */
export function FunnelTable({ rows, sort, sortHref }: { rows: FunnelRow[]; sort: FunnelSort; sortHref: (column: FunnelColumn, dir: "asc" | "desc") => string }) {
  if (rows.length === 0) return <p className="text-sm text-ink/70">No premium post showed its teaser in this period.</p>;
  return (
    <div className="scroll-hint overflow-x-auto [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Premium funnel per post, scrolls sideways">
      <table className="w-full min-w-[54rem] text-sm">
        <thead className="text-ink/70">
          <tr>
            {COLUMNS.map(({ column, label }) => {
              const active = sort.column === column;
              const next = active ? (sort.dir === "asc" ? "desc" : "asc") : column === "post" ? "asc" : "desc";
              return <SortHeader key={column} label={label} href={sortHref(column, next)} active={active} dir={sort.dir} />;
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug} className="border-t border-ink/10 align-top" data-funnel={row.slug}>
              <th scope="row" className="w-48 min-w-48 px-2 py-2 text-left font-normal [overflow-wrap:anywhere]">
                {row.post}
                {row.post !== row.slug ? <span className="block text-xs text-ink/70">{row.slug}</span> : null}
              </th>
              <td className="px-2 py-2 text-right tabular-nums" data-step="teaser">
                <Step count={row.teaser} before={null} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="unlocks">
                <Step count={row.unlocks} before={row.teaser} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="unlockRate">
                {percent(row.unlockRate)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="checkouts">
                <Step count={row.checkouts} before={row.unlocks} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="checkoutRate">
                {percent(row.checkoutRate)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="purchases">
                <Step count={row.purchases} before={row.checkouts} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-step="purchaseRate">
                {percent(row.purchaseRate)}
              </td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums" data-step="overall">
                {percent(row.overall)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
