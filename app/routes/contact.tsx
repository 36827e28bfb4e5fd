import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { ContactDetails } from "~/components/contact-details";
import { ContactForm } from "~/components/forms/contact-form";
import { storeContactMessage } from "~/services/mail/inbox-mail.server";
import { recordLead } from "~/services/insights/form-events.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { formFailure, guardPublicForm } from "~/services/requests/public-form.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { contactSchema } from "~/utils/forms.server";
import { originFrom, seo } from "~/utils/seo";

export async function action({ request, context }: ActionFunctionArgs) {
  const guard = await guardPublicForm(request, context, "contact");
  if (!guard.ok) return guard.response;
  const parsed = await parseAction(guard.form, contactSchema);
  if (!parsed.ok) return formFailure(400, { fieldErrors: parsed.fieldErrors, fields: parsed.fields });

  storeContactMessage({ ...parsed.data, company: parsed.data.company ?? null, userId: guard.user?.id ?? null });
  recordLead("contact", request, guard.form, "/contact");
  return redirectWithSuccess(guard.form.get("returnTo") === "/contact" ? "/contact" : "/#contact", {
    message: "Message sent",
    description: "Thank you for getting in touch. We'll reply within 24 hours.",
  });
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

/**
 * The contact page: the footer's Contact from any page but the home page, and
 * where a message refused without JavaScript is shown again. A sent message stays here.
 */
export default function ContactPage() {
  const location = useLocation();
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.3fr] lg:gap-12">
      <div>
        <h1 className="text-3xl font-bold text-teal sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-ink/75">Questions about a project, a product or an invoice: we reply within 24 hours.</p>
        <ContactDetails className="mt-6" />
      </div>
      <div className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
        {/* A sent message redirects back here (a new location): the new key gives an empty form. */}
        <ContactForm key={location.key} inPlace={false} returnTo="/contact" />
      </div>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seo({
    title: "Contact",
    description: "Write to our hospitality consultants about a project, a product or an invoice. We reply within 24 hours.",
    origin: originFrom(matches),
    path: "/contact",
  });
