/** The dashboard's headline figures. */
import type { Figure } from "~/services/insights/dashboard.server";

/** Each figure with its change against the previous period. */
export function HeadlineFigures({ figures, compared }: { figures: Figure[]; compared: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-ink/10 print:shadow-none" data-figure={f.key}>
          <dt className="text-sm text-ink/75">{f.label}</dt>
          <dd className="text-2xl font-bold break-words" data-value>
            {f.text}
          </dd>
          <dd className={`text-sm ${f.trend === "up" ? "text-teal-light" : f.trend === "down" ? "text-terracotta" : "text-ink/70"}`} data-change>
            <span aria-hidden="true">{f.trend === "up" ? "▲ " : f.trend === "down" ? "▼ " : ""}</span>
            {f.change}
            <span className="sr-only"> {compared}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
