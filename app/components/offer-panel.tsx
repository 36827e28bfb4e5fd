import { Link } from "@remix-run/react";
import { useId } from "react";
import { CheckoutForm } from "~/components/gated-action";
import { useAccount, useDialogHref } from "~/components/page-context";
import { PLAN_DETAILS } from "~/content/plans";
import { UNLOCK_FROM, planPrice, type AccessPlan } from "~/utils/access-offer";

/**
 * The one place premium access is sold (a locked post, the Resources Hub, the
 * white papers, /pricing): both plans side by side, each with what it gives,
 * and a way in for members who are signed out. Nothing for a reader who has access.
 */
export function OfferPanel({
  id,
  plans,
  next,
  heading = "Unlock premium access",
  intro,
  fromPost,
}: {
  /** The panel's anchor, for links to it from elsewhere on the page. */
  id?: string;
  plans: AccessPlan[];
  /** Where a buyer who already has access goes instead of checkout (SPEC §4). */
  next?: string;
  heading?: string;
  intro?: string;
  /** The premium post this panel unlocks: its buttons and links say so, for the post's funnel. */
  fromPost?: string;
}) {
  const account = useAccount();
  const dialogHref = useDialogHref();
  const headingId = useId();
  if (account?.hasAccess || plans.length === 0) return null;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6" data-testid="offer-panel">
      <h2 id={headingId} className="text-xl font-semibold text-teal">
        {heading}
      </h2>
      {intro ? <p className="mt-2 text-ink/80">{intro}</p> : null}
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.productId}>
            <PlanCard plan={plan} next={next} fromPost={fromPost} />
          </li>
        ))}
      </ul>
      {account ? null : (
        <p className="mt-4 text-sm text-ink/80">
          Already a member?{" "}
          <Link to={dialogHref("signin", fromPost ? { [UNLOCK_FROM]: fromPost } : {})} preventScrollReset className="font-semibold text-teal underline">
            Sign in
          </Link>
        </p>
      )}
    </section>
  );
}

function PlanCard({ plan, next, fromPost }: { plan: AccessPlan; next?: string; fromPost?: string }) {
  const details = PLAN_DETAILS[plan.productId];
  const { amount, term } = planPrice(plan);
  return (
    <article className="flex h-full flex-col rounded-xl border border-ink/15 p-4" data-plan={plan.productId}>
      <h3 className="font-semibold text-ink">{details?.title ?? plan.name}</h3>
      <p className="mt-1">
        <span className="text-2xl font-bold text-ink" data-price-of={plan.productId}>
          {amount}
        </span>
        <span className="text-sm text-ink/75">{term}</span>
      </p>
      {details ? <p className="mt-1 text-sm text-ink/75">{details.summary}</p> : null}
      {details ? (
        <ul className="mt-3 flex-1 space-y-1.5 text-sm text-ink/85">
          {details.gives.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-teal">
                ✓
              </span>
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <CheckoutForm
        productId={plan.productId}
        next={next}
        fromPost={fromPost}
        pendingLabel="Opening checkout…"
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-teal px-4 font-semibold text-white hover:bg-teal-dark aria-busy:cursor-wait"
      >
        {details?.cta ?? `Buy ${plan.name}`}
      </CheckoutForm>
    </article>
  );
}
