/**
 * /account/affiliate: an affiliate's own dashboard (docs/decisions/214). Their
 * link and code, clicks, orders and conversion for a period (a GET form),
 * pending / approved / paid totals, a month-by-month table and their CSV; all
 * read from the ledger the admin's payouts read. Personal and never kept: the
 * clicks change all the time. An account that is no affiliate's is told how to apply.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Balances, MonthTable, PeriodFigures, PeriodForm, ReferralLinks } from "~/components/account/affiliate-dashboard";
import { AFFILIATE_TERM_LINES } from "~/content/affiliate-terms";
import { requireUser } from "~/services/auth/auth.server";
import { affiliateDashboard, choosePeriod } from "~/services/affiliates/dashboard.server";
import { formatDay } from "~/utils/dates";
import { unlistedPage } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { period, errors } = choosePeriod(new URL(request.url).searchParams, new Date());
  const dashboard = affiliateDashboard(user.id, period);
  const status = !dashboard ? 404 : Object.keys(errors).length > 0 ? 400 : 200;
  // requireUser read the session: the response leaves private and unstored (settleCacheControl); no own page is declared.
  return data({ dashboard, period, errors }, { status });
}

const section = "rounded-2xl bg-white p-5 shadow-sm sm:p-6";

export default function AffiliateDashboardPage() {
  const { dashboard, period, errors } = useLoaderData<typeof loader>();
  if (!dashboard) return <NotAnAffiliate />;
  const csv = `/account/affiliate.csv?${new URLSearchParams(period)}`;
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-12 sm:py-16">
      <div>
        <p className="text-sm">
          <Link to="/account" className="font-semibold text-teal underline">
            My account
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-teal">Affiliate dashboard</h1>
        <p className="mt-1 text-ink/75">
          {dashboard.name} · code <span className="font-mono">{dashboard.code}</span> · {dashboard.ratePercent}% commission
        </p>
      </div>
      {dashboard.status === "suspended" ? (
        <p role="status" className="rounded-md bg-terracotta/10 p-4 text-sm text-terracotta" data-notice="suspended">
          <strong>Your affiliate account is suspended</strong>
          {dashboard.suspendedAt ? ` since ${formatDay(dashboard.suspendedAt)}` : ""}: your link and code no longer earn commissions. What you earned before stays below and is paid as usual. Please
          write to us through our{" "}
          <Link to="/contact" className="font-semibold underline">
            contact page
          </Link>{" "}
          with any questions.
        </p>
      ) : null}
      <ReferralLinks dashboard={dashboard} />
      <section className={section} aria-labelledby="balance">
        <h2 id="balance" className="text-lg font-semibold">
          Your commissions, all time
        </h2>
        <Balances dashboard={dashboard} />
        <p className="mt-3 text-xs text-ink/70">{AFFILIATE_TERM_LINES.slice(2, 4).join(" ")}</p>
      </section>
      <section className={section} aria-labelledby="period">
        <h2 id="period" className="text-lg font-semibold">
          By period
        </h2>
        <div className="mt-3">
          <PeriodForm from={period.from} to={period.to} errors={errors} />
        </div>
        <p className="mt-3 text-sm text-ink/75">
          {formatDay(period.from)} to {formatDay(period.to)} (UTC days)
        </p>
        <PeriodFigures dashboard={dashboard} />
        <h3 className="mt-6 font-semibold">Month by month</h3>
        <MonthTable months={dashboard.months} />
        <p className="mt-4">
          <a href={csv} download className="inline-flex min-h-11 items-center font-semibold text-teal underline">
            Download this period as CSV
          </a>
        </p>
      </section>
    </main>
  );
}

function NotAnAffiliate() {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
      <div className={section}>
        <h1 className="text-2xl font-bold text-teal">You're not an affiliate yet</h1>
        <p className="mt-3 text-ink/80">
          This page shows an affiliate's referral link and earnings. To join, send us an application: we review applications within 48 hours, and once approved we e-mail you a
          link that opens this dashboard. Sign in with the address you applied with.
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink/80">
          {AFFILIATE_TERM_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/affiliate" className="min-h-11 rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark">
            Apply to the affiliate programme
          </Link>
          <Link to="/account" className="min-h-11 rounded-md border border-ink/20 px-4 py-2.5 font-semibold hover:bg-white">
            Back to my account
          </Link>
        </div>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => unlistedPage("Affiliate dashboard");
