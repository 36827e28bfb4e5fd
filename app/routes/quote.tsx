/**
 * /quote: custom-quote requests for consulting products (SPEC §4 "Purchase
 * card", §8 "Custom quote"). A request is stored only with someone to reply to:
 * the signed-in account, or the name and e-mail a visitor typed.
 * GET shows the form; without JavaScript a refused request is redrawn here.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { FormPage } from "~/components/forms/form-page";
import { QuoteRequestForm } from "~/components/forms/quote-request-form";
import { getQuotableProduct, listQuotableProducts } from "~/models/product.server";
import { storeQuoteRequest } from "~/services/mail/inbox-mail.server";
import { recordLead } from "~/services/insights/form-events.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { fieldFailure, guardPublicForm } from "~/services/requests/public-form.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { quoteSchema } from "~/utils/forms.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { unlistedPage } from "~/utils/seo";

export function loader({ request }: LoaderFunctionArgs) {
  const products = listQuotableProducts();
  const wanted = new URL(request.url).searchParams.get("product");
  return { products, selected: products.some((p) => p.id === wanted) ? wanted : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const guard = await guardPublicForm(request, context, "quote");
  if (!guard.ok) return guard.response;
  const { user } = guard;
  // Signed in, we reply to the account, whatever the form says.
  if (user) {
    guard.form.set("name", user.fullName || user.email);
    guard.form.set("email", user.email);
  }
  const parsed = await parseAction(guard.form, quoteSchema);
  if (!parsed.ok) return fieldFailure(guard.form, parsed);
  const product = getQuotableProduct(parsed.data.productId);
  if (!product) {
    return fieldFailure(guard.form, {
      fieldErrors: { productId: "This product is not offered by custom quote." },
      fields: { name: parsed.data.name, email: parsed.data.email },
    });
  }

  const { name, email, phone, message } = parsed.data;
  storeQuoteRequest({ productId: product.id, productName: product.name, userId: user?.id ?? null, name, email, phone: phone ?? null, message: message ?? null });
  recordLead("quote", request, guard.form, "/quote");
  return redirectWithSuccess(safeRedirect(guard.form.get("returnTo"), "/#products"), {
    message: "Custom Quote Requested",
    description: "We'll contact you shortly to discuss your specific needs.",
  });
}

/** The Retry-After of a 429 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function QuotePage() {
  const { products, selected } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <FormPage title="Request a Quote" intro="Tell us who to reply to and we'll contact you shortly to discuss your specific needs.">
      <QuoteRequestForm inDialog={false} products={products} selected={selected ?? params.get("product")} />
    </FormPage>
  );
}

export const meta: MetaFunction = () => unlistedPage("Request a Quote");
