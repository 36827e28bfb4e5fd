import { HoneypotField } from "~/components/honeypot-field";
import { LIMITS } from "~/utils/form-limits";
import { FormError, SubmitButton } from "../form-fields";
import { TextField } from "./text-field";
import { useFormSubmit, useReturnTo } from "./use-form-submit";

/** SPEC §3's affiliate application: name, e-mail, about required; website optional. */
export function AffiliateForm({ inDialog }: { inDialog: boolean }) {
  const { FormElement, result, busy } = useFormSubmit("/affiliate", inDialog);
  const returnTo = useReturnTo(inDialog, result);
  const field = { form: "affiliate", result };

  return (
    <FormElement method="post" action="/affiliate" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      <TextField {...field} name="name" label="Name" required maxLength={LIMITS.name} autoComplete="name" />
      <TextField {...field} name="email" label="Email" type="email" required maxLength={LIMITS.email} autoComplete="email" />
      <TextField
        {...field}
        name="website"
        label="Website"
        // Not type="url": a browser refuses "linkedin.com/in/you" there, which is how people write an address.
        inputMode="url"
        optional
        hint="Your blog, social profile or company site."
        maxLength={LIMITS.website}
        placeholder="yourblog.com"
        autoComplete="url"
      />
      <TextField
        {...field}
        name="about"
        label="About you"
        multiline
        rows={4}
        required
        hint="Who you reach and how you would promote our products."
        maxLength={LIMITS.about}
      />
      <SubmitButton busy={busy}>Submit Application</SubmitButton>
    </FormElement>
  );
}
