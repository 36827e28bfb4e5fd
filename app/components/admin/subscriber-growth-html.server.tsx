import { renderToStaticMarkup } from "react-dom/server";
import { InsightChart } from "~/components/insights/insight-chart";
import { card, DataTable } from "~/components/insights/insight-parts";
import type { Growth } from "~/services/newsletter/subscriber-growth.server";

/**
 * The subscribers page's growth chart and its table, drawn as HTML by the
 * server: nothing on it moves, so the page need not load the chart's code
 * (docs/decisions/224).
 */
export function subscriberGrowthHtml(growth: Growth): string {
  return renderToStaticMarkup(
    <section aria-labelledby="growth-title" className={`${card} mt-6`}>
      <h2 id="growth-title" className="mb-3 text-lg font-semibold">
        Growth
      </h2>
      <InsightChart
        id="chart-subscribers"
        chart={growth.chart}
        table={
          <DataTable
            label="Confirmed subscribers per week"
            columns={[
              { header: "Week of", cell: (row) => row.key },
              { header: "Joined", cell: (row) => row.joined.toLocaleString("en-US"), numeric: true },
              { header: "Left", cell: (row) => row.left.toLocaleString("en-US"), numeric: true },
              { header: "At the week's end", cell: (row) => row.total.toLocaleString("en-US"), numeric: true },
            ]}
            rows={growth.rows}
            rowKey={(row) => row.key}
          />
        }
      />
    </section>,
  );
}
