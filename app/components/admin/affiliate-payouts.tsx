/** Pieces of /admin/affiliates/payouts: the month's lines and the "Mark paid" form. */
import { Form } from "@remix-run/react";
import { errorProps, Field, inputClass } from "~/components/form-fields";

export type PayoutLineView = {
  key: string;
  name: string;
  email: string;
  suspended: boolean;
  currency: string;
  orders: number;
  gross: string;
  commission: string;
  adjustments: string;
  net: string;
  testOrders: number;
};

export function PayoutTable({ lines, label }: { lines: PayoutLineView[]; label: string }) {
  return (
    <div className="scroll-hint mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label={`${label}, scrolls sideways`}>
      <table className="w-full text-left text-sm">
        <thead className="text-ink/70">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Affiliate</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Orders</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Gross</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Commission</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Adjustments</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Net</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-t border-ink/10 align-top" data-payout={line.email} data-currency={line.currency}>
              <td className="px-4 py-3">
                <span className="font-semibold">{line.name}</span>
                {line.suspended ? <span className="ml-2 rounded bg-terracotta/10 px-1.5 py-0.5 text-xs font-semibold text-terracotta">Suspended</span> : null}
                <span className="block text-xs break-all text-ink/70">{line.email}</span>
                {line.testOrders ? (
                  <span className="mt-1 block text-xs font-semibold text-ink" data-test-orders>
                    {line.testOrders === 1 ? "1 test-mode order" : `${line.testOrders} test-mode orders`}: no money was taken
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right" data-orders>{line.orders}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap" data-gross>{line.gross}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap" data-commission>{line.commission}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap" data-adjustments>{line.adjustments}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap" data-net>{line.net}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Records a payment made outside the site (bank transfer, PayPal…) with its reference; plain POST. */
export function MarkPaidForm({
  month,
  label,
  check,
  count,
  error,
  reference,
  busy,
}: {
  month: string;
  label: string;
  check: string;
  count: number;
  error?: string;
  reference?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10" aria-labelledby="mark-paid-heading">
      <h2 id="mark-paid-heading" className="text-lg font-semibold">
        Mark {label} paid
      </h2>
      <p className="text-sm text-ink/75">
        Pay the net amounts above first, then record the payment here. This locks the {count === 1 ? "commission paid" : `${count} affiliates' commissions`} and mails each affiliate a statement. A month is marked paid once.
      </p>
      <input type="hidden" name="intent" value="mark-paid" />
      <input type="hidden" name="month" value={month} />
      <input type="hidden" name="check" value={check} />
      <Field id="payout-reference" label="Payment reference" error={error} hint="The bank transfer's or PayPal batch's reference, as the affiliates will see it.">
        <input id="payout-reference" name="reference" required maxLength={100} defaultValue={reference} className={`${inputClass} mt-1 w-full`} {...errorProps("payout-reference", error)} />
      </Field>
      <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-teal px-4 font-semibold text-white hover:bg-teal-dark disabled:opacity-70 sm:w-auto">
        {busy ? "Marking paid..." : `Mark ${label} paid`}
      </button>
    </Form>
  );
}
