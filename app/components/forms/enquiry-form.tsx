import { useLocation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { ENQUIRY_SERVICES } from "~/content/enquiry-services";
import { LIMITS } from "~/utils/form-limits";
import { FormError, SubmitButton } from "../form-fields";
import { TextField } from "./text-field";
import { useFormSubmit } from "./use-form-submit";

/** SPEC §3's enquiry form: name, e-mail, message required; company and services optional. */
export function EnquiryForm({ inDialog, preselected = [] }: { inDialog: boolean; preselected?: string[] }) {
  const { FormElement, result, busy } = useFormSubmit("/enquiry", inDialog);
  const location = useLocation();
  const field = { form: "enquiry", result };
  const chosen = Array.isArray(result?.fields?.selectedServices) ? result.fields.selectedServices : preselected;
  const returnTo = inDialog ? `${location.pathname}${location.search}` : "/";

  return (
    <FormElement method="post" action="/enquiry" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="name" label="Name" required maxLength={LIMITS.name} autoComplete="name" />
        <TextField {...field} name="email" label="Email" type="email" required maxLength={LIMITS.email} autoComplete="email" />
      </div>
      <TextField {...field} name="company" label="Company" optional maxLength={LIMITS.company} autoComplete="organization" />
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
        {result?.fieldErrors?.selectedServices ? (
          <p className="mt-1 text-sm text-terracotta">{result.fieldErrors.selectedServices}</p>
        ) : null}
      </fieldset>
      <TextField {...field} name="message" label="Message" multiline rows={4} required maxLength={LIMITS.message} />
      <SubmitButton busy={busy}>Send Enquiry</SubmitButton>
    </FormElement>
  );
}
