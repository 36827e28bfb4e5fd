import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LEGAL_PAGES } from "~/content/legal-pages";
import { PromotionCodeBox } from "~/components/checkout/promotion-code-box";
import { getOrder, markOrderUnpaid } from "~/models/order.server";
import { getProduct } from "~/models/product.server";
import { getAccess, requireUser } from "~/services/auth/auth.server";
import { alreadyHeld } from "~/services/checkout/checkout.server";
import { redirectWithInfo } from "~/services/requests/toast.server";
import { fulfilCheckout } from "~/services/checkout/fulfilment.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { isPaymentTestMode } from "~/services/checkout/stripe.server";
import { applyCodeToOrder, codeRefusalAtPayment, removeCodeFromOrder } from "~/services/promotions/promotions.server";
import { testCheckoutSchema } from "~/utils/forms.server";
import { postReturnPath, withReturnPost } from "~/utils/checkout-return-path";
import { formatExactPrice } from "~/utils/money";
import { PROMOTION_MESSAGES } from "~/utils/promotion-rules";
import { unlistedPage } from "~/utils/seo";

/**
 * The keyless test-mode checkout (docs/decisions/123): only while no Stripe key
 * is set, only for the order's owner, only for an order made in test mode.
 */
async function requireTestOrder(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  const order = orderId ? getOrder(orderId) : undefined;
  if (!isPaymentTestMode() || !order || order.mode !== "test" || order.userId !== user.id) {
    throw data({ message: "Checkout not found" }, { status: 404 });
  }
  return order;
}

const FULL_PRICE_AGAIN = "Nothing was charged; the order is back at its full price.";

const NOT_PAYABLE = "This checkout was canceled, so it cannot be paid. Nothing was charged; start a new one from the product if you still want it.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await requireTestOrder(request, params.orderId);
  const product = getProduct(order.productId);
  return {
    order: {
      id: order.id,
      status: order.status,
      amount: formatExactPrice(order.amountCents, order.currency),
      // A promotion code applied here: the list price (struck), the code and what it took off.
      listPrice: order.discountCents ? formatExactPrice(order.amountCents + order.discountCents, order.currency) : null,
      discount: order.discountCents ? formatExactPrice(order.discountCents, order.currency) : null,
      code: order.promotionCode,
      productName: product?.name ?? order.productId,
      description: product?.description ?? "",
      perMonth: product?.billingInterval === "month",
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const order = await requireTestOrder(request, params.orderId);
  const parsed = await parseAction(request, testCheckoutSchema);
  if (!parsed.ok && parsed.intent === "apply-code") return data({ codeError: parsed.fieldErrors.code ?? PROMOTION_MESSAGES.unknown, code: "" }, { status: 400 });
  if (!parsed.ok) return data({ error: "Choose Pay or Cancel." }, { status: 400 });
  // Stripe's return addresses carry the post the purchase started on; so do this page's.
  const url = new URL(request.url);
  const post = postReturnPath(url.searchParams.get("next"));
  const intent = parsed.data.intent;
  if (intent === "cancel") {
    markOrderUnpaid(order.id, "canceled");
    return redirect(withReturnPost("/resources?canceled=true", post), 303);
  }
  // A canceled or failed checkout ended: paying it now (a stale tab) would sell what the buyer was told was stopped.
  if (order.status !== "pending" && order.status !== "paid") return data({ error: NOT_PAYABLE }, { status: 409 });
  if (intent === "apply-code" || intent === "remove-code") {
    if (order.status !== "pending") return redirect(url.pathname + url.search, 303);
    if (intent === "remove-code") removeCodeFromOrder(order);
    else {
      const applied = applyCodeToOrder(order, parsed.data.code);
      if (!applied.ok) return data({ codeError: applied.error, code: parsed.data.code ?? "" }, { status: 400 });
    }
    return redirect(url.pathname + url.search, 303);
  }
  // A code that expired, ran out or was ended since it was applied: nothing is charged, the order is back at its full price.
  const codeRefusal = order.status === "pending" ? codeRefusalAtPayment(order) : null;
  if (codeRefusal) return data({ payError: `${codeRefusal} ${FULL_PRICE_AGAIN}` }, { status: 409 });
  // An order started before the buyer got it another way (another tab) is not paid again.
  const product = order.status === "pending" ? getProduct(order.productId) : undefined;
  const held = product ? alreadyHeld(product, order.userId, (await getAccess(request)).hasAccess) : null;
  if (held) {
    markOrderUnpaid(order.id, "canceled");
    return redirectWithInfo(held.to, held.toast);
  }
  // The same fulfilment the Stripe webhook runs; a second Pay changes nothing.
  const paid = fulfilCheckout(order.id);
  // Fulfilment takes a code's last use only if it is still there (another buyer paid with it a moment ago).
  if (!paid && order.promotionCodeId && getOrder(order.id)?.status === "pending") {
    removeCodeFromOrder(order);
    return data({ payError: `${PROMOTION_MESSAGES.usedUp} ${FULL_PRICE_AGAIN}` }, { status: 409 });
  }
  return redirect(withReturnPost("/resources?success=true", post), 303);
}

export default function TestCheckout() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && "error" in answer ? answer : undefined;
  const codeAnswer = answer && "codeError" in answer ? answer : undefined;
  const payAnswer = answer && "payError" in answer ? answer : undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/checkout/test/");
  const open = order.status === "pending";
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <p className="rounded-md border-2 border-dashed border-amber bg-amber-light/15 p-3 text-center font-semibold text-ink" role="note">
        Test mode — no real payment
      </p>
      <h1 className="mt-6 text-3xl font-bold text-teal">Checkout</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm" data-order-id={order.id}>
        <p className="text-lg font-semibold">{order.productName}</p>
        {order.description ? <p className="mt-1 text-sm text-ink/75">{order.description}</p> : null}
        {order.listPrice ? (
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink/80">
            <dt>Price</dt>
            <dd className="text-right">
              <s data-list-price>{order.listPrice}</s>
            </dd>
            <dt>
              Code <span className="font-semibold" data-code>{order.code}</span>
            </dt>
            <dd className="text-right" data-discount>
              −{order.discount}
            </dd>
          </dl>
        ) : null}
        <p className="mt-3 text-ink/80">
          {order.listPrice ? "Total: " : null}
          <span className="font-semibold" data-charge>
            {order.amount}
          </span>
          {order.perMonth ? (order.listPrice ? " for the first month, then the full price each month until you cancel" : " per month, until you cancel") : ", one-time payment"}
        </p>
        <p className="mt-4 text-sm text-ink/70">
          This site has no payment provider configured, so Pay completes the order without charging anything.
        </p>
        {open ? <PromotionCodeBox applied={order.code} error={codeAnswer?.codeError} typed={codeAnswer?.code} busy={Boolean(busy)} /> : null}
        {open && payAnswer ? (
          <p role="alert" className="mt-4 rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta" data-testid="pay-error">
            {payAnswer.payError}
          </p>
        ) : null}
        {open ? (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="pay"
              disabled={busy}
              className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
            >
              Pay {order.amount}
            </button>
            <button
              type="submit"
              name="intent"
              value="cancel"
              disabled={busy}
              className="rounded-md border border-ink/20 px-5 py-2.5 font-semibold hover:bg-cream disabled:opacity-70"
            >
              Cancel
            </button>
            <p className="basis-full text-sm text-ink/75" data-testid="checkout-agreement">
              By paying you agree to our{" "}
              <Link to={LEGAL_PAGES.terms.path} className="font-semibold text-teal underline">
                {LEGAL_PAGES.terms.title}
              </Link>
              . Refunds: see our{" "}
              <Link to={LEGAL_PAGES.refunds.path} className="font-semibold text-teal underline">
                {LEGAL_PAGES.refunds.title}
              </Link>
              .
            </p>
          </Form>
        ) : (
          <p className="mt-6 text-sm" role={refused && "error" in refused ? "alert" : undefined}>
            {refused && "error" in refused ? `${refused.error} ` : null}
            This order is {order.status}.{" "}
            <Link to="/account" className="font-semibold text-teal underline">
              See your orders
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}

/** A refused Pay (409) took the code off the order: the price must be read again, which Remix skips after a 4xx by default. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export const meta: MetaFunction = () => unlistedPage("Test checkout");
