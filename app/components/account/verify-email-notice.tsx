import { Form } from "@remix-run/react";

/** Shown on /account until the address is verified: a plain POST form, so the resend works without JavaScript. */
export function VerifyEmailNotice() {
  return (
    <section className="rounded-2xl border border-amber-300 bg-amber-50 p-6" aria-labelledby="verify-email">
      <h2 id="verify-email" className="text-lg font-semibold">
        Verify your e-mail address
      </h2>
      <p className="mt-2 text-sm text-ink/80">
        We sent a link to the address above when you signed up. Your account works already; following the link confirms
        the address is yours.
      </p>
      <Form method="post" action="/verify-email" className="mt-4">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="min-h-11 rounded-md border border-ink/20 bg-white px-4 py-2 text-sm font-semibold hover:bg-ink/5">
          Resend verification e-mail
        </button>
      </Form>
    </section>
  );
}

/**
 * Shown on /account while the address is on the site's list of administrators but
 * its password was not chosen through a link mailed to it (docs/decisions/199):
 * the admin pages open once it is. The button asks for that link, as Forgot password does.
 */
export function AdminPasswordNotice({ email }: { email: string }) {
  return (
    <section className="rounded-2xl border border-amber-300 bg-amber-50 p-6" aria-labelledby="admin-password">
      <h2 id="admin-password" className="text-lg font-semibold">
        Open the admin pages
      </h2>
      <p className="mt-2 text-sm text-ink/80">
        Your address is on this site&apos;s list of administrators. To open the admin pages, choose a new password
        through a link we e-mail to you: that proves the password is yours. Every other session is then signed out.
      </p>
      <Form method="post" action="/forgot-password" className="mt-4">
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="min-h-11 rounded-md border border-ink/20 bg-white px-4 py-2 text-sm font-semibold hover:bg-ink/5">
          E-mail me the link
        </button>
      </Form>
    </section>
  );
}
