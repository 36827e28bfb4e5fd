/** An order's printable receipt, for its owner only (anyone else: 404, as if it did not exist). */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Receipt } from "~/components/account/receipt";
import { getReceipt, setBillingDetails } from "~/models/order.server";
import { requireUser } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { receiptView } from "~/services/orders/receipt-view.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { billingDetailsSchema } from "~/utils/forms.server";

const NOT_FOUND = { message: "Receipt not found" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = getReceipt(params.id ?? "", user.id);
  if (!order) throw data(NOT_FOUND, { status: 404 });
  return { receipt: receiptView(order) };
}

/** The buyer adds (or changes, or clears) a company name and tax ID on their own receipt. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseAction(request, billingDetailsSchema);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, fields: parsed.fields }, { status: 400 });
  const orderId = params.id ?? "";
  const saved = setBillingDetails(orderId, user.id, { company: parsed.data.company ?? null, taxId: parsed.data.taxId ?? null });
  if (!saved) throw data(NOT_FOUND, { status: 404 });
  return redirectWithSuccess(`/account/orders/${encodeURIComponent(orderId)}/receipt`, {
    message: "Receipt updated",
    description: "Your business details are on the receipt.",
  });
}

export default function ReceiptPage() {
  const { receipt } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <Receipt receipt={receipt} result={result} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Receipt ${data.receipt.orderId}` : "Receipt" },
  { name: "robots", content: "noindex" },
];
