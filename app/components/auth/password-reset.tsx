import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { inputClass } from "~/components/form-fields";
import { Field } from "./auth-form";

type FormResult = { formError?: string; fieldErrors?: Record<string, string>; fields?: { email?: string } } | undefined;

const buttonClass =
  "w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70";

function Banner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
      {message}
    </p>
  );
}

/** /forgot-password: one e-mail field; the answer is the same whoever asks. */
export function ForgotPasswordForm({ answer }: { answer: string | null }) {
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      {answer ? (
        <p role="status" className="mb-6 rounded-md bg-teal/10 px-3 py-2 text-sm text-teal-dark">
          {answer}
        </p>
      ) : (
        <p className="mb-6 text-sm text-ink/70">Enter the e-mail of your account and we'll send you a link to choose a new password.</p>
      )}
      <Form method="post" action="/forgot-password" className="space-y-4">
        <HoneypotField />
        <Banner message={result?.formError} />
        <Field label="Email" error={result?.fieldErrors?.email}>
          <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={result?.fields?.email} className={inputClass} />
        </Field>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? "Sending..." : answer ? "Send another link" : "Send reset link"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-teal underline">
          Back to sign in
        </Link>
      </p>
    </>
  );
}

/** /reset-password: the new password, with sign-up's rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const result = useActionData<{ error?: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Field label="New password" error={result?.error} hint="At least 8 characters.">
        <input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} className={inputClass} />
      </Field>
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? "Saving..." : "Set new password"}
      </button>
    </Form>
  );
}

/** An unknown, used or expired link: say so, and offer the way to ask again. */
export function LinkNoLongerValid({ again }: { again: { to: string; label: string } }) {
  return (
    <>
      <p role="alert" className="text-ink/80">
        This link has expired or has already been used. Links work once, for a limited time.
      </p>
      <Link to={again.to} className="mt-6 inline-flex min-h-11 items-center font-semibold text-teal underline">
        {again.label}
      </Link>
    </>
  );
}
