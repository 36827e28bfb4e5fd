import type { ReactNode } from "react";
import type { ChartGeometry } from "~/services/insights/chart-geometry.server";

const COLORS = ["var(--color-teal-light)", "var(--color-amber)"];

/**
 * A chart the server laid out (services/insights/chart-geometry.server.ts),
 * drawn as SVG: named for screen readers, its axis named with its unit, and
 * the same figures in a table under it.
 */
export function InsightChart({ id, chart, table }: { id: string; chart: ChartGeometry; table: ReactNode }) {
  const { plot } = chart;
  return (
    <figure className="min-w-0" data-chart={id}>
      {chart.series.length > 1 ? (
        <ul className="mb-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {chart.series.map((s, i) => (
            <li key={s.name} className="inline-flex items-center gap-2">
              <svg width="24" height="10" viewBox="0 0 24 10">
                <line x1="0" y1="5" x2="24" y2="5" stroke={COLORS[i % COLORS.length]} strokeWidth="3" strokeDasharray={s.style === "dashed" ? "5 3" : undefined} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="block h-auto w-full overflow-visible"
        style={{ fontSize: 15 }}
      >
        <title id={`${id}-title`}>{chart.title}</title>
        <text x={0} y={16} className="fill-ink/80" style={{ fontWeight: 600 }}>
          {chart.yLabel}
        </text>
        {chart.yTicks.map((tick) => (
          <g key={tick.y}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={tick.label === "0" ? 0.45 : 0.12} />
            <text x={plot.left - 6} y={tick.y + 5} textAnchor="end" className="fill-ink/75">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={`${tick.x}-${tick.label}`} x={tick.x} y={plot.bottom + 22} textAnchor={tick.anchor} className="fill-ink/75">
            {tick.label}
          </text>
        ))}
        {chart.bars.map((bar) => (
          <rect key={bar.label} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={COLORS[0]} rx={1} />
        ))}
        {chart.series.map((s, i) => (
          <g key={s.name} stroke={COLORS[i % COLORS.length]} fill="none">
            <path d={s.path} strokeWidth={2.5} strokeDasharray={s.style === "dashed" ? "6 4" : undefined} strokeLinejoin="round" />
            {s.points.length <= 31
              ? s.points.map((p) => <circle key={p.label} cx={p.x} cy={p.y} r={2.5} fill={COLORS[i % COLORS.length]} stroke="none" />)
              : null}
          </g>
        ))}
        {chart.empty ? (
          <text x={(plot.left + plot.right) / 2} y={(plot.top + plot.bottom) / 2} textAnchor="middle" className="fill-ink/70">
            Nothing counted in this period
          </text>
        ) : null}
      </svg>
      <details className="mt-2 text-sm print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal">The figures as a table</summary>
        {table}
      </details>
    </figure>
  );
}
