import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { EnquiryForm } from "~/components/forms/enquiry-form";
import { FormPage } from "~/components/forms/form-page";
import { storeEnquiry } from "~/services/mail/inbox-mail.server";
import { recordLead } from "~/services/insights/form-events.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { fieldFailure, guardPublicForm } from "~/services/requests/public-form.server";
import { enquirySchema } from "~/utils/forms.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { withParams } from "~/utils/url";
import { unlistedPage } from "~/utils/seo";

/** The enquiry's fields that take several values. */
const ENQUIRY_ARRAYS = ["selectedServices"];

export async function action({ request, context }: ActionFunctionArgs) {
  const guard = await guardPublicForm(request, context, "enquiry", ENQUIRY_ARRAYS);
  if (!guard.ok) return guard.response;
  const parsed = await parseAction(guard.form, enquirySchema, { arrays: ENQUIRY_ARRAYS });
  if (!parsed.ok) return fieldFailure(guard.form, parsed);

  const returnTo = safeRedirect(guard.form.get("returnTo"), "/");
  storeEnquiry({
    ...parsed.data,
    company: parsed.data.company ?? null,
    sourcePath: new URL(returnTo, "http://x").pathname,
    userId: guard.user?.id ?? null,
  });
  recordLead("enquiry", request, guard.form, "/enquiry");
  // The dialog's own notice confirms it (SPEC §4); a toast as well would say it twice.
  return redirect(withParams(returnTo, { dialog: "enquiry", sent: "1" }));
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

/** Without JavaScript, a refused enquiry is shown again here with its messages. */
export default function EnquiryPage() {
  return (
    <FormPage title="Send us an enquiry" intro="Tell us about your restaurant, hotel or kitchen and what you need help with.">
      <EnquiryForm inDialog={false} />
    </FormPage>
  );
}

export const meta: MetaFunction = () => unlistedPage("Enquiry");
