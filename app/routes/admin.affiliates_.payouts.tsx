/**
 * /admin/affiliates/payouts: a month's affiliate payouts (docs/decisions/214).
 * Opens on the last month that ended; per affiliate and currency the approved
 * balance due, those under the minimum carried forward, a CSV, and "Mark paid"
 * with the payment's reference. A paid month shows what was paid. Plain GET
 * and POST forms.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MarkPaidForm, PayoutTable, type PayoutLineView } from "~/components/admin/affiliate-payouts";
import { FormError, inputClass } from "~/components/form-fields";
import { requireAdmin } from "~/services/auth/auth.server";
import { minimumPayoutCents, refundWindowDays } from "~/services/affiliates/commissions.server";
import { endedMonths, lastEndedMonth, markMonthPaid, monthLabel, monthPayouts, parseMonth, type PaidLine, type PayoutLine } from "~/services/affiliates/payouts.server";
import { isPaymentTestMode } from "~/services/checkout/stripe.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { formatDay } from "~/utils/dates";
import { affiliatePayoutSchema } from "~/utils/forms.server";
import { formatExactPrice } from "~/utils/money";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("month");
  const chosen = asked === null || asked === "" ? lastEndedMonth(now) : parseMonth(asked);
  const period = chosen ?? lastEndedMonth(now);
  const months = endedMonths(now);
  if (!months.includes(period)) months.unshift(period);
  const month = monthPayouts(period, now);
  const view = {
    month: period,
    label: monthLabel(period),
    months: months.map((value) => ({ value, label: monthLabel(value) })),
    error: chosen ? null : "Choose a month from the list.",
    testMode: isPaymentTestMode(),
    terms: { windowDays: refundWindowDays(), minimum: `${formatExactPrice(minimumPayoutCents("usd"), "usd")} or ${formatExactPrice(minimumPayoutCents("thb"), "thb")}` },
    open: month.state === "open" ? month.reason : null,
    paid:
      month.state === "paid"
        ? { on: formatDay(month.paid[0]!.paidAt), reference: month.paid[0]!.reference, lines: month.paid.map(paidView) }
        : null,
    due: month.state === "payable" ? month.due.map(lineView) : [],
    carried: month.state === "payable" ? month.carried.map(lineView) : [],
    check: month.state === "payable" ? month.check : "",
  };
  return data(view, { status: view.error ? 400 : 200 });
}

const money = (line: Pick<PayoutLine, "currency" | "grossCents" | "commissionCents" | "adjustmentCents" | "netCents">) => ({
  gross: formatExactPrice(line.grossCents, line.currency),
  commission: formatExactPrice(line.commissionCents, line.currency),
  adjustments: formatExactPrice(line.adjustmentCents, line.currency),
  net: formatExactPrice(line.netCents, line.currency),
});

function lineView(line: PayoutLine): PayoutLineView {
  const { name, email, suspended, currency, orders, testOrders } = line;
  return { key: `${line.affiliateId}-${currency}`, name, email, suspended, currency, orders, testOrders, ...money(line) };
}

function paidView(line: PaidLine): PayoutLineView {
  const { name, email, currency, orders } = line;
  return { key: line.id, name, email, suspended: line.status !== "active", currency, orders, testOrders: 0, ...money(line) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, affiliatePayoutSchema);
  if (!parsed.ok) return data({ error: parsed.fieldErrors.reference ? null : "Choose a month, then mark it paid.", fieldErrors: parsed.fieldErrors, fields: parsed.fields }, { status: 400 });
  const { month, reference, check } = parsed.data;
  const outcome = markMonthPaid(month, reference, check);
  if (!outcome.ok) return data({ error: outcome.error, fieldErrors: {} as Record<string, string>, fields: parsed.fields }, { status: outcome.status });
  return redirectWithSuccess(`/admin/affiliates/payouts?month=${month}`, {
    message: `${monthLabel(month)} marked paid`,
    description: outcome.paid === 1 ? "The affiliate's statement is on its way." : `${outcome.paid} statements are on their way to the affiliates.`,
  });
}

export default function AdminAffiliatePayouts() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const typed = typeof answer?.fields.reference === "string" ? answer.fields.reference : undefined;
  const referenceError = answer && "reference" in answer.fieldErrors ? answer.fieldErrors.reference : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">Affiliate payouts</h1>
        <a href={`/admin/affiliates/payouts.csv?month=${view.month}`} download className="inline-flex min-h-11 items-center rounded-md border border-ink/20 px-3 text-sm font-semibold hover:bg-white">
          Export CSV
        </a>
      </div>
      <p className="max-w-2xl text-sm text-ink/75">
        Months are in UTC. A commission is approved {view.terms.windowDays} days after its sale, once the refund window has passed; a month pays every approved commission not paid before, less refunds of sales paid earlier. A balance is paid from {view.terms.minimum}; a smaller one carries to the next month.
      </p>
      {view.testMode ? (
        <p className="rounded-md border-2 border-dashed border-amber bg-white/60 p-3 text-sm" data-test-mode>
          Test mode: no Stripe key is set, so sales on this site take no money. Commissions on test-mode orders are for trying the programme out.
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose the month">
        <div>
          <label htmlFor="payout-month" className="block text-sm font-medium">
            Month
          </label>
          <select id="payout-month" name="month" defaultValue={view.month} className={`${inputClass} mt-1 block`}>
            {view.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-md border border-ink/20 px-4 font-semibold hover:bg-white">
          Show
        </button>
      </Form>
      {view.error ? <FormError message={view.error} /> : null}
      <FormError message={answer?.error ?? undefined} />
      <section aria-labelledby="month-heading">
        <h2 id="month-heading" className="text-xl font-semibold">
          {view.label}
        </h2>
        {view.open ? <p className="mt-3 text-ink/75">{view.open}</p> : null}
        {view.paid ? (
          <>
            <p className="mt-3 text-sm" data-paid-reference={view.paid.reference}>
              Paid on {view.paid.on} with the reference <span className="font-semibold">{view.paid.reference}</span>. Each affiliate was mailed a statement.
            </p>
            <PayoutTable lines={view.paid.lines} label={`Payouts of ${view.label}`} />
          </>
        ) : null}
        {!view.open && !view.paid ? (
          view.due.length ? (
            <>
              <p className="mt-3 text-sm text-ink/75">{`Due for ${view.label}:`}</p>
              <PayoutTable lines={view.due} label={`Due for ${view.label}`} />
              <MarkPaidForm month={view.month} label={view.label} check={view.check} count={view.due.length} error={referenceError} reference={typed} busy={busy} />
            </>
          ) : (
            <p className="mt-3 text-ink/75" data-nothing-due>
              {`Nobody is owed a payout for ${view.label}.`}
            </p>
          )
        ) : null}
      </section>
      {view.carried.length ? (
        <section aria-labelledby="carried-heading">
          <h2 id="carried-heading" className="text-xl font-semibold">
            Carried forward
          </h2>
          <p className="mt-2 text-sm text-ink/75">Under the minimum, or less than nothing after refunds: these balances wait for a later month.</p>
          <PayoutTable lines={view.carried} label="Carried forward" />
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Affiliate payouts | Admin" }, { name: "robots", content: "noindex" }];
