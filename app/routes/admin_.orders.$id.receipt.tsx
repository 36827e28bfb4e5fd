/**
 * Any paid order's receipt, for an admin: the page its buyer prints, read-only
 * (the business details on it are the buyer's to change). Outside the admin
 * layout so it prints alone, as the buyer's does.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Receipt } from "~/components/account/receipt";
import { getReceiptForAdmin } from "~/models/order.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { receiptView } from "~/services/orders/receipt-view.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = getReceiptForAdmin(params.id ?? "");
  if (!order) throw data({ message: "Receipt not found" }, { status: 404 });
  return { receipt: receiptView(order), customerHref: `/admin/orders?customer=${encodeURIComponent(order.userId)}` };
}

export default function AdminReceiptPage() {
  const { receipt, customerHref } = useLoaderData<typeof loader>();
  return <Receipt receipt={receipt} back={{ to: customerHref, label: "Back to the customer's orders" }} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Receipt ${data.receipt.orderId} | Admin` : "Receipt | Admin" },
  { name: "robots", content: "noindex" },
];
