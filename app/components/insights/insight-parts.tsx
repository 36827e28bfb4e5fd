import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { card } from "~/components/admin/card";
import { Field, inputClass } from "~/components/form-fields";

export { card };

const th = "px-2 py-2 font-medium whitespace-nowrap";
const td = "px-2 py-2";

/** The range as a GET form: a choice of periods, and From/To for a custom one (chosen by filling them in). */
export function RangeForm({
  choices,
  current,
  typed,
}: {
  choices: readonly { key: string; label: string }[];
  current: { key: string; from: string; to: string };
  typed: { from: string; to: string };
}) {
  const custom = current.key === "custom";
  return (
    <Form method="get" className={`${card} mt-6 flex flex-wrap items-end gap-3 print:hidden`} aria-label="Date range">
      <Field id="insights-range" label="Period">
        <select id="insights-range" name="range" defaultValue={current.key} key={current.key} className={`${inputClass} mt-1`}>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="insights-from" label="From (custom)">
        <input id="insights-from" name="from" type="date" defaultValue={custom ? current.from : typed.from} key={`from-${current.from}-${typed.from}`} className={`${inputClass} mt-1`} />
      </Field>
      <Field id="insights-to" label="To (custom)">
        <input id="insights-to" name="to" type="date" defaultValue={custom ? current.to : typed.to} key={`to-${current.to}-${typed.to}`} className={`${inputClass} mt-1`} />
      </Field>
      <button type="submit" className="min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
        Show
      </button>
    </Form>
  );
}

/** A section of the page with its CSV link. */
export function InsightSection({ id, title, csv, children, note }: { id: string; title: string; csv: string; children: ReactNode; note?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <a href={csv} download className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline print:hidden">
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {note ? <p className="mt-1 text-sm text-ink/75">{note}</p> : null}
      <div className="mt-2">{children}</div>
    </section>
  );
}

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A table in its own sideways-scrolling box (the page itself never scrolls sideways). */
export function DataTable<Row>({ label, columns, rows, rowKey, empty = "Nothing counted in this period." }: { label: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string; empty?: string }) {
  if (rows.length === 0) return <p className="text-sm text-ink/70">{empty}</p>;
  return (
    <div className="scroll-hint overflow-x-auto [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label={`${label}, scrolls sideways`}>
      <table className="w-full text-left text-sm">
        <thead className="text-ink/70">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${th} ${c.numeric ? "text-right" : ""}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-ink/10 align-top" data-row={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className={`${td} font-normal [overflow-wrap:anywhere]`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={`${td} ${c.numeric ? "text-right whitespace-nowrap tabular-nums" : ""}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column heading that sorts by following a link (no JavaScript needed). */
export function SortHeader({ label, href, active, dir }: { label: string; href: string; active: boolean; dir: "asc" | "desc" }) {
  return (
    <th scope="col" className="px-2 py-1 text-right align-bottom font-medium first:text-left" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={href} preventScrollReset className="inline-flex min-h-11 items-center gap-1 text-teal underline" data-sort-link>
        {label}
        <span aria-hidden="true">{active ? (dir === "asc" ? "↑" : "↓") : ""}</span>
        {active ? <span className="sr-only">, sorted {dir === "asc" ? "ascending" : "descending"}</span> : null}
      </Link>
    </th>
  );
}
