import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useAccount } from "~/components/page-context";
import { PREMIUM_ACCESS_PRODUCT, UNLOCK_FROM, accessOfferLabel } from "~/utils/access-offer";

/** The current page as a local path, so checkout and sign-in can come back to it. */
function useReturnTo() {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("dialog");
  params.delete("intent");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/**
 * A form that asks the server to buy `productId`. The server applies SPEC §4's
 * rule: signed out → the sign-in dialog, then checkout; signed in → checkout;
 * and when `next` is given and the user already has access → straight to `next`.
 * Works without JavaScript.
 */
export function CheckoutForm({
  productId,
  next,
  fromPost,
  className,
  pendingLabel,
  children,
}: {
  productId: string;
  next?: string;
  /** The premium post whose unlock panel this is (counted as its unlock click). */
  fromPost?: string;
  className?: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  const returnTo = useReturnTo();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === "/checkout" &&
    navigation.formData?.get("productId") === productId;
  return (
    <Form method="post" action="/checkout" className="contents">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {fromPost ? <input type="hidden" name={UNLOCK_FROM} value={fromPost} /> : null}
      <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
        {pending && pendingLabel ? pendingLabel : children}
      </button>
    </Form>
  );
}

/**
 * A control gated by premium access (SPEC §4): with access it is a plain link to
 * `to`; otherwise it starts the premium-access checkout (signing in first if needed).
 */
export function GatedAction({
  to,
  productId = PREMIUM_ACCESS_PRODUCT,
  className,
  children,
}: {
  to: string;
  productId?: string;
  className?: string;
  children: ReactNode;
}) {
  const account = useAccount();
  if (account?.hasAccess) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <CheckoutForm productId={productId} next={to} className={className}>
      {children}
    </CheckoutForm>
  );
}

/** Next to a gated control, for users without access: what it unlocks and what that costs. */
export function AccessOfferNote({ priceCents, className = "" }: { priceCents: number | null; className?: string }) {
  const account = useAccount();
  if (account?.hasAccess || priceCents === null) return null;
  return (
    <p className={`text-sm text-ink/75 ${className}`} data-price-of={PREMIUM_ACCESS_PRODUCT}>
      {accessOfferLabel(priceCents)}
    </p>
  );
}
