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
