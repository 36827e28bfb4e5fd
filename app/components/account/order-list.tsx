import { Link } from "@remix-run/react";

export type OrderView = {
  id: string;
  productName: string;
  amount: string;
  status: string;
  date: string;
  consulting: boolean;
  unlocks: { name: string; download: string | null; revoked: boolean }[];
};

const STATUS_LABELS: Record<string, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Payment failed",
  canceled: "Canceled",
  ended: "Subscription ended",
};

/** /account's orders: product, amount, status, date, and what each order unlocked. */
export function OrderList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) return <p className="mt-3 text-sm text-ink/70">No orders yet.</p>;
  return (
    <ul className="mt-3 divide-y divide-ink/10 text-sm">
      {orders.map((o) => (
        <li key={o.id} className="py-3" data-order-id={o.id}>
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{o.productName}</span>
            <span className="text-ink/70">
              <time dateTime={o.date}>{o.date}</time> · {o.amount} · <span data-status={o.status}>{STATUS_LABELS[o.status] ?? o.status}</span>
            </span>
          </div>
          {o.status === "paid" ? <Unlocks order={o} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Unlocks({ order }: { order: OrderView }) {
  return (
    <div className="mt-2 text-ink/80">
      <p>
        Unlocked: premium access
        {order.unlocks.filter((u) => !u.revoked).length > 0 ? `, ${order.unlocks.filter((u) => !u.revoked).map((u) => u.name).join(", ")}` : ""}.{" "}
        <Link to="/resources" className="font-semibold text-teal underline">
          Resources
        </Link>
      </p>
      {order.consulting ? (
        <p className="mt-1">What happens next: one of our consultants will contact you by e-mail within 24 hours to schedule your sessions.</p>
      ) : null}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {order.unlocks
          .filter((u) => u.download && !u.revoked)
          .map((u) => (
            <li key={u.download}>
              <a href={u.download!} download className="font-semibold text-teal underline">
                Download {u.name} (PDF)
              </a>
            </li>
          ))}
      </ul>
    </div>
  );
}
