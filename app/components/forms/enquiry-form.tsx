import { useLocation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { ENQUIRY_SERVICES } from "~/content/enquiry-services";
import { LIMITS } from "~/utils/form-limits";
import { errorProps, Field, FormError, inputClass, SubmitButton } from "../form-fields";
import { textValue, useFormSubmit } from "./use-form-submit";

/** SPEC §3's enquiry form: name, e-mail, message required; company and services optional. */
export function EnquiryForm({ inDialog, preselected = [] }: { inDialog: boolean; preselected?: string[] }) {
  const { FormElement, result, busy } = useFormSubmit("/enquiry", inDialog);
  const location = useLocation();
  const errors = result?.fieldErrors ?? {};
  const chosen = Array.isArray(result?.fields?.selectedServices) ? result.fields.selectedServices : preselected;
  const returnTo = inDialog ? `${location.pathname}${location.search}` : "/";

  return (
    <FormElement method="post" action="/enquiry" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="enquiry-name" label="Name" error={errors.name}>
          <input id="enquiry-name" name="name" required maxLength={LIMITS.name} autoComplete="name" defaultValue={textValue(result, "name")} className={inputClass} {...errorProps("enquiry-name", errors.name)} />
        </Field>
        <Field id="enquiry-email" label="Email" error={errors.email}>
          <input id="enquiry-email" name="email" type="email" required maxLength={LIMITS.email} autoComplete="email" defaultValue={textValue(result, "email")} className={inputClass} {...errorProps("enquiry-email", errors.email)} />
        </Field>
      </div>
      <Field id="enquiry-company" label="Company" optional error={errors.company}>
        <input id="enquiry-company" name="company" maxLength={LIMITS.company} autoComplete="organization" defaultValue={textValue(result, "company")} className={inputClass} {...errorProps("enquiry-company", errors.company)} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          Services you're interested in <span className="font-normal text-ink/75">(optional)</span>
        </legend>
        <div className="mt-1 max-h-48 overflow-y-auto rounded-md border border-ink/20 bg-white p-2">
          {ENQUIRY_SERVICES.map((service) => (
            <label key={service.id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-cream">
              <input
                type="checkbox"
                name="selectedServices"
                value={service.id}
                defaultChecked={chosen.includes(service.id)}
                className="h-4 w-4 accent-teal"
              />
              {service.label}
            </label>
          ))}
        </div>
        {errors.selectedServices ? <p className="mt-1 text-sm text-terracotta">{errors.selectedServices}</p> : null}
      </fieldset>
      <Field id="enquiry-message" label="Message" error={errors.message}>
        <textarea id="enquiry-message" name="message" required rows={4} maxLength={LIMITS.message} defaultValue={textValue(result, "message")} className={inputClass} {...errorProps("enquiry-message", errors.message)} />
      </Field>
      <SubmitButton busy={busy}>Send Enquiry</SubmitButton>
    </FormElement>
  );
}
