import { Link } from "@remix-run/react";
import { OrderAnswer, PendingOrderActions } from "./pending-order-actions";

export type OrderView = {
  id: string;
  productName: string;
  amount: string;
  status: string;
  date: string;
  consulting: boolean;
  /** The printable receipt, once the order was paid. */
  receipt: string | null;
  /** Started in the keyless test mode: paying it charges nothing. */
  testMode: boolean;
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

/** /account's orders: product, amount, status, date, what each order gave, its files and its receipt. */
export function OrderList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) return <p className="mt-3 text-sm text-ink/70">No orders yet.</p>;
  return (
    <ul className="mt-3 divide-y divide-ink/10 text-sm">
      {orders.map((o) => (
        <li key={o.id} className="py-4" data-order-id={o.id}>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span className="font-semibold">{o.productName}</span>
            <span className="text-ink/70">
              <time dateTime={o.date}>{o.date}</time> · {o.amount} · <span data-status={o.status}>{STATUS_LABELS[o.status] ?? o.status}</span>
            </span>
          </div>
          {o.status === "paid" ? <Unlocks order={o} /> : null}
          <OrderAnswer orderId={o.id} />
          {o.status === "pending" ? <PendingOrderActions order={o} /> : null}
          {o.status === "refunded" || o.status === "ended" ? <p className="mt-2 text-ink/70">What this order gave you has ended.</p> : null}
          {o.receipt ? (
            <Link to={o.receipt} className="mt-2 inline-flex min-h-11 items-center font-semibold text-teal underline sm:min-h-0">
              Receipt<span className="sr-only"> for {o.productName}, {o.date}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Unlocks({ order }: { order: OrderView }) {
  const kept = order.unlocks.filter((u) => !u.revoked);
  const files = kept.filter((u) => u.download);
  return (
    <div className="mt-2 text-ink/80">
      <p>
        What it gave you: premium access{kept.length > 0 ? `, ${kept.map((u) => u.name).join(", ")}` : ""}.
      </p>
      {order.consulting ? (
        <p className="mt-1">What happens next: one of our consultants will contact you by e-mail within 24 hours to schedule your sessions.</p>
      ) : null}
      {files.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {files.map((u) => (
            <li key={u.download}>
              <a href={u.download!} download className="inline-flex min-h-11 items-center font-semibold text-teal underline sm:min-h-0">
                Download {u.name} (PDF)
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
