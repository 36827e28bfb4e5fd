import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { ContactForm } from "~/components/forms/contact-form";
import { FormPage } from "~/components/forms/form-page";
import { storeContactMessage } from "~/services/inbox-mail.server";
import { formFailure, guardPublicForm } from "~/services/public-form.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { contactSchema, parseForm } from "~/utils/forms.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const guard = await guardPublicForm(request, context, "contact");
  if (!guard.ok) return guard.response;
  const parsed = parseForm(contactSchema, guard.form);
  if (!parsed.ok) return formFailure(400, parsed);

  storeContactMessage({ ...parsed.data, company: parsed.data.company ?? null });
  return redirectWithSuccess("/#contact", {
    message: "Message sent",
    description: "Thank you for getting in touch. We'll reply within 24 hours.",
  });
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

/** Without JavaScript, a refused message is shown again here with its messages. */
export default function ContactPage() {
  return (
    <FormPage title="Contact us" intro="Questions about a project, a product or an invoice: we reply within 24 hours.">
      <ContactForm inPlace={false} />
    </FormPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Contact" }, { name: "robots", content: "noindex" }];
