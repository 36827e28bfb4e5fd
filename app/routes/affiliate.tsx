import { randomInt } from "node:crypto";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { AffiliateForm } from "~/components/forms/affiliate-form";
import { AffiliateTerms } from "~/components/forms/affiliate-terms";
import { FormPage } from "~/components/forms/form-page";
import { storeAffiliateApplication } from "~/services/mail/inbox-mail.server";
import { recordLead } from "~/services/insights/form-events.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { fieldFailure, guardPublicForm } from "~/services/requests/public-form.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { affiliateCode } from "~/utils/affiliate-code";
import { affiliateSchema } from "~/utils/forms.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { withParams } from "~/utils/url";
import { unlistedPage } from "~/utils/seo";

export async function action({ request, context }: ActionFunctionArgs) {
  const guard = await guardPublicForm(request, context, "affiliate");
  if (!guard.ok) return guard.response;
  const parsed = await parseAction(guard.form, affiliateSchema);
  if (!parsed.ok) return fieldFailure(guard.form, parsed);

  const { name, email, website, about } = parsed.data;
  const row = storeAffiliateApplication({ name, email, website: website ?? null, about, userId: guard.user?.id ?? null }, () =>
    affiliateCode(name, randomInt),
  );
  recordLead("affiliate_application", request, guard.form, "/affiliate");
  const returnTo = safeRedirect(guard.form.get("returnTo"), "/");
  return redirectWithSuccess(withParams(returnTo, { dialog: "affiliate", code: row.affiliateCode }), {
    message: "Application received",
    description: "We review applications within 48 hours.",
  });
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

/** Without JavaScript, a refused application is shown again here with its messages. */
export default function AffiliatePage() {
  return (
    <FormPage title="Become an affiliate" intro="Recommend our guides and tools to operators you know and earn a commission on every sale. Commissions are typically 10-15% of sales, paid monthly.">
      <AffiliateTerms folded={false} />
      <AffiliateForm inDialog={false} />
    </FormPage>
  );
}

export const meta: MetaFunction = () => unlistedPage("Affiliate programme");
