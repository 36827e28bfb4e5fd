import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { inputClass } from "~/components/form-fields";
import { HoneypotField } from "~/components/honeypot-field";
import { useFormSubmit } from "~/components/forms/use-form-submit";
import { showToast } from "~/components/toaster";
import { safeRedirect } from "~/utils/safe-redirect";

export type AuthMode = "signin" | "signup" | "portal";

type ActionData = {
  error?: string;
  toast?: { message: string; description: string };
  fieldErrors?: Record<string, string>;
  fields?: { email?: string; fullName?: string; redirectTo?: string; intent?: string };
  portal?: boolean;
};

const ACTIONS: Record<AuthMode, string> = { signin: "/login", signup: "/signup", portal: "/login" };
const SUBMIT_LABELS: Record<AuthMode, string> = { signin: "Sign In", signup: "Create Account", portal: "Log In" };

/**
 * The sign-in / sign-up form, used by the /login and /signup pages and by the
 * dialogs (submission as in useFormSubmit).
 */
export function AuthForm({
  mode,
  redirectTo,
  intent,
  inDialog,
}: {
  mode: AuthMode;
  redirectTo: string;
  intent?: string | null;
  inDialog: boolean;
}) {
  const action = ACTIONS[mode];
  const { FormElement, result: data, busy } = useFormSubmit<ActionData>(action, inDialog);
  const isPortal = mode === "portal";
  // The portal answers every failure with SPEC §8's one 'Login failed' message.
  const errors = isPortal || data?.portal ? {} : (data?.fieldErrors ?? {});
  const [params] = useSearchParams();
  // One message per failure: under the field it concerns, else one banner.
  const banner = data?.toast && Object.keys(errors).length === 0;
  const duplicateEmail = mode === "signup" && data?.fields?.email && /already exists/.test(errors.email ?? "");

  // A refused attempt keeps where the form was to lead: /login redrawn after a dialog's post knows it only from the post.
  const leadsTo = data?.fields?.redirectTo ? safeRedirect(data.fields.redirectTo, redirectTo) : redirectTo;
  const pendingIntent = data?.fields?.intent || intent;

  // SPEC §8 asks for a toast on a failed sign-in or sign-up: with JS it pops up beside the form's own message.
  useEffect(() => {
    if (data?.toast) showToast({ type: "error", ...data.toast });
  }, [data]);

  return (
    <FormElement method="post" action={action} className="space-y-4" noValidate={isPortal}>
      <input type="hidden" name="redirectTo" value={leadsTo} />
      {pendingIntent ? <input type="hidden" name="intent" value={pendingIntent} /> : null}
      {isPortal ? <input type="hidden" name="portal" value="client" /> : null}
      {mode === "signup" ? <HoneypotField /> : null}
      {banner && data?.toast ? (
        <div role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          <p className="font-semibold">{data.toast.message}</p>
          <p>{data.error}</p>
        </div>
      ) : null}
      {mode === "signup" ? (
        <Field label="Full name" error={errors.fullName}>
          <input
            name="fullName"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={data?.fields?.fullName}
            className={inputClass}
          />
        </Field>
      ) : null}
      <Field
        label={isPortal ? "Username (your e-mail)" : "Email"}
        error={errors.email}
        action={duplicateEmail ? <SignInInstead email={data.fields!.email!} inDialog={inDialog} /> : null}
      >
        <input
          name="email"
          type="email"
          autoComplete={isPortal ? "username" : "email"}
          required={!isPortal}
          maxLength={254}
          defaultValue={data?.fields?.email ?? params.get("email") ?? undefined}
          className={inputClass}
        />
      </Field>
      <Field label="Password" error={errors.password} hint={mode === "signup" ? "At least 8 characters." : undefined}>
        <input
          name="password"
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          required={!isPortal}
          minLength={mode === "signup" ? 8 : undefined}
          maxLength={128}
          className={inputClass}
        />
      </Field>
      {mode === "signup" ? null : <ForgotPasswordLink />}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
      >
        {busy ? "Processing..." : SUBMIT_LABELS[mode]}
      </button>
      {/* A dialog opened by a buy button says the other way in above the form (auth-dialogs.tsx): once is enough. */}
      {isPortal || (inDialog && intent) ? null : <ModeSwitch mode={mode} inDialog={inDialog} />}
    </FormElement>
  );
}


export function Field({
  label,
  error,
  hint,
  action,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** A way out of the error, shown under it (outside the label, so tapping it does not focus the input). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="block text-sm font-medium text-ink">
        {label}
        {children}
        {error ? (
          <span role="alert" className="mt-1 block text-sm text-terracotta">
            {error}
          </span>
        ) : hint ? (
          <span className="mt-1 block text-xs text-ink/75">{hint}</span>
        ) : null}
      </label>
      {action}
    </div>
  );
}

/** A duplicate sign-up tells the truth and offers sign-in with the e-mail already filled in. */
function SignInInstead({ email, inDialog }: { email: string; inDialog: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("email", email);
  let to: string;
  if (inDialog) {
    params.set("dialog", "signin");
    to = `${location.pathname}?${params}`;
  } else {
    to = `/login?${params}`;
  }
  return (
    <Link to={to} replace={inDialog} preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold text-teal underline">
      Sign in with this e-mail instead
    </Link>
  );
}

/** "Don't have an account? Sign up" and back, keeping the pending intent. */
function ModeSwitch({ mode, inDialog }: { mode: "signin" | "signup"; inDialog: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const other = mode === "signin" ? "signup" : "signin";
  let to: string;
  if (inDialog) {
    params.set("dialog", other);
    to = `${location.pathname}?${params}`;
  } else {
    to = `/${other === "signin" ? "login" : "signup"}${params.size ? `?${params}` : ""}`;
  }
  return (
    <p className="text-center text-sm text-ink/70">
      {mode === "signin" ? "Don't have an account? " : "Already have an account? "}
      <Link to={to} replace={inDialog} preventScrollReset className="inline-flex min-h-11 items-center font-semibold text-teal underline">
        {mode === "signin" ? "Sign up" : "Sign in"}
      </Link>
    </p>
  );
}

/** To /forgot-password: a plain link, so it works in the dialog and without JavaScript. */
function ForgotPasswordLink() {
  return (
    <p className="-mt-2 text-right text-sm">
      <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-teal underline">
        Forgot password?
      </Link>
    </p>
  );
}
