import { HoneypotField } from "~/components/honeypot-field";
import { ENQUIRY_SERVICES } from "~/content/enquiry-services";
import { useAccount } from "~/components/page-context";
import { LIMITS } from "~/utils/form-limits";
import { FormError, SubmitButton } from "../form-fields";
import { TextField } from "./text-field";
import { useFormSubmit, useReturnTo } from "./use-form-submit";

/** The product an enquiry is about, when it was opened from a product or checkout page. */
export type EnquiryProduct = { id: string; name: string };

/** SPEC §3's enquiry form: name, e-mail, message required; company and services optional. */
export function EnquiryForm({
  inDialog,
  preselected = [],
  product,
}: {
  inDialog: boolean;
  preselected?: string[];
  product?: EnquiryProduct | null;
}) {
  const { FormElement, result, busy } = useFormSubmit("/enquiry", inDialog);
  const account = useAccount();
  const returnTo = useReturnTo(inDialog, result);
  const field = { form: "enquiry", result };
  const chosen = Array.isArray(result?.fields?.selectedServices) ? result.fields.selectedServices : preselected;
  // What the page ticked for the visitor comes first, in sight, not eighth in a scroll box.
  const services = [...ENQUIRY_SERVICES].sort((a, b) => Number(preselected.includes(b.id)) - Number(preselected.includes(a.id)));

  return (
    <FormElement method="post" action="/enquiry" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      {product ? (
        <p className="rounded-md bg-cream px-3 py-2 text-sm text-ink">
          About: <strong data-enquiry-product={product.id}>{product.name}</strong>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="name" label="Name" required maxLength={LIMITS.name} autoComplete="name" initial={account?.fullName} />
        <TextField {...field} name="email" label="Email" type="email" required maxLength={LIMITS.email} autoComplete="email" initial={account?.email} />
      </div>
      <TextField {...field} name="company" label="Company" optional maxLength={LIMITS.company} autoComplete="organization" />
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          Services you're interested in <span className="font-normal text-ink/75">(optional)</span>
        </legend>
        <div className="mt-1 max-h-48 overflow-y-auto rounded-md border border-ink/20 bg-white p-2">
          {services.map((service) => (
            <label key={service.id} className="flex min-h-11 items-center gap-2 rounded px-2 py-1 text-sm hover:bg-cream">
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
      <TextField
        {...field}
        name="message"
        label="Message"
        multiline
        rows={4}
        required
        maxLength={LIMITS.message}
        initial={product ? `I'd like to know more about ${product.name}.` : undefined}
      />
      <SubmitButton busy={busy}>Send Enquiry</SubmitButton>
    </FormElement>
  );
}
