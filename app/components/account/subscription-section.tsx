import { Link } from "@remix-run/react";
import { AccountForm, FormError, buttonClass, useAccountAnswer, useSubmitting } from "./account-form";

export type SubscriptionPanelView = {
  orderId: string;
  productName: string;
  /** "$19.99 / month" */
  price: string;
  testMode: boolean;
  endedOn: string | null;
  periodEndsOn: string | null;
  cancelsAtPeriodEnd: boolean;
};

const outlineButton = "min-h-11 rounded-md border border-teal px-4 py-2 text-sm font-semibold text-teal hover:bg-teal/5 disabled:opacity-70";

/**
 * The customer's subscription: when it renews or ends, and the buttons to
 * cancel at the period's end, resume before it, or update the card. Each is a
 * plain POST, so it works without JavaScript.
 */
export function SubscriptionSection({ subscription: s }: { subscription: SubscriptionPanelView }) {
  const answer = useAccountAnswer("subscription");
  return (
    <section id="subscription" className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Your subscription
      </h2>
      <p className="mt-2 text-sm">
        <strong>{s.productName}</strong> · {s.price}
      </p>
      <p className="mt-2 text-sm" data-testid="subscription-state">
        {stateText(s)}
      </p>
      {s.testMode ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">Test mode: no card is charged. These buttons change the site&rsquo;s local test subscription.</p>
      ) : null}
      <FormError message={answer?.error} />
      {s.endedOn ? (
        <p className="mt-4 text-sm">
          <Link to="/pricing" className="font-semibold text-teal underline">
            Subscribe again
          </Link>
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-x-3">
          {s.cancelsAtPeriodEnd ? (
            <SubscriptionButton intent="resume-subscription" orderId={s.orderId} label="Resume subscription" busyLabel="Resuming..." primary />
          ) : (
            <SubscriptionButton intent="cancel-subscription" orderId={s.orderId} label="Cancel subscription" busyLabel="Cancelling..." />
          )}
          {s.testMode ? null : <SubscriptionButton intent="update-card" orderId={s.orderId} label="Update card" busyLabel="Opening Stripe..." />}
        </div>
      )}
      {!s.endedOn && !s.cancelsAtPeriodEnd ? (
        <p className="mt-3 text-xs text-ink/70">If you cancel, you keep premium access until the end of the period you have paid for, and you can resume until then.</p>
      ) : null}
    </section>
  );
}

function stateText(s: SubscriptionPanelView): string {
  if (s.endedOn) return `Your subscription ended on ${s.endedOn}, and the premium access it gave ended with it.`;
  if (s.cancelsAtPeriodEnd) {
    return s.periodEndsOn
      ? `Cancelled: your premium access continues until ${s.periodEndsOn}, and nothing more will be charged.`
      : "Cancelled: your premium access continues until the end of the period you paid for, and nothing more will be charged.";
  }
  return s.periodEndsOn ? `Active: renews on ${s.periodEndsOn}.` : "Active: renews automatically at the end of each period.";
}

function SubscriptionButton({ intent, orderId, label, busyLabel, primary = false }: { intent: string; orderId: string; label: string; busyLabel: string; primary?: boolean }) {
  const busy = useSubmitting(intent);
  return (
    <AccountForm intent={intent} label={label} section="subscription">
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" disabled={busy} className={primary ? buttonClass : outlineButton}>
        {busy ? busyLabel : label}
      </button>
    </AccountForm>
  );
}
