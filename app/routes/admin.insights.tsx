/**
 * /admin/insights: the owner's dashboard (docs/decisions/218, 219). A range
 * chosen by a GET form and compared with the period before it; visits over
 * time, pages, sources and devices; revenue by day and product; leads by form;
 * the premium funnel per post, sorted by links. Charts are SVG laid out on the
 * server, each with its table; every table has its CSV.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FunnelTable } from "~/components/insights/funnel-table";
import { InsightChart } from "~/components/insights/insight-chart";
import { HeadlineFigures } from "~/components/insights/headline-figures";
import { card, DataTable, InsightSection, RangeForm, type Column } from "~/components/insights/insight-parts";
import { requireAdmin } from "~/services/auth/auth.server";
import { isPaymentTestMode } from "~/services/checkout/stripe.server";
import { insightsDashboard, TABLE_ROWS_SHOWN, type CsvTable } from "~/services/insights/dashboard.server";
import { readFunnelSort, type FunnelColumn } from "~/services/insights/funnel-rows.server";
import { chooseRange, RANGE_CHOICES } from "~/services/insights/insight-range.server";
import { formatDay } from "~/utils/dates";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const { range, error, typed } = chooseRange(params, now);
  const sort = readFunnelSort(params);
  // A range that cannot be read is named and the default shown: the page is still the dashboard (200).
  return { range, error, typed, sort, choices: RANGE_CHOICES, testMode: isPaymentTestMode(), ...insightsDashboard(range, sort, now) };
}

type View = ReturnType<typeof useLoaderData<typeof loader>>;
type CountRow = { value: string; views: number; visitors: number };

const countColumns = (first: string): Column<CountRow>[] => [
  { header: first, cell: (row) => row.value },
  { header: "Views", cell: (row) => row.views.toLocaleString("en-US"), numeric: true },
  { header: "Visitors", cell: (row) => row.visitors.toLocaleString("en-US"), numeric: true },
];

function CountTable({ id, title, first, part, csv }: { id: string; title: string; first: string; part: { rows: CountRow[]; total: number }; csv: string }) {
  return (
    <InsightSection id={id} title={title} csv={csv} note={part.total > part.rows.length ? `The ${TABLE_ROWS_SHOWN} most viewed of ${part.total}; the CSV has them all.` : undefined}>
      <DataTable label={title} columns={countColumns(first)} rows={part.rows} rowKey={(row) => row.value} />
    </InsightSection>
  );
}

export default function AdminInsights() {
  const view = useLoaderData<typeof loader>();
  const { range } = view;
  const csv = (table: CsvTable) => `/admin/insights.csv?${range.query}&table=${table}${table === "funnel" ? `&sort=${view.sort.column}&dir=${view.sort.dir}` : ""}`;
  const sortHref = (column: FunnelColumn, dir: "asc" | "desc") => `/admin/insights?${range.query}&sort=${column}&dir=${dir}#funnel`;
  const compared = `against ${formatDay(`${range.previous.from}T00:00:00Z`)} – ${formatDay(`${range.previous.to}T00:00:00Z`)}`;
  return (
    <div className="space-y-6" data-print-alone>
      <div>
        <h1 className="text-3xl font-bold text-teal">Insights</h1>
        <p className="mt-1 text-ink/75" data-range>
          {range.label}: {formatDay(`${range.from}T00:00:00Z`)} – {formatDay(`${range.to}T00:00:00Z`)} (UTC), compared {compared}.
        </p>
        <p className="mt-1 text-sm text-ink/70">
          Counted on our own server, without cookies: a visitor is counted once a day, so a period's visitors are the sum of its days'.
        </p>
      </div>
      <RangeForm choices={view.choices} current={range} typed={view.typed} />
      {view.error ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta" data-range-error>
          {view.error}
        </p>
      ) : null}
      {view.testMode ? (
        <p className="rounded-md border-2 border-dashed border-amber bg-white/60 px-3 py-2 text-sm" data-test-mode>
          <strong>Test mode:</strong> payments run on the test checkout page, so purchases and revenue here took no money.
        </p>
      ) : null}

      <section aria-labelledby="headline" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 id="headline" className="text-lg font-semibold">
            This period
          </h2>
          <a href={csv("summary")} download className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline print:hidden">
            CSV<span className="sr-only"> of the headline figures</span>
          </a>
        </div>
        <HeadlineFigures figures={view.figures} compared={compared} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <InsightSection id="traffic" title="Visitors and page views" csv={csv("traffic")}>
          <TrafficChart view={view} />
        </InsightSection>
        {view.revenue.map((series) => (
          <InsightSection key={series.currency} id={`revenue-${series.currency}`} title={view.revenue.length > 1 ? `Revenue (${series.currency.toUpperCase()})` : "Revenue"} csv={csv("revenue")}>
            <InsightChart
              id={`chart-revenue-${series.currency}`}
              chart={series.chart}
              table={
                <DataTable
                  label={`Revenue ${range.bucket === "day" ? "per day" : "per month"}`}
                  columns={[
                    { header: range.bucket === "day" ? "Day" : "Month", cell: (row) => row.label },
                    { header: "Purchases", cell: (row) => row.purchases, numeric: true },
                    { header: "Amount", cell: (row) => row.amount, numeric: true },
                  ]}
                  rows={series.rows}
                  rowKey={(row) => row.key}
                />
              }
            />
          </InsightSection>
        ))}
      </div>

      <InsightSection id="products" title="Revenue by product" csv={csv("products")}>
        <DataTable
          label="Revenue by product"
          columns={[
            { header: "Product", cell: (row) => row.product },
            { header: "Purchases", cell: (row) => row.purchases, numeric: true },
            { header: "Amount", cell: (row) => row.amount, numeric: true },
          ]}
          rows={view.products}
          rowKey={(row) => `${row.product}-${row.currency}`}
          empty="No purchases in this period."
        />
      </InsightSection>

      <InsightSection id="funnel" title="Premium funnel per post" csv={csv("funnel")} note="Teaser visitors → Unlock clicks → checkouts started → purchases; each rate is from the step before. Choose a heading to sort.">
        <FunnelTable rows={view.funnel} sort={view.sort} sortHref={sortHref} />
      </InsightSection>

      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <CountTable id="pages" title="Top pages" first="Page" part={view.pages} csv={csv("pages")} />
        <CountTable id="referrers" title="Referrers" first="Came from" part={view.referrers} csv={csv("referrers")} />
        <CountTable id="campaigns" title="UTM campaigns" first="Source / medium / campaign" part={view.campaigns} csv={csv("campaigns")} />
        <CountTable id="devices" title="Devices" first="Device" part={view.devices} csv={csv("devices")} />
      </div>

      <InsightSection id="leads" title="Leads by form" csv={csv("leads")}>
        <DataTable
          label="Leads by form"
          columns={[
            { header: "Form", cell: (row) => row.form },
            { header: "Sent from", cell: (row) => row.page },
            { header: "Leads", cell: (row) => row.leads, numeric: true },
          ]}
          rows={view.leads}
          rowKey={(row) => `${row.form}-${row.page}`}
          empty="No enquiries, messages, quote requests or affiliate applications in this period."
        />
      </InsightSection>
      <p className={`${card} text-sm text-ink/75 print:hidden`}>
        Revenue is what purchases paid when they were made, before any refund; the orders page has refunds and net totals.
      </p>
    </div>
  );
}

function TrafficChart({ view }: { view: View }) {
  const day = view.range.bucket === "day";
  return (
    <InsightChart
      id="chart-traffic"
      chart={view.traffic.chart}
      table={
        <DataTable
          label={`Visitors and page views ${day ? "per day" : "per month"}`}
          columns={[
            { header: day ? "Day" : "Month", cell: (row) => row.label },
            { header: "Page views", cell: (row) => row.views.toLocaleString("en-US"), numeric: true },
            { header: "Visitors", cell: (row) => row.visitors.toLocaleString("en-US"), numeric: true },
          ]}
          rows={view.traffic.rows}
          rowKey={(row) => row.key}
        />
      }
    />
  );
}

export const meta: MetaFunction = () => [{ title: "Insights · Admin" }, { name: "robots", content: "noindex" }];
