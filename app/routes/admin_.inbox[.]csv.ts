import type { LoaderFunctionArgs } from "@remix-run/node";
import { listInbox } from "~/models/inbox.server";
import { INBOX_KINDS } from "~/utils/inbox-kinds";
import { requireAdmin } from "~/services/auth/auth.server";
import { toCsv } from "~/utils/csv";
import { CACHE_CONTROL } from "../../server/policy/index.js";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("kind");
  const kind = INBOX_KINDS.find((k) => k === requested);
  const rows = listInbox(kind).map((i) => [
    i.kind,
    String(i.id),
    i.createdAt.toISOString(),
    i.name,
    i.email,
    i.company ?? "",
    i.summary,
    i.details.join("; "),
    i.handledAt?.toISOString() ?? "",
  ]);
  const csv = toCsv([["kind", "id", "received_at", "name", "email", "company", "message", "details", "handled_at"], ...rows]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": CACHE_CONTROL.never,
    },
  });
}
