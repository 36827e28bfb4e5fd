import { Form, Link } from "@remix-run/react";
import { formatDay } from "~/utils/dates";
import { formatExactPrice, type Currency } from "~/utils/money";

export type OrderView = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  amountCents: number;
  currency: Currency;
  status: string;
  mode: string;
  monthly: boolean;
  createdAt: string;
  refundable: boolean;
};

type Filter = { status: string | null; productId: string | null; from: string | null; to: string | null; customerId: string | null };
type Totals = { currency: string; paidOrders: number; salesCents: number; refundedOrders: number; refundedCents: number; netCents: number };

const field = "text-input mt-1 block w-full";

/** A plain GET form: every filter is a URL, with or without JavaScript. */
export function OrderFilters({ filter, statuses, products }: { filter: Filter; statuses: readonly string[]; products: { id: string; name: string }[] }) {
  return (
    <Form method="get" className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter orders">
      {filter.customerId ? <input type="hidden" name="customer" value={filter.customerId} /> : null}
      <label className="text-sm font-medium">
        Status
        <select name="status" defaultValue={filter.status ?? ""} className={field}>
          <option value="">Any status</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Product
        <select name="product" defaultValue={filter.productId ?? ""} className={field}>
          <option value="">Any product</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        From (UTC day)
        <input type="date" name="from" defaultValue={filter.from ?? ""} className={field} />
      </label>
      <label className="text-sm font-medium">
        To (UTC day)
        <input type="date" name="to" defaultValue={filter.to ?? ""} className={field} />
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" className="min-h-11 rounded-md bg-teal px-4 font-semibold text-white hover:bg-teal-dark">
          Apply
        </button>
        <Link to={filter.customerId ? `/admin/orders?customer=${encodeURIComponent(filter.customerId)}` : "/admin/orders"} className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** What the filtered orders took, gave back and kept, per currency. */
export function OrderTotals({ totals }: { totals: Totals[] }) {
  if (totals.length === 0) return <p className="mt-6 text-ink/75">No orders match.</p>;
  return (
    <section aria-labelledby="order-totals" className="mt-6">
      <h2 id="order-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {totals.map((t) => (
          <div key={t.currency} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10" data-totals={t.currency}>
            <dt className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{t.currency}</dt>
            <dd className="mt-1 text-sm">
              <span className="block text-2xl font-bold text-ink" data-net>
                {formatExactPrice(t.netCents, t.currency as Currency)}
              </span>
              <span className="block text-ink/75">
                {t.paidOrders} paid · {formatExactPrice(t.salesCents, t.currency as Currency)} sales
              </span>
              <span className="block text-ink/75">
                {t.refundedOrders} refunded · {formatExactPrice(t.refundedCents, t.currency as Currency)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OrderTable({ orders, query }: { orders: OrderView[]; query: string }) {
  if (orders.length === 0) return null;
  const refundHref = (id: string) => `/admin/orders?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), refund: id })}`;
  return (
    <div className="scroll-hint mt-6 overflow-x-auto rounded-2xl shadow-sm ring-1 ring-ink/10 [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Orders, scrolls sideways">
      <table className="w-full text-left text-sm">
        <thead className="text-ink/70">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Date</th>
            <th scope="col" className="px-4 py-3 font-medium">Customer</th>
            <th scope="col" className="px-4 py-3 font-medium">Product</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-ink/10 align-top" data-order-id={order.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDay(order.createdAt)}</td>
              <td className="px-4 py-3">
                <Link to={`/admin/orders?customer=${encodeURIComponent(order.userId)}`} className="font-semibold text-teal underline">
                  {order.customerName || order.customerEmail}
                </Link>
                <span className="block text-xs text-ink/70">{order.customerEmail}</span>
              </td>
              <td className="px-4 py-3">{order.productName}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatExactPrice(order.amountCents, order.currency)}
                {order.monthly ? " / month" : ""}
              </td>
              <td className="px-4 py-3">
                {order.status}
                {order.mode === "test" ? <span className="ml-1 text-xs text-ink/70">(test mode)</span> : null}
              </td>
              <td className="px-4 py-3">
                {order.refundable ? (
                  <Link to={refundHref(order.id)} preventScrollReset className="inline-flex min-h-11 items-center font-semibold text-terracotta underline">
                    Refund<span className="sr-only"> order {order.id}</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The refund, said plainly before it happens: a page state, so it works without JavaScript. */
export function RefundConfirm({ order, cancelHref, action }: { order: OrderView; cancelHref: string; action: string }) {
  return (
    <section aria-labelledby="refund-confirm" className="mt-6 rounded-2xl border-l-4 border-terracotta bg-white p-5 shadow-sm">
      <h2 id="refund-confirm" className="text-lg font-semibold text-ink">
        Refund {formatExactPrice(order.amountCents, order.currency)} to {order.customerName || order.customerEmail || "this customer"}?
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        {order.productName}, ordered {formatDay(order.createdAt)}. The buyer loses what it gave (premium access only if nothing else paid remains) and gets a refund notice.
        {order.mode === "test" ? " Test mode: no money moves." : " Stripe returns the payment to the card."}
      </p>
      {order.refundable ? (
        <Form method="post" action={action} className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="orderId" value={order.id} />
          <button type="submit" className="min-h-11 rounded-md bg-terracotta px-4 font-semibold text-white">
            Refund the order
          </button>
          <Link to={cancelHref} className="inline-flex min-h-11 items-center font-semibold text-teal underline">
            Keep it
          </Link>
        </Form>
      ) : (
        <p className="mt-3 text-sm font-semibold text-terracotta">This order cannot be refunded here ({order.status}).</p>
      )}
    </section>
  );
}

type Customer = { id: string; email: string; fullName: string; role: string; createdAt: string; emailVerifiedAt: string | null; deletedAt: Date | string | null; hasAccess: boolean | null; stripeCustomerId: string | null };

export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <section aria-labelledby="customer" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <h2 id="customer" className="text-lg font-semibold text-ink">
        Account
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-ink/70">Name</dt>
        <dd>{customer.fullName}</dd>
        <dt className="text-ink/70">E-mail</dt>
        <dd className="break-all">{customer.email || "—"}</dd>
        <dt className="text-ink/70">Signed up</dt>
        <dd>{formatDay(customer.createdAt)}</dd>
        <dt className="text-ink/70">E-mail verified</dt>
        <dd>{customer.emailVerifiedAt ? formatDay(customer.emailVerifiedAt) : "Not yet"}</dd>
        <dt className="text-ink/70">Premium access</dt>
        <dd>{customer.hasAccess ? "Yes" : "No"}</dd>
        <dt className="text-ink/70">Role</dt>
        <dd>{customer.deletedAt ? "Deleted account" : customer.role}</dd>
        {customer.stripeCustomerId ? (
          <>
            <dt className="text-ink/70">Stripe customer</dt>
            <dd className="font-mono break-all">{customer.stripeCustomerId}</dd>
          </>
        ) : null}
      </dl>
      <Link to="/admin/orders" className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
        All orders
      </Link>
    </section>
  );
}
