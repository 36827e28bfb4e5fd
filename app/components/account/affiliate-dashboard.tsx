import { Form } from "@remix-run/react";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import { formatExactPrice, type Currency } from "~/utils/money";
import { CopyField } from "./copy-field";

const section = "rounded-2xl bg-white p-5 shadow-sm sm:p-6";

export type DashboardView = {
  name: string;
  code: string;
  ratePercent: number;
  status: "active" | "suspended";
  links: { short: string; query: string };
  period: {
    clicks: number;
    orders: number;
    conversionPercent: number | null;
    earned: { currency: Currency; commissionCents: number; adjustmentCents: number; netCents: number }[];
  };
  balances: { currency: Currency; pending: number; approved: number; paid: number }[];
  months: {
    month: string;
    currency: Currency;
    orders: number;
    grossCents: number;
    commissionCents: number;
    adjustmentCents: number;
    netCents: number;
    paid: "paid" | "partly" | "not yet" | "nothing due";
  }[];
};

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const PAID_LABELS = { paid: "Paid", partly: "Partly paid", "not yet": "Not yet", "nothing due": "Nothing due" } as const;

export function ReferralLinks({ dashboard }: { dashboard: DashboardView }) {
  return (
    <section className={section} aria-labelledby="links">
      <h2 id="links" className="text-lg font-semibold">
        Your referral link
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        Share either link, or add <code className="font-mono">?ref={dashboard.code}</code> to the address of any page of the site. You earn {dashboard.ratePercent}% of
        what each referred order pays.
      </p>
      <div className="mt-4 space-y-3">
        <CopyField id="link-short" label="Referral link" value={dashboard.links.short} />
        <CopyField id="link-query" label="Link to the home page with your code" value={dashboard.links.query} />
        <CopyField id="link-code" label="Affiliate code" value={dashboard.code} />
      </div>
    </section>
  );
}

export function PeriodForm({ from, to, errors }: { from: string; to: string; errors: { from?: string; to?: string } }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Period">
      <Field id="period-from" label="From" error={errors.from}>
        <input id="period-from" name="from" type="date" defaultValue={from} key={`from-${from}`} className={`${inputClass} mt-1`} {...errorProps("period-from", errors.from)} />
      </Field>
      <Field id="period-to" label="To" error={errors.to}>
        <input id="period-to" name="to" type="date" defaultValue={to} key={`to-${to}`} className={`${inputClass} mt-1`} {...errorProps("period-to", errors.to)} />
      </Field>
      <button type="submit" className="min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
        Show
      </button>
    </Form>
  );
}

export function PeriodFigures({ dashboard }: { dashboard: DashboardView }) {
  const { clicks, orders, conversionPercent, earned } = dashboard.period;
  const figures: [string, string, string][] = [
    ["clicks", "Clicks", String(clicks)],
    ["orders", "Orders", String(orders)],
    ["conversion", "Conversion", conversionPercent === null ? "–" : `${conversionPercent}%`],
  ];
  return (
    <>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-xl bg-cream p-3" data-figure={key}>
            <dt className="text-xs text-ink/70">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        Earned in this period:{" "}
        <strong data-figure="earned">{earned.length === 0 ? formatExactPrice(0, "usd") : earned.map((e) => formatExactPrice(e.netCents, e.currency)).join(" and ")}</strong>
      </p>
      <p className="mt-1 text-xs text-ink/70">Orders that used your promotion code need no click, so conversion can pass 100%.</p>
    </>
  );
}

export function Balances({ dashboard }: { dashboard: DashboardView }) {
  const rows = dashboard.balances.length > 0 ? dashboard.balances : [{ currency: "usd" as const, pending: 0, approved: 0, paid: 0 }];
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3">
      {(["pending", "approved", "paid"] as const).map((state) => (
        <div key={state} className="rounded-xl bg-cream p-3" data-balance={state}>
          <dt className="text-xs capitalize text-ink/70">{state}</dt>
          {rows.map((row) => (
            <dd key={row.currency} className="text-lg font-bold">
              {formatExactPrice(row[state], row.currency)}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

export function MonthTable({ months }: { months: DashboardView["months"] }) {
  if (months.length === 0) return <p className="mt-3 text-sm text-ink/75">No commissions in this period yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Commissions by month">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-ink/10 text-ink/70">
          <tr>
            <th className="px-2 py-2">Month</th>
            <th className="px-2 py-2 text-right">Orders</th>
            <th className="px-2 py-2 text-right">Gross</th>
            <th className="px-2 py-2 text-right">Commission</th>
            <th className="px-2 py-2 text-right">Adjustments</th>
            <th className="px-2 py-2 text-right">Net</th>
            <th className="px-2 py-2">Paid?</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={`${m.month}-${m.currency}`} className="border-b border-ink/5 last:border-0" data-month={m.month}>
              <td className="px-2 py-2 whitespace-nowrap">{monthName(m.month)}</td>
              <td className="px-2 py-2 text-right">{m.orders}</td>
              <td className="px-2 py-2 text-right">{formatExactPrice(m.grossCents, m.currency)}</td>
              <td className="px-2 py-2 text-right">{formatExactPrice(m.commissionCents, m.currency)}</td>
              <td className="px-2 py-2 text-right">{formatExactPrice(m.adjustmentCents, m.currency)}</td>
              <td className="px-2 py-2 text-right font-semibold">{formatExactPrice(m.netCents, m.currency)}</td>
              <td className="px-2 py-2">{PAID_LABELS[m.paid]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
