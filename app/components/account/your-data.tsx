import { AccountForm, CurrentPasswordField, FormError, useAccountAnswer, useSubmitting } from "./account-form";

/** "Download my data": a plain link to the JSON export (a GET that changes nothing). */
export function YourDataSection() {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="your-data">
      <h2 id="your-data" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-2 text-sm text-ink/70">
        One file (JSON) with everything we hold about your account: your profile, orders with their items, prices, dates and
        status, what each purchase gave you, your quote requests, your newsletter subscription and consent, where you are signed in and the e-mails we sent you.
      </p>
      <a href="/account/data.json" download className="mt-4 inline-flex min-h-11 items-center rounded-md border border-teal px-4 py-2 text-sm font-semibold text-teal hover:bg-teal/5">
        Download my data
      </a>
    </section>
  );
}

/**
 * The dangerous action, apart from the rest and in another colour, saying
 * before the password is asked what goes, what stays and why.
 */
export function DeleteAccountSection({ hasSubscription }: { hasSubscription: boolean }) {
  const answer = useAccountAnswer("delete");
  const busy = useSubmitting("delete-account");
  return (
    <section className="mt-12 rounded-2xl border-2 border-terracotta/40 bg-white p-6 shadow-sm" aria-labelledby="delete-account">
      <h2 id="delete-account" className="text-lg font-semibold text-terracotta">
        Delete your account
      </h2>
      <div className="mt-3 space-y-3 text-sm text-ink/80">
        <p>
          <strong>What we erase:</strong> your name, e-mail address and password, your customer details, the name, e-mail,
          phone and message of your quote requests, your newsletter subscription, your sign-in and e-mail links, and the e-mails we keep for you. Every
          browser signed in to your account is signed out.
        </p>
        <p>
          <strong>What we keep, and why:</strong> each order (product, price, date, status and payment reference), without your
          name or e-mail address, because tax and accounting law requires us to keep a record of every sale. Stripe, our
          payment provider, keeps its own record of card payments.
        </p>
        {hasSubscription ? <p>Your subscription is cancelled, so you are not charged again.</p> : null}
        <p>
          You lose premium access and your downloads, and this cannot be undone. You can sign up again with the same e-mail
          address later, as a new account. Download your data first if you want a copy.
        </p>
      </div>
      <AccountForm intent="delete-account" label="Delete your account" section="delete-account">
        <FormError message={answer?.error} />
        <CurrentPasswordField form="delete" error={answer?.fieldErrors?.currentPassword} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-md bg-terracotta px-4 py-2 text-sm font-semibold text-white hover:bg-terracotta/90 disabled:opacity-70"
        >
          {busy ? "Deleting..." : "Delete my account permanently"}
        </button>
      </AccountForm>
    </section>
  );
}
