import { HoneypotField } from "~/components/honeypot-field";
import { LIMITS } from "~/utils/form-limits";
import { FormError, SubmitButton } from "../form-fields";
import { TextField } from "./text-field";
import { useFormSubmit } from "./use-form-submit";

/**
 * SPEC §3's contact form: name, e-mail, message required; company optional.
 * A sent message lands on `returnTo`, the page the visitor wrote it on.
 */
export function ContactForm({ inPlace, returnTo }: { inPlace: boolean; returnTo: "/#contact" | "/contact" }) {
  const { FormElement, result, busy } = useFormSubmit("/contact", inPlace);
  const field = { form: "contact", result };
  return (
    <FormElement method="post" action="/contact" className="space-y-4" preventScrollReset>
      <HoneypotField />
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormError message={result?.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="name" label="Name" required maxLength={LIMITS.name} autoComplete="name" />
        <TextField {...field} name="email" label="Email" type="email" required maxLength={LIMITS.email} autoComplete="email" />
      </div>
      <TextField {...field} name="company" label="Company" optional maxLength={LIMITS.company} autoComplete="organization" />
      <TextField {...field} name="message" label="Message" multiline rows={5} required maxLength={LIMITS.message} />
      <SubmitButton busy={busy}>Send Message</SubmitButton>
    </FormElement>
  );
}
