import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/auth/auth.server";
import { CSV_TABLES, insightsCsv } from "~/services/insights/dashboard.server";
import { readFunnelSort } from "~/services/insights/funnel-rows.server";
import { chooseRange } from "~/services/insights/insight-range.server";
import { toCsv } from "~/utils/csv";
import { CACHE_CONTROL } from "../../server/policy/index.js";

/**
 * One table of /admin/insights as CSV (`?table=`, the headline figures when
 * none is named, and the page's range):
 * every row, not only the ones the page shows; amounts in the currency's
 * units, formula-safe cells (utils/csv.ts: paths, referrers and campaigns are
 * what visitors sent).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const plain = (status: number, text: string) =>
    new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.never } });
  // Without `table`, the headline figures.
  const table = CSV_TABLES.find((name) => name === (params.get("table") ?? "summary"));
  if (!table) return plain(400, `Name a table: ${CSV_TABLES.join(", ")}.`);
  const now = new Date();
  const { range, error } = chooseRange(params, now);
  if (error) return plain(400, error.replace(/ Showing the last 30 days instead\.$/, ""));
  const rows = insightsCsv(table, range, readFunnelSort(params), now);
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${table}-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": CACHE_CONTROL.never,
    },
  });
}
