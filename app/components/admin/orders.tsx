import { Form, Link } from "@remix-run/react";
import { formatDay } from "~/utils/dates";
import { formatExactPrice, type Currency } from "~/utils/money";

export type OrderView = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  /** What was charged (after a promotion code's discount). */
  amountCents: number;
  currency: Currency;
  promotionCode?: string | null;
  discountCents?: number | null;
  /** utils/order-state.ts: a paid order whose subscription ended is "ended". */
  state: string;
  stateLabel: string;
  mode: string;
  monthly: boolean;
  createdAt: string;
  /** When a refund was asked of Stripe for a still-paid order: it ends when Stripe confirms. */
  refundRequestedAt: string | null;
  /** Why it cannot be refunded here, or null when it can. */
  refusal: string | null;
  receipt: string | null;
};

type Filter = { status: string | null; productId: string | null; from: string | null; to: string | null; customerId: string | null };
type Totals = { currency: string; mode: string; paidOrders: number; salesCents: number; refundedOrders: number; refundedCents: number; netCents: number; requestedOrders: number; requestedCents: number };

const field = "text-input mt-1 block w-full";
const customerHref = (userId: string) => `/admin/orders?customer=${encodeURIComponent(userId)}`;

/** A plain GET form: every filter is a URL, with or without JavaScript. */
export function OrderFilters({ filter, states, products }: { filter: Filter; states: { value: string; label: string }[]; products: { id: string; name: string }[] }) {
  return (
    <Form method="get" className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter orders">
      {filter.customerId ? <input type="hidden" name="customer" value={filter.customerId} /> : null}
      <label className="text-sm font-medium">
        Status
        <select name="status" defaultValue={filter.status ?? ""} className={field}>
          <option value="">Any status</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
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
        <Link to={filter.customerId ? customerHref(filter.customerId) : "/admin/orders"} className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** What the filtered orders took, gave back and kept, per currency; test mode apart, since it took no money. */
export function OrderTotals({ totals }: { totals: Totals[] }) {
  if (totals.length === 0) return <p className="mt-6 text-ink/75">No orders match.</p>;
  return (
    <section aria-labelledby="order-totals" className="mt-6">
      <h2 id="order-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {totals.map((t) => {
          const money = (cents: number) => formatExactPrice(cents, t.currency as Currency);
          const test = t.mode === "test";
          return (
            <div key={`${t.mode}-${t.currency}`} className={`rounded-2xl p-4 shadow-sm ring-1 ring-ink/10 ${test ? "border-2 border-dashed border-amber bg-white/60" : "bg-white"}`} data-totals={test ? `${t.currency}-test` : t.currency}>
              <dt className="text-xs font-semibold tracking-wide text-ink/70">
                {t.currency.toUpperCase()}
                {test ? " · test mode, no money taken" : " · net"}
              </dt>
              <dd className="mt-1 text-sm">
                <span className="block text-2xl font-bold text-ink" data-net>
                  {money(t.netCents)}
                </span>
                <span className="block text-ink/75" data-paid>
                  {t.paidOrders} paid · {money(t.salesCents)}
                </span>
                <span className="block text-ink/75" data-refunded>
                  {t.refundedOrders} refunded · −{money(t.refundedCents)}
                </span>
                {t.requestedOrders ? (
                  <span className="block text-ink/75" data-requested>
                    {t.requestedOrders} refund requested · {money(t.requestedCents)}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function OrderTable({ orders, query }: { orders: OrderView[]; query: string }) {
  if (orders.length === 0) return null;
  const refundHref = (id: string) => `/admin/orders?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), refund: id })}#refund-confirm`;
  return (
    <div className="scroll-hint mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Orders, scrolls sideways">
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
            <tr key={order.id} id={`order-${order.id}`} className="border-t border-ink/10 align-top" data-order-id={order.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDay(order.createdAt)}</td>
              <td className="px-4 py-3">
                <Link to={customerHref(order.userId)} className="font-semibold text-teal underline">
                  {order.customerName || order.customerEmail}
                </Link>
                <span className="block text-xs text-ink/70">{order.customerEmail}</span>
              </td>
              <td className="px-4 py-3">{order.productName}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatExactPrice(order.amountCents, order.currency)}
                {order.monthly && !order.discountCents ? " / month" : ""}
                {order.discountCents ? (
                  <span className="block text-xs text-ink/70" data-code>
                    code {order.promotionCode}, −{formatExactPrice(order.discountCents, order.currency)}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3" data-state={order.state}>
                {order.stateLabel}
                {order.mode === "test" ? <span className="ml-1 text-xs text-ink/70">(test mode)</span> : null}
                {order.refundRequestedAt ? (
                  <span className="block text-xs font-semibold text-terracotta" data-refund-requested>
                    Refund requested {formatDay(order.refundRequestedAt)}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="flex gap-4">
                  {order.receipt ? (
                    <Link to={order.receipt} className="inline-flex min-h-11 items-center font-semibold text-teal underline">
                      Receipt<span className="sr-only"> of order {order.id}</span>
                    </Link>
                  ) : null}
                  {order.refusal === null ? (
                    <Link to={refundHref(order.id)} className="inline-flex min-h-11 items-center font-semibold text-terracotta underline">
                      Refund<span className="sr-only"> order {order.id}</span>
                    </Link>
                  ) : null}
                </span>
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
  const amount = formatExactPrice(order.amountCents, order.currency);
  return (
    <section id="refund-confirm" aria-labelledby="refund-confirm-title" className="mt-6 rounded-2xl border-l-4 border-terracotta bg-white p-5 shadow-sm">
      <h2 id="refund-confirm-title" className="text-lg font-semibold text-ink">
        Refund {amount} to {order.customerName || order.customerEmail || "this customer"}?
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        {order.productName}, ordered {formatDay(order.createdAt)}. The buyer loses what it gave (premium access only if nothing else paid remains) and gets a refund notice.
        {order.mode === "test" ? " Test mode: no money moves, and the order is refunded at once." : " Stripe returns the payment to the card; the order shows as refunded when Stripe confirms it."}
      </p>
      {order.refusal === null ? (
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
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-terracotta">{order.refusal}</p>
          <Link to={cancelHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
            Back to the orders
          </Link>
        </div>
      )}
    </section>
  );
}

type Customer = {
  id: string;
  email: string;
  fullName: string;
  role: string;
  createdAt: string;
  emailVerifiedAt: string | null;
  deletedAt: Date | string | null;
  hasAccess: boolean;
  accessFrom: { id: string; productName: string; paidAt: string | null }[];
  stripeCustomerId: string | null;
};

/** The customer's account: who they are, whether they proved their address, and what gives them premium access. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <section aria-labelledby="customer" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <h2 id="customer" className="text-lg font-semibold text-ink">
        Account
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-ink/70">Name</dt>
        <dd>{customer.fullName || "—"}</dd>
        <dt className="text-ink/70">E-mail</dt>
        <dd className="break-all">{customer.email || "—"}</dd>
        <dt className="text-ink/70">Signed up</dt>
        <dd>{formatDay(customer.createdAt)}</dd>
        <dt className="text-ink/70">E-mail verified</dt>
        <dd>{customer.emailVerifiedAt ? formatDay(customer.emailVerifiedAt) : "Not yet"}</dd>
        <dt className="text-ink/70">Premium access</dt>
        <dd data-access>
          <Access customer={customer} />
        </dd>
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

function Access({ customer }: { customer: Customer }) {
  if (!customer.hasAccess) return <>No</>;
  if (customer.accessFrom.length === 0) return <>Yes, with no paid order that gives it</>;
  return (
    <>
      Yes, from{" "}
      {customer.accessFrom.map((order, i) => (
        <span key={order.id}>
          {i > 0 ? ", " : null}
          <a href={`#order-${order.id}`} className="text-teal underline">
            {order.productName}
          </a>
          {order.paidAt ? ` (paid ${formatDay(order.paidAt)})` : null}
        </span>
      ))}
    </>
  );
}
