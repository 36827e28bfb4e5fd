import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError, errorProps, inputClass, useSettledActionData } from "~/components/form-fields";
import type { AccountActionData, AccountFormName } from "~/utils/account";

/** The answer of the last post, when it concerns this form (several forms share /account's action). */
export function useAccountAnswer(form: AccountFormName) {
  const answer = useSettledActionData<AccountActionData>();
  return answer?.form === form ? answer : undefined;
}

/** Whether this intent's post is on its way (the button says so). */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * One /account form: a plain POST with its intent, drawn afresh after every
 * navigation so no password stays typed in it once the change is done. It posts
 * to its section's heading (`/account#section`), so without JavaScript the page
 * that comes back opens where its message is, not at the top.
 */
export function AccountForm({ intent, label, section, children }: { intent: string; label: string; section: string; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Form key={key} method="post" action={`/account#${section}`} aria-label={label} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The current password, asked again before a change that takes the account over or away. */
export function CurrentPasswordField({ form, error }: { form: AccountFormName; error?: string }) {
  const id = `${form}-current-password`;
  return (
    <Field id={id} label="Current password" error={error}>
      <input
        id={id}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        className={inputClass}
        {...errorProps(id, error)}
      />
    </Field>
  );
}

export { FormError };

export const buttonClass =
  "min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-70";
