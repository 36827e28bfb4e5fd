/**
 * POST /quote: a custom-quote request for a consulting product (SPEC §4
 * "Purchase card", §8 "Custom quote"). Stored, then back to the page with a toast.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getQuotableProduct } from "~/models/product.server";
import { createQuoteRequest } from "~/models/quote.server";
import { getAccess } from "~/services/auth.server";
import { assertNotBot, assertSameOrigin, clientIp, consumeLimit } from "~/services/security.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";

const QuoteForm = z.object({
  productId: z.string().trim().min(1).max(64),
  returnTo: z.string().optional(),
});

const QUOTE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

/** Nothing to show at /quote itself. */
export function loader() {
  return redirect("/#products");
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  assertNotBot(form);
  consumeLimit({ bucket: `quote:${clientIp(request, context)}`, ...QUOTE_LIMIT }, "Too many quote requests. Please try again in a few minutes.");

  const parsed = QuoteForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ error: "Choose a product to request a quote for." }, { status: 400 });
  const product = getQuotableProduct(parsed.data.productId);
  if (!product) throw data({ error: "This product is not offered by custom quote." }, { status: 400 });

  const { user } = await getAccess(request);
  createQuoteRequest({ productId: product.id, userId: user?.id ?? null, email: user?.email ?? null });

  return redirectWithSuccess(safeRedirect(parsed.data.returnTo, "/#products"), {
    message: "Custom Quote Requested",
    description: "We'll contact you shortly to discuss your specific needs.",
  });
}
