import { Link } from "@remix-run/react";
import { formatExactPrice, type Currency } from "~/utils/money";
import { formatDay } from "~/utils/dates";

export type RecentOrder = {
  id: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  amountCents: number;
  currency: Currency;
  status: string;
  mode: string;
  createdAt: string;
};

/** The newest 20 orders: customer, product, amount, status. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  return (
    <section aria-labelledby="recent-orders" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-orders" className="text-lg font-semibold">
          Recent orders
        </h2>
        <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
          All orders, totals and refunds
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-ink/70">No orders yet.</p>
      ) : (
        <div className="scroll-hint mt-4 overflow-x-auto [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Recent orders, scrolls sideways">
          <table className="w-full text-left text-sm">
            <thead className="text-ink/70">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                <th scope="col" className="py-2 pr-4 font-medium">Customer</th>
                <th scope="col" className="py-2 pr-4 font-medium">Product</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Amount</th>
                <th scope="col" className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-t border-ink/10 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDay(order.createdAt)}</td>
                  <td className="py-2 pr-4">
                    {order.customerName}
                    <span className="block text-xs text-ink/70">{order.customerEmail}</span>
                  </td>
                  <td className="py-2 pr-4">{order.productName}</td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap">{formatExactPrice(order.amountCents, order.currency)}</td>
                  <td className="py-2">
                    {order.status}
                    {order.mode === "test" ? <span className="ml-1 text-xs text-ink/70">(test mode)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
