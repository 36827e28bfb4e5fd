/** An affiliate's own CSV for a period (`?from=&to=`, UTC days): their ledger rows, for them only and never stored. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth/auth.server";
import { affiliateCsvRows, choosePeriod } from "~/services/affiliates/dashboard.server";
import { PERSONAL_CACHE_CONTROL } from "~/utils/cache-control";
import { toCsv } from "~/utils/csv";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { period, errors } = choosePeriod(new URL(request.url).searchParams, new Date());
  const refusal = Object.values(errors)[0];
  if (refusal) return refused(400, refusal);
  const rows = affiliateCsvRows(user.id, period);
  if (!rows) return refused(404, "Your account is not linked to an affiliate: see /account/affiliate for how to apply.");
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="affiliate-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function refused(status: number, message: string) {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PERSONAL_CACHE_CONTROL } });
}
