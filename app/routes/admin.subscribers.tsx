import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { PaginationNav } from "~/components/blog/pagination-nav";
import { CountCards, ImportForm, SearchForm, SubscriberTable, SuppressionTable, type ActionAnswer } from "~/components/admin/subscribers";
import { FormError } from "~/components/form-fields";
import {
  countSubscribers,
  countSuppressions,
  data,
  importSubscribers,
  isSubscriberStatus,
  liftSuppression,
  listSubscribers,
  listSuppressions,
  parseAction,
  redirectWithSuccess,
  requireAdmin,
  SUBSCRIBER_IMPORT,
  subscriberAdminSchema,
  subscriberCounts,
  subscriberGrowth,
  subscriberGrowthHtml,
} from "~/services/newsletter/subscribers-route.server";
import { clampPage, pageCount, parsePage } from "~/utils/pagination";

const PAGE_SIZE = 25;
/** What a refused import sends back of its pasted text, to fill the box again. */
const KEPT_CSV = 100_000;

/**
 * The newsletter's list for the admin: counts, growth per week, search, the
 * list paged, CSV export and import (docs/decisions/223); `?tab=suppressed`
 * lists the suppressed addresses with Lift. Every form is a plain GET or POST.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "suppressed" ? "suppressed" : "subscribers";
  const search = (url.searchParams.get("q") ?? "").slice(0, 200);
  const statusParam = url.searchParams.get("status");
  const status = isSubscriberStatus(statusParam) ? statusParam : null;
  const total = tab === "suppressed" ? countSuppressions(search) : countSubscribers({ search, status });
  const page = clampPage(parsePage(url.searchParams.get("page")), total, PAGE_SIZE);
  const offset = (page - 1) * PAGE_SIZE;
  return {
    tab,
    search,
    status,
    total,
    page,
    pageCount: pageCount(total, PAGE_SIZE),
    counts: subscriberCounts(),
    growthHtml: tab === "subscribers" ? subscriberGrowthHtml(subscriberGrowth()) : null,
    subscribers:
      tab === "subscribers"
        ? listSubscribers({ search, status }, PAGE_SIZE, offset).map((s) => ({
            id: s.id,
            email: s.email,
            name: s.name ?? "",
            status: s.status,
            suppressed: s.suppressed,
            source: s.source,
            consentAt: s.consentAt?.toISOString() ?? null,
            consentNote: s.consentNote,
            createdAt: s.createdAt.toISOString(),
          }))
        : [],
    suppressions:
      tab === "suppressed"
        ? listSuppressions({ search, limit: PAGE_SIZE, offset }).map((s) => ({ email: s.email, reason: s.reason, detail: s.detail, createdAt: s.createdAt.toISOString() }))
        : [],
    importRows: SUBSCRIBER_IMPORT.rows,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, subscriberAdminSchema, { keepUpTo: { csv: KEPT_CSV } });
  if (!parsed.ok) return data<ActionAnswer>({ intent: parsed.intent ?? null, fieldErrors: parsed.fieldErrors, fields: parsed.fields }, { status: 400 });
  if (parsed.data.intent === "lift") {
    const { email } = parsed.data;
    if (!liftSuppression(email)) return data<ActionAnswer>({ intent: "lift", error: `${email} is not on the suppression list (any more).` }, { status: 404 });
    const back = new URL(request.url);
    return redirectWithSuccess(`/admin/subscribers${back.search || "?tab=suppressed"}`, `${email} may receive the newsletter again.`);
  }
  const { csv, consentNote } = parsed.data;
  const fields = { csv: csv.slice(0, KEPT_CSV), consentNote };
  const file = parsed.form.get("file");
  const fileGiven = typeof file === "object" && file !== null && file.size > 0;
  if (fileGiven && csv.trim()) return data<ActionAnswer>({ intent: "import", fields, error: "Give a file or pasted lines, not both." }, { status: 400 });
  if (fileGiven && file.size > SUBSCRIBER_IMPORT.bytes) return data<ActionAnswer>({ intent: "import", fields, error: SUBSCRIBER_IMPORT.tooLarge }, { status: 413 });
  const result = importSubscribers(fileGiven ? await file.text() : csv, consentNote);
  if (!result.ok) return data<ActionAnswer>({ intent: "import", fields, error: result.error }, { status: 400 });
  return data<ActionAnswer>({ intent: "import", result });
}

/** After a refused lift too (another admin lifted it meanwhile) the page is read again, so it shows what is true now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export default function AdminSubscribers() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (view.tab === "suppressed") params.set("tab", "suppressed");
    if (view.search) params.set("q", view.search);
    if (view.status) params.set("status", view.status);
    if (page > 1) params.set("page", String(page));
    return params.size ? `?${params}` : "";
  };
  const csvQuery = new URLSearchParams({ ...(view.search ? { q: view.search } : {}), ...(view.status ? { status: view.status } : {}) });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">Subscribers</h1>
        <a href={`/admin/subscribers.csv${csvQuery.size ? `?${csvQuery}` : ""}`} className="inline-flex min-h-11 items-center rounded-md border border-ink/20 px-3 text-sm font-semibold hover:bg-white" download>
          Export CSV
        </a>
      </div>
      <CountCards counts={view.counts} />
      <nav aria-label="Subscriber lists" className="mt-6 flex flex-wrap gap-2 text-sm">
        <TabLink to="/admin/subscribers" active={view.tab === "subscribers"} label="Subscribers" />
        <TabLink to="/admin/subscribers?tab=suppressed" active={view.tab === "suppressed"} label={`Suppressed (${view.counts.suppressed.toLocaleString("en-US")})`} />
      </nav>
      {answer && "error" in answer && answer.intent === "lift" ? (
        <div className="mt-4">
          <FormError message={answer.error} />
        </div>
      ) : null}
      {view.tab === "subscribers" ? (
        <>
          {view.growthHtml ? <div dangerouslySetInnerHTML={{ __html: view.growthHtml }} /> : null}
          <ImportForm answer={answer ?? null} maxRows={view.importRows} />
          <SearchForm tab="subscribers" search={view.search} status={view.status} />
          <p className="mt-4 text-sm text-ink/70" aria-live="polite">
            {view.total.toLocaleString("en-US")} {view.total === 1 ? "subscriber" : "subscribers"}
            {view.search || view.status ? (view.total === 1 ? " matches" : " match") : ""}
          </p>
          <SubscriberTable rows={view.subscribers} />
        </>
      ) : (
        <>
          <p className="mt-6 max-w-2xl text-sm text-ink/80">
            No newsletter goes to these addresses: their mailbox refused mail for good, or their reader reported our mail as spam. Lift one only when you know the address works again and its owner wants the mail.
          </p>
          <SearchForm tab="suppressed" search={view.search} status={null} />
          <p className="mt-4 text-sm text-ink/70" aria-live="polite">
            {view.total.toLocaleString("en-US")} suppressed {view.total === 1 ? "address" : "addresses"}
            {view.search ? (view.total === 1 ? " matches" : " match") : ""}
          </p>
          <SuppressionTable rows={view.suppressions} action={`/admin/subscribers${query(view.page)}`} />
        </>
      )}
      <PaginationNav page={view.page} count={view.pageCount} hrefFor={(n) => `/admin/subscribers${query(n)}`} />
    </>
  );
}

function TabLink({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={`inline-flex min-h-11 items-center rounded-full px-4 ${active ? "bg-teal text-white" : "bg-white text-ink/80 hover:bg-cream"}`}>
      {label}
    </Link>
  );
}

export const meta: MetaFunction = () => [{ title: "Subscribers | Admin" }, { name: "robots", content: "noindex" }];
