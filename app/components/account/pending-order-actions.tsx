import { Form } from "@remix-run/react";
import { FormError } from "~/components/form-fields";
import { useAccountAnswer, useSubmitting } from "./account-form";

type PendingOrder = { id: string; productName: string; date: string; testMode: boolean };

/**
 * An unfinished order's two ways forward, plain POSTs to /account (JavaScript
 * or not): pay it where it was left, or drop it. A refusal comes back on this row.
 */
export function PendingOrderActions({ order }: { order: PendingOrder }) {
  const completing = useSubmitting("complete-order");
  const canceling = useSubmitting("cancel-order");
  const label = `${order.productName}, ${order.date}`;
  return (
    <div className="mt-2 space-y-2">
      <p className="text-ink/80">
        This order is not paid yet. Complete the payment to get it, or cancel the order.
        {order.testMode ? " Test mode: no real payment is taken." : null}
      </p>
      <Form method="post" action="/account#orders" className="flex flex-wrap gap-3">
        <input type="hidden" name="orderId" value={order.id} />
        <button
          type="submit"
          name="intent"
          value="complete-order"
          disabled={completing || canceling}
          className="min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
        >
          {completing ? "Opening checkout..." : "Complete payment"}
          <span className="sr-only"> for {label}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value="cancel-order"
          disabled={completing || canceling}
          className="min-h-11 rounded-md border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-cream disabled:opacity-70"
        >
          {canceling ? "Canceling..." : "Cancel order"}
          <span className="sr-only"> for {label}</span>
        </button>
      </Form>
    </div>
  );
}

/**
 * The answer to a refused order button: on the row of its order (whatever the
 * order's status is now), or above the list for an order the page does not show.
 */
export function OrderAnswer({ orderId, shown }: { orderId?: string; shown?: string[] }) {
  const answer = useAccountAnswer("order");
  if (!answer?.error) return null;
  const here = orderId ? answer.orderId === orderId : !answer.orderId || !shown?.includes(answer.orderId);
  return here ? (
    <div className="mt-2">
      <FormError message={answer.error} />
    </div>
  ) : null;
}
