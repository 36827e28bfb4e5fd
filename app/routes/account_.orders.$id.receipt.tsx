/** An order's printable receipt, for its owner only (anyone else: 404, as if it did not exist). */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Receipt, type ReceiptView } from "~/components/account/receipt";
import { getReceipt } from "~/models/order.server";
import { requireUser } from "~/services/auth.server";
import { formatExactPrice } from "~/utils/money";
import { paymentReference } from "~/utils/payment-reference";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = getReceipt(params.id ?? "", user.id);
  if (!order) throw data({ message: "Receipt not found" }, { status: 404 });
  const monthly = order.billingInterval === "month";
  const receipt: ReceiptView = {
    orderId: order.id,
    productName: order.productName,
    price: `${formatExactPrice(order.amountCents, order.currency)}${monthly ? " / month" : ""}`,
    monthly,
    paidAt: order.paidAt!.toISOString(),
    refundedAt: order.status === "refunded" && order.endedAt ? order.endedAt.toISOString() : null,
    testMode: order.mode === "test",
    reference: paymentReference(order),
    buyer: { name: order.buyerName, email: order.buyerEmail },
  };
  return { receipt };
}

export default function ReceiptPage() {
  const { receipt } = useLoaderData<typeof loader>();
  return <Receipt receipt={receipt} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Receipt ${data.receipt.orderId}` : "Receipt" },
  { name: "robots", content: "noindex" },
];
