import { Field, errorProps, inputClass } from "~/components/form-fields";
import { formatDayTime } from "~/utils/dates";
import { AccountForm, CurrentPasswordField, FormError, buttonClass, useAccountAnswer, useSubmitting } from "./account-form";

/** Change password: the current one, then the new one (sign-up's rules). Other sessions end. */
export function ChangePasswordSection({ email }: { email: string }) {
  const answer = useAccountAnswer("password");
  const busy = useSubmitting("change-password");
  const errors = answer?.fieldErrors ?? {};
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="change-password">
      <h2 id="change-password" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="mt-2 text-sm text-ink/70">Every other browser signed in to your account is signed out; this one stays signed in.</p>
      <AccountForm intent="change-password" label="Change password" section="change-password">
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <FormError message={answer?.error} />
        <CurrentPasswordField form="password" error={errors.currentPassword} />
        <Field id="new-password" label="New password" error={errors.newPassword} hint="At least 8 characters.">
          <input
            id="new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            className={inputClass}
            {...errorProps("new-password", errors.newPassword)}
          />
        </Field>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </AccountForm>
    </section>
  );
}

export type PendingEmail = { email: string; expiresAt: string } | null;

/** Change e-mail: nothing changes until the link mailed to the new address is followed. */
export function ChangeEmailSection({ pending }: { pending: PendingEmail }) {
  const answer = useAccountAnswer("email");
  const busy = useSubmitting("change-email");
  const cancelling = useSubmitting("cancel-email-change");
  const errors = answer?.fieldErrors ?? {};
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="change-email">
      <h2 id="change-email" className="text-lg font-semibold">
        Change e-mail address
      </h2>
      <p className="mt-2 text-sm text-ink/70">
        We send a link to the new address, and a notice to your current one. Your address changes only when the link is
        followed; until then you keep signing in with your current address.
      </p>
      {pending ? (
        <div role="status" className="mt-4 rounded-md bg-amber-light/15 px-3 py-2 text-sm">
          <p>
            Waiting for confirmation: <strong className="break-all">{pending.email}</strong>. Follow the link we sent there before{" "}
            {formatDayTime(pending.expiresAt)}.
          </p>
          <AccountForm intent="cancel-email-change" label="Cancel the address change" section="change-email">
            <button type="submit" disabled={cancelling} className="min-h-11 rounded-md border border-ink/20 bg-white px-4 py-2 text-sm font-semibold hover:bg-ink/5">
              {cancelling ? "Cancelling..." : "Cancel this change"}
            </button>
          </AccountForm>
        </div>
      ) : null}
      <AccountForm intent="change-email" label="Change e-mail address" section="change-email">
        <FormError message={answer?.error} />
        <Field id="new-email" label="New e-mail address" error={errors.newEmail}>
          <input
            id="new-email"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={answer?.fields?.newEmail}
            className={inputClass}
            {...errorProps("new-email", errors.newEmail)}
          />
        </Field>
        <CurrentPasswordField form="email" error={errors.currentPassword} />
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? "Sending..." : "Send confirmation link"}
        </button>
      </AccountForm>
    </section>
  );
}
