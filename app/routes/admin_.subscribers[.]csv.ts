import type { LoaderFunctionArgs } from "@remix-run/node";
import { allSubscribers, isSubscriberStatus } from "~/models/subscriber-admin.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { toCsv } from "~/utils/csv";
import { CACHE_CONTROL } from "../../server/policy/index.js";

/**
 * The subscribers as CSV (the page's search and status apply). Names and
 * consent notes are typed by visitors and admins: toCsv defuses a cell a
 * spreadsheet would run as a formula.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const rows = allSubscribers({ search: (url.searchParams.get("q") ?? "").slice(0, 200), status: isSubscriberStatus(status) ? status : null }).map((s) => [
    s.email,
    s.name ?? "",
    s.status,
    s.source,
    s.consentAt?.toISOString() ?? "",
    s.consentNote,
    s.createdAt.toISOString(),
  ]);
  const csv = toCsv([["email", "name", "status", "source", "consentAt", "consentNote", "createdAt"], ...rows]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": CACHE_CONTROL.never,
    },
  });
}
