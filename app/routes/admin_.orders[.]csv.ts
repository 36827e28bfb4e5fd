import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrders, orderedProducts } from "~/models/admin-orders.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { readOrderFilter } from "~/services/orders/order-filter.server";
import { toCsv } from "~/utils/csv";
import { orderState } from "~/utils/order-state";
import { CACHE_CONTROL } from "../../server/policy/index.js";

/**
 * The orders page's filtered orders as CSV, one row an order with a header row:
 * the status as the page shows it (utils/order-state.ts), amounts in minor
 * units and in the currency's units (what was charged, then the promotion code
 * and its discount), formula-safe cells (utils/csv.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { filter, errors } = readOrderFilter(new URL(request.url).searchParams, orderedProducts().map((p) => p.id));
  if (errors.length) return new Response(errors.join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.never } });
  const rows = exportOrders(filter).map((o) => [
    o.id,
    o.createdAt.toISOString(),
    o.paidAt?.toISOString() ?? "",
    orderState(o),
    o.mode,
    o.customerName,
    o.customerEmail,
    o.productId,
    o.productName,
    String(o.amountCents),
    (o.amountCents / 100).toFixed(2),
    o.currency,
    o.billingInterval ?? "one-time",
    o.endedAt?.toISOString() ?? "",
    o.refundRequestedAt?.toISOString() ?? "",
    o.promotionCode ?? "",
    String(o.discountCents ?? 0),
    // A test-mode refund gives its order a stand-in payment id (services/orders/order-refund.server.ts): no Stripe payment.
    o.mode === "stripe" ? (o.stripePaymentIntentId ?? "") : "",
  ]);
  const header = [
    "order_id",
    "created_at",
    "paid_at",
    "status",
    "mode",
    "customer_name",
    "customer_email",
    "product_id",
    "product",
    "amount_minor_units",
    "amount",
    "currency",
    "billing",
    "ended_at",
    "refund_requested_at",
    "promotion_code",
    "discount_minor_units",
    "stripe_payment_intent",
  ];
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": CACHE_CONTROL.never,
    },
  });
}
