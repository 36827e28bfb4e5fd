import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { getAccess } from "~/services/auth/auth.server";
import { getPurchasableProduct, purchaseRefusal } from "~/models/product.server";
import { alreadyHeld, CheckoutFailure, checkoutUrl } from "~/services/checkout/checkout.server";
import { premiumPostSlug, recordUnlockClick } from "~/services/insights/funnel.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithError, redirectWithInfo } from "~/services/requests/toast.server";
import { CHECKOUT_ERROR } from "~/utils/checkout-messages";
import { checkoutSchema } from "~/utils/forms.server";
import { signInDialogUrl } from "~/utils/intent";
import { safeRedirect } from "~/utils/safe-redirect";
import { unlistedPage } from "~/utils/seo";

/**
 * Every buy button and gated control posts here (SPEC §4's gated-action rule):
 * with access and a `next` page → go there; signed in and already holding it
 * → where it is, with a notice; signed in → checkout (303 to Stripe or the
 * test checkout); signed out → the sign-up dialog on the same page (most
 * buyers have no account yet; it links to sign-in), carrying the checkout intent.
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await parseAction(request, checkoutSchema);
  const productId = posted.ok ? posted.data.productId : undefined;
  const product = productId ? getPurchasableProduct(productId) : undefined;
  if (!posted.ok || !product) return data({ error: purchaseRefusal(String(productId)) }, { status: 400 });
  const { next } = posted.data;
  // A buy button on a premium post's unlock panel: one click, whatever follows (docs/decisions/220).
  const fromPost = premiumPostSlug(posted.data.from);
  if (fromPost) recordUnlockClick(fromPost);

  const access = await getAccess(request);
  if (next && access.hasAccess) return redirect(safeRedirect(next, "/resources"));

  const returnTo = safeRedirect(posted.data.returnTo, "/");
  // No toast: wanting to buy is not an error, and the dialog says what comes next.
  if (!access.user) return redirect(signInDialogUrl(returnTo, { kind: "checkout", productId: product.id, ...(fromPost ? { fromPost } : {}) }, "signup"));
  const held = alreadyHeld(product, access.user.id, access.hasAccess);
  if (held) return redirectWithInfo(held.to, held.toast);
  try {
    return redirect(await checkoutUrl(request, access.user, product.id, returnTo, fromPost), 303);
  } catch (error) {
    if (!(error instanceof CheckoutFailure)) throw error;
    console.error(`Checkout failed for ${product.id}: ${error.message}`);
    return redirectWithError(returnTo, CHECKOUT_ERROR);
  }
}

/** Shown when the post was refused (an unknown product), or to a visit that posted nothing. */
export default function CheckoutRefused() {
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold text-teal">{result ? CHECKOUT_ERROR.message : "Checkout"}</h1>
      <p className="mt-4 text-ink/80">{result ? result.error : "A checkout starts from a product's buy button."}</p>
      <Link to="/#products" className="mt-6 inline-block font-semibold text-teal underline">
        Back to products
      </Link>
    </main>
  );
}

export const meta: MetaFunction = () => unlistedPage("Checkout");
