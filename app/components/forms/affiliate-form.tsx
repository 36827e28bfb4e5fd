import { useLocation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { LIMITS } from "~/utils/form-limits";
import { errorProps, Field, FormError, inputClass, SubmitButton } from "../form-fields";
import { textValue, useFormSubmit } from "./use-form-submit";

/** SPEC §3's affiliate application: name, e-mail, about required; website optional. */
export function AffiliateForm({ inDialog }: { inDialog: boolean }) {
  const { FormElement, result, busy } = useFormSubmit("/affiliate", inDialog);
  const location = useLocation();
  const errors = result?.fieldErrors ?? {};
  const returnTo = inDialog ? `${location.pathname}${location.search}` : "/";

  return (
    <FormElement method="post" action="/affiliate" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      <Field id="affiliate-name" label="Name" error={errors.name}>
        <input id="affiliate-name" name="name" required maxLength={LIMITS.name} autoComplete="name" defaultValue={textValue(result, "name")} className={inputClass} {...errorProps("affiliate-name", errors.name)} />
      </Field>
      <Field id="affiliate-email" label="Email" error={errors.email}>
        <input id="affiliate-email" name="email" type="email" required maxLength={LIMITS.email} autoComplete="email" defaultValue={textValue(result, "email")} className={inputClass} {...errorProps("affiliate-email", errors.email)} />
      </Field>
      <Field id="affiliate-website" label="Website" optional error={errors.website} hint="Your blog, social profile or company site.">
        <input id="affiliate-website" name="website" type="url" maxLength={LIMITS.website} placeholder="https://" autoComplete="url" defaultValue={textValue(result, "website")} className={inputClass} {...errorProps("affiliate-website", errors.website)} />
      </Field>
      <Field id="affiliate-about" label="About you" error={errors.about} hint="Who you reach and how you would promote our products.">
        <textarea id="affiliate-about" name="about" required rows={4} maxLength={LIMITS.about} defaultValue={textValue(result, "about")} className={inputClass} {...errorProps("affiliate-about", errors.about)} />
      </Field>
      <SubmitButton busy={busy}>Submit Application</SubmitButton>
    </FormElement>
  );
}
