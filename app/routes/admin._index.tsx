import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DraftList } from "~/components/admin/draft-list";
import { WeekHeadline } from "~/components/insights/week-headline";
import { MailSetupWarning } from "~/components/admin/mail-setup-warning";
import { PlaceholderLinks } from "~/components/admin/placeholder-links";
import { RateLimits } from "~/components/admin/rate-limits";
import { RecentOrders } from "~/components/admin/recent-orders";
import { ReplicationSummary } from "~/components/admin/replication-summary";
import { ScheduleSummary } from "~/components/admin/schedule-summary";
import {
  currentStorageFault,
  data,
  getEnv,
  isMaintenanceOn,
  limitRows,
  listDrafts,
  listRecentOrders,
  mailSetupProblems,
  maintenanceSchema,
  parseAction,
  placeholdersIn,
  readSiteSettingValues,
  redirectWithSuccess,
  replicationState,
  requireAdmin,
  scheduleState,
  setMaintenance,
  weekHeadline,
} from "~/services/ops/overview-route.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const orders = listRecentOrders(20).map(({ id, customerName, customerEmail, productName, amountCents, currency, status, mode, createdAt }) => ({
    id, customerName, customerEmail, productName, amountCents, currency, status, mode, createdAt: createdAt.toISOString(),
  }));
  const fault = currentStorageFault();
  const storageFault = fault ? { code: fault.code, where: fault.where, since: fault.since.toISOString() } : null;
  const drafts = listDrafts().map((post) => ({ ...post, createdAt: post.createdAt.toISOString() }));
  return {
    maintenance: isMaintenanceOn(),
    forcedByEnv: getEnv().MAINTENANCE_MODE,
    orders,
    schedule: scheduleState(),
    storageFault,
    mailProblems: mailSetupProblems(),
    drafts,
    replication: replicationState(),
    placeholders: placeholdersIn(readSiteSettingValues()),
    limits: limitRows(),
    insights: weekHeadline(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, maintenanceSchema);
  if (!parsed.ok) return data({ error: "Unknown action." }, { status: 400 });
  const on = parsed.data.maintenance === "on";
  setMaintenance(on);
  return redirectWithSuccess("/admin", on ? "Maintenance mode is on" : "Maintenance mode is off");
}

export default function AdminOverview() {
  const { maintenance, forcedByEnv, orders, schedule, storageFault, mailProblems, drafts, replication, placeholders, limits, insights } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-teal">Admin</h1>
      {storageFault ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <strong>Storage is failing:</strong> writes answer 503 since {storageFault.since} ({storageFault.code}, first at{" "}
          {storageFault.where}). Visitors can read but nothing they send is saved. Free space in the data folder (see
          docs/operations.md); the site recovers by itself.
        </p>
      ) : null}
      <MailSetupWarning problems={mailProblems} />
      <PlaceholderLinks names={placeholders} />
      <DraftList drafts={drafts} />
      <WeekHeadline figures={insights.figures} period={insights.period} />
      <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="maintenance">
        <h2 id="maintenance" className="text-lg font-semibold">
          Maintenance mode
        </h2>
        <p className="mt-2 text-sm text-ink/70">
          While it is on, visitors see the maintenance page (503). Admins keep the whole site, with a banner; sign-in,
          the health check and the Stripe webhook keep working.
        </p>
        <p className="mt-4 text-sm">
          Status: <strong>{maintenance ? "On" : "Off"}</strong>
          {forcedByEnv ? " (forced by MAINTENANCE_MODE=1 in the environment)" : null}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="maintenance" value={maintenance ? "off" : "on"} />
          <button
            type="submit"
            disabled={forcedByEnv}
            className="rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60"
          >
            {maintenance ? "Turn maintenance off" : "Turn maintenance on"}
          </button>
        </Form>
      </section>
      <div className="mt-8 space-y-8">
        <ReplicationSummary replication={replication} />
        <ScheduleSummary schedule={schedule} />
        <RecentOrders orders={orders} />
        <RateLimits limits={limits} />
      </div>
    </>
  );
}
