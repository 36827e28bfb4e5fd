/**
 * /admin/promotions: promotion codes (docs/decisions/211). The admin creates a
 * code (with a Stripe key, also as a Stripe coupon and promotion code),
 * optionally for an active affiliate (docs/decisions/214), sees
 * each with its use so far, and deactivates one. Plain POST forms.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { PromotionForm } from "~/components/admin/promotion-form";
import { useSettledActionData } from "~/components/form-fields";
import { listActiveAffiliates } from "~/models/affiliates.server";
import { listProductsForPromotions } from "~/models/promotion-code.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { isPaymentTestMode } from "~/services/checkout/stripe.server";
import { createPromotion, deactivatePromotion, promotionsForAdmin } from "~/services/promotions/promotions.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { promotionFormsSchema } from "~/utils/forms.server";
import { formatExactPrice } from "~/utils/money";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const products = listProductsForPromotions().map((p) => ({
    id: p.id,
    name: p.name,
    price: `${formatExactPrice(p.priceCents, p.currency)}${p.billingInterval === "month" ? " / month" : ""}`,
  }));
  return { codes: promotionsForAdmin(), products, affiliates: listActiveAffiliates(), testMode: isPaymentTestMode() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, promotionFormsSchema, { arrays: ["productIds"] });
  if (!parsed.ok) {
    if (parsed.intent === "deactivate") return data({ error: "No such code.", fieldErrors: {}, fields: {} }, { status: 400 });
    return data({ error: null, fieldErrors: parsed.fieldErrors, fields: parsed.fields }, { status: 400 });
  }
  if (parsed.data.intent === "deactivate") {
    const ended = await deactivatePromotion(parsed.data.id);
    if (!ended.ok) return data({ error: ended.error, fieldErrors: {}, fields: {} }, { status: ended.error === "No such code." ? 404 : 502 });
    return redirectWithSuccess("/admin/promotions", { message: "Code deactivated", description: `${ended.code} can no longer be used.` });
  }
  const created = await createPromotion(parsed.data);
  if (!created.ok) return data({ error: null, fieldErrors: created.fieldErrors, fields: parsed.fields }, { status: 400 });
  return redirectWithSuccess("/admin/promotions", { message: "Code created", description: `Buyers can now use ${created.code}.` });
}

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function AdminPromotions() {
  const { codes, products, affiliates, testMode } = useLoaderData<typeof loader>();
  const answer = useSettledActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-teal">Promotion codes</h1>
        <p className="mt-2 max-w-2xl text-sm text-ink/75">
          A code takes a percentage or an amount off one payment, for every product or the ones you choose. Each paid order that used it counts once.
        </p>
      </div>
      {answer?.error ? (
        <p role="alert" className="rounded-md bg-terracotta/10 p-3 text-sm font-semibold text-terracotta">
          {answer.error}
        </p>
      ) : null}
      <PromotionForm products={products} affiliates={affiliates} errors={answer?.fieldErrors ?? {}} fields={answer?.fields ?? {}} busy={busy} testMode={testMode} />
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading" className="text-xl font-semibold">
          Codes
        </h2>
        {codes.length === 0 ? (
          <p className="mt-3 text-ink/75">No codes yet.</p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-ink/10 text-ink/70">
                <tr>
                  <th className="px-3 py-2">Code</th>
                  <th className="px-3 py-2">Off</th>
                  <th className="px-3 py-2">Products</th>
                  <th className="px-3 py-2">Expires</th>
                  <th className="px-3 py-2">Used</th>
                  <th className="px-3 py-2">Affiliate</th>
                  <th className="px-3 py-2">Status</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => (
                  <tr key={code.id} className="border-b border-ink/5 align-top last:border-0" data-code={code.code}>
                    <td className="px-3 py-2 font-mono font-semibold">{code.code}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{code.off}</td>
                    <td className="px-3 py-2">{code.products}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{code.expiresAt ? `End of ${DAY.format(new Date(Date.parse(code.expiresAt) - 1))}` : "Never"}</td>
                    <td className="px-3 py-2">{code.redemptions}</td>
                    <td className="px-3 py-2" data-affiliate>
                      {code.affiliate ? (
                        <>
                          {code.affiliate.name} <span className="block font-mono text-xs text-ink/70">{code.affiliate.code}</span>
                        </>
                      ) : (
                        "None"
                      )}
                    </td>
                    <td className="px-3 py-2" data-status>
                      {code.status}
                      {code.atStripe ? <span className="block text-xs text-ink/70">At Stripe</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      {code.status !== "Deactivated" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={code.id} />
                          <button type="submit" name="intent" value="deactivate" disabled={busy} className="font-semibold text-terracotta underline disabled:opacity-60">
                            Deactivate<span className="sr-only"> {code.code}</span>
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Promotion codes · Admin" }, { name: "robots", content: "noindex" }];
