import { Form, Link, useNavigation } from "@remix-run/react";
import { TextField } from "~/components/forms/text-field";
import type { FormResult } from "~/components/forms/use-form-submit";
import { useSiteSettings } from "~/components/page-context";
import { LIMITS } from "~/utils/form-limits";
import { SITE } from "~/content/site";
import { lines } from "~/utils/contact-format";
import { formatDay } from "~/utils/dates";
import { useHydrated } from "~/utils/use-hydrated";

export type ReceiptView = {
  orderId: string;
  productName: string;
  /** As charged, to the cent (formatExactPrice), with " / month" for a subscription. */
  price: string;
  /** With a promotion code: the price before it, and the code with what it took off (`price` is then what was paid). */
  listPrice?: string | null;
  discount?: { code: string; amount: string } | null;
  monthly: boolean;
  paidAt: string;
  refundedAt: string | null;
  testMode: boolean;
  reference: { kind: string; value: string };
  buyer: { name: string; email: string; company: string | null; taxId: string | null };
  /** The seller's details as they were when the order was paid. */
  seller: { postalAddress: string; email: string; phone: string };
};

/**
 * A printable receipt: complete as a plain page (the seller, the buyer, the
 * item, the price as charged, the date and the payment reference); with
 * JavaScript a button opens the print dialog. The site's header and footer
 * are left off the print (app/tailwind.css, data-print-alone).
 */
/** Where the page's back link leads; an admin's copy leads to the orders and has no form (the details are the buyer's). */
type Back = { to: string; label: string };

export function Receipt({ receipt, result, back }: { receipt: ReceiptView; result?: FormResult; back?: Back }) {
  const site = useSiteSettings();
  const address = lines(receipt.seller.postalAddress).filter((line) => line !== SITE.name);
  return (
    <main data-print-alone className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link to={back?.to ?? "/account"} className="inline-flex min-h-11 items-center font-semibold text-teal underline">
          {back?.label ?? "Back to my account"}
        </Link>
        <PrintButton />
      </div>
      <article aria-labelledby="receipt-title" className="rounded-2xl bg-white p-6 shadow-sm sm:p-10 print:rounded-none print:p-0 print:shadow-none">
        <div className="flex flex-col gap-6 sm:flex-row sm:justify-between">
          <div>
            <h1 id="receipt-title" className="text-3xl font-bold text-teal">
              Receipt
            </h1>
            <p className="mt-1 text-sm text-ink/70">
              Order number <span className="break-all font-mono text-ink">{receipt.orderId}</span>
            </p>
          </div>
          <address className="text-sm not-italic sm:text-right">
            <span className="block text-xs font-semibold tracking-wide text-ink/70 uppercase">Seller</span>
            <strong className="block">{SITE.name}</strong>
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{receipt.seller.email}</span>
            <span className="block">{receipt.seller.phone}</span>
          </address>
        </div>
        {receipt.testMode ? (
          <p role="note" className="mt-6 rounded-md border-2 border-dashed border-amber bg-amber-light/15 p-3 text-sm font-semibold">
            Test mode: this order was completed without a real payment, and nothing was charged.
          </p>
        ) : null}
        <dl className="mt-8 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[11rem_1fr] sm:gap-y-3">
          <dt className="text-ink/70">Billed to</dt>
          <dd className="mb-2 break-all sm:mb-0">
            {receipt.buyer.company ? <span className="block font-semibold">{receipt.buyer.company}</span> : null}
            {receipt.buyer.name ? <span className="block">{receipt.buyer.name}</span> : null}
            <span className="block">{receipt.buyer.email}</span>
            {receipt.buyer.taxId ? <span className="block">Tax ID: {receipt.buyer.taxId}</span> : null}
          </dd>
          <dt className="text-ink/70">Date paid</dt>
          <dd className="mb-2 sm:mb-0">
            <time dateTime={receipt.paidAt}>{formatDay(receipt.paidAt)}</time>
          </dd>
          <dt className="text-ink/70">Payment reference</dt>
          <dd className="mb-2 sm:mb-0">
            <span className="block break-all font-mono" data-payment-reference>
              {receipt.reference.value}
            </span>
            <span className="block text-ink/70">{receipt.reference.kind}</span>
          </dd>
          <dt className="text-ink/70">Status</dt>
          <dd>{receipt.refundedAt ? `Refunded on ${formatDay(receipt.refundedAt)}` : "Paid"}</dd>
        </dl>
        <table className="mt-8 w-full text-left text-sm">
          <thead className="border-b border-ink/20 text-ink/70">
            <tr>
              <th scope="col" className="py-2 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-ink/10">
              <td className="py-3 pr-4">
                {receipt.productName}
                {receipt.monthly ? <span className="block text-ink/70">Subscription, billed monthly</span> : null}
              </td>
              <td className="py-3 text-right whitespace-nowrap" data-price>
                {receipt.listPrice ?? receipt.price}
              </td>
            </tr>
            {receipt.discount ? (
              <tr className="border-b border-ink/10">
                <td className="py-3 pr-4">
                  Promotion code <span className="font-semibold" data-code>{receipt.discount.code}</span>
                  {receipt.monthly ? <span className="block text-ink/70">On the first month</span> : null}
                </td>
                <td className="py-3 text-right whitespace-nowrap" data-discount>
                  −{receipt.discount.amount}
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-3 pr-4 font-semibold">
                Total paid
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap" data-total>
                {receipt.price}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-8 text-sm text-ink/70">
          Questions about this order? Write to {site.contactEmail} and quote the order number.
        </p>
      </article>
      {back ? null : <BusinessDetailsForm receipt={receipt} result={result} />}
    </main>
  );
}

/** A company name and tax ID for the receipt, e.g. for a business's books. Not printed. */
function BusinessDetailsForm({ receipt, result }: { receipt: ReceiptView; result?: FormResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="business-details" className="mt-8 rounded-2xl bg-white p-6 shadow-sm print:hidden">
      <h2 id="business-details" className="text-lg font-semibold text-ink">
        Business details
      </h2>
      <p className="mt-1 text-sm text-ink/75">Buying for a business? Add its name and tax ID to this receipt.</p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField form="receipt" name="company" label="Company name" optional result={result} initial={receipt.buyer.company ?? ""} maxLength={LIMITS.company} autoComplete="organization" />
        <TextField form="receipt" name="taxId" label="Tax ID" optional hint="VAT, GST or tax number." result={result} initial={receipt.buyer.taxId ?? ""} maxLength={LIMITS.taxId} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-teal px-5 py-2 font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
            {busy ? "Saving..." : "Save to receipt"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Only with JavaScript (a button that did nothing would mislead); the page prints from the browser's menu anyway. */
function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return <p className="text-sm text-ink/70">To print or save as PDF, use your browser's Print command.</p>;
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
      Print receipt
    </button>
  );
}
