import { AccountForm, FormError, buttonClass, useAccountAnswer, useSubmitting } from "./account-form";

export type NewsletterState = "none" | "pending" | "confirmed" | "unsubscribed";

const STATE_TEXT: Record<NewsletterState, string> = {
  none: "You are not subscribed to our newsletter.",
  pending: "Waiting for confirmation: we sent a link to your address. Subscribe again for a new one.",
  confirmed: "You are subscribed: new posts come to your address by e-mail.",
  unsubscribed: "You unsubscribed from our newsletter.",
};

/** The newsletter's state for the account's address, with the one button that changes it. */
export function NewsletterSection({ state }: { state: NewsletterState }) {
  const answer = useAccountAnswer("newsletter");
  const subscribed = state === "confirmed";
  const intent = subscribed ? "newsletter-unsubscribe" : "newsletter-subscribe";
  const busy = useSubmitting(intent);
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="newsletter">
      <h2 id="newsletter" className="text-lg font-semibold">
        Newsletter
      </h2>
      <p className="mt-2 text-sm text-ink/80" data-testid="newsletter-state">
        {STATE_TEXT[state]}
      </p>
      <FormError message={answer?.error} />
      <AccountForm intent={intent} label={subscribed ? "Unsubscribe from the newsletter" : "Subscribe to the newsletter"} section="newsletter">
        <p className="text-sm text-ink/70">
          {subscribed
            ? "Every newsletter also has a link to unsubscribe in one click."
            : "New posts go to your account's e-mail address; once that address is verified, it needs no second confirmation."}
        </p>
        <button type="submit" disabled={busy} className={buttonClass}>
          {subscribed ? "Unsubscribe" : "Subscribe"}
        </button>
      </AccountForm>
    </section>
  );
}
