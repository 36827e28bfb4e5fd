import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/auth/auth.server";
import { lastEndedMonth, parseMonth, payoutCsv } from "~/services/affiliates/payouts.server";
import { toCsv } from "~/utils/csv";
import { CACHE_CONTROL } from "../../server/policy/index.js";

/**
 * A month's affiliate payouts as CSV (`?month=YYYY-MM`, else the last month that
 * ended): one row per affiliate and currency, money in the currency's units
 * ("12.34"); what was paid once the month is marked paid, what is due before.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked === null ? lastEndedMonth(now) : parseMonth(asked);
  if (!month) return new Response("Choose a month as YYYY-MM, for example ?month=2026-11.\n", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.never } });
  return new Response(toCsv(payoutCsv(month, now)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="affiliate-payouts-${month}.csv"`,
      "Cache-Control": CACHE_CONTROL.never,
    },
  });
}
