import { HoneypotField } from "~/components/honeypot-field";
import { LIMITS } from "~/utils/form-limits";
import { errorProps, Field, FormError, inputClass, SubmitButton } from "../form-fields";
import { textValue, useFormSubmit } from "./use-form-submit";

/** SPEC §3's contact form: name, e-mail, message required; company optional. */
export function ContactForm({ inPlace }: { inPlace: boolean }) {
  const { FormElement, result, busy } = useFormSubmit("/contact", inPlace);
  const errors = result?.fieldErrors ?? {};
  return (
    <FormElement method="post" action="/contact" className="space-y-4" preventScrollReset>
      <HoneypotField />
      <FormError message={result?.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <input id="contact-name" name="name" required maxLength={LIMITS.name} autoComplete="name" defaultValue={textValue(result, "name")} className={inputClass} {...errorProps("contact-name", errors.name)} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <input id="contact-email" name="email" type="email" required maxLength={LIMITS.email} autoComplete="email" defaultValue={textValue(result, "email")} className={inputClass} {...errorProps("contact-email", errors.email)} />
        </Field>
      </div>
      <Field id="contact-company" label="Company" optional error={errors.company}>
        <input id="contact-company" name="company" maxLength={LIMITS.company} autoComplete="organization" defaultValue={textValue(result, "company")} className={inputClass} {...errorProps("contact-company", errors.company)} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        <textarea id="contact-message" name="message" required rows={5} maxLength={LIMITS.message} defaultValue={textValue(result, "message")} className={inputClass} {...errorProps("contact-message", errors.message)} />
      </Field>
      <SubmitButton busy={busy}>Send Message</SubmitButton>
    </FormElement>
  );
}
