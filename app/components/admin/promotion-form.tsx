import { Form, useLocation } from "@remix-run/react";
import { errorProps, Field, inputClass } from "~/components/form-fields";

export type PromotionProduct = { id: string; name: string; price: string };
export type PromotionAffiliate = { id: string; name: string; code: string };

/**
 * The admin's new-code form: the code, a percentage or an amount off, every
 * product or a chosen list, an optional expiry date, an optional limit and an
 * optional affiliate it belongs to.
 * A plain POST; refused fields come back with their messages and what was typed.
 */
export function PromotionForm({
  products,
  affiliates,
  errors,
  fields,
  busy,
  testMode,
}: {
  products: PromotionProduct[];
  affiliates: PromotionAffiliate[];
  errors: Record<string, string>;
  fields: Record<string, string | string[]>;
  busy: boolean;
  testMode: boolean;
}) {
  const location = useLocation();
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const chosen = new Set(Array.isArray(fields.productIds) ? fields.productIds : typeof fields.productIds === "string" ? [fields.productIds] : []);
  const appliesTo = text("appliesTo") || "all";
  return (
    <Form method="post" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10" key={location.key} noValidate aria-label="New promotion code">
      <h2 className="text-xl font-semibold">New code</h2>
      <p className="text-sm text-ink/75">
        {testMode
          ? "Test mode: no Stripe key is set, so the code is kept on this site only; the test checkout applies it with the same rules."
          : "The code is also created at Stripe (a coupon and a promotion code), so buyers can enter it on Stripe's checkout page."}
      </p>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          The code was not created. Please correct the fields marked below.
        </p>
      ) : null}
      <Field id="promo-code" label="Code" error={errors.code} hint="Letters and digits, 3 to 32 characters; buyers may type it in any case.">
        <input id="promo-code" name="code" type="text" defaultValue={text("code")} autoCapitalize="characters" className={`${inputClass} uppercase`} {...errorProps("promo-code", errors.code)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="promo-percent" label="Percent off" optional error={errors.percentOff} hint="1 to 100. Or an amount off, not both.">
          <input id="promo-percent" name="percentOff" type="text" inputMode="numeric" defaultValue={text("percentOff")} className={inputClass} {...errorProps("promo-percent", errors.percentOff)} />
        </Field>
        <Field id="promo-amount" label="Amount off" optional error={errors.amountOff} hint="In the currency beside it, e.g. 10 or 9.50.">
          <input id="promo-amount" name="amountOff" type="text" inputMode="decimal" defaultValue={text("amountOff")} className={inputClass} {...errorProps("promo-amount", errors.amountOff)} />
        </Field>
        <Field id="promo-currency" label="Currency of the amount" error={errors.currency}>
          <select id="promo-currency" name="currency" defaultValue={text("currency") || "usd"} className={inputClass}>
            <option value="usd">USD</option>
            <option value="thb">THB</option>
          </select>
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Products</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="appliesTo" value="all" defaultChecked={appliesTo === "all"} /> All products
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="appliesTo" value="some" defaultChecked={appliesTo === "some"} /> Chosen products
          </label>
        </div>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-describedby={errors.productIds ? "promo-products-error" : undefined}>
          {products.map((product) => (
            <li key={product.id}>
              <label className="flex items-start gap-2">
                <input type="checkbox" name="productIds" value={product.id} defaultChecked={chosen.has(product.id)} className="mt-1" />
                <span>
                  {product.name} <span className="text-ink/70">({product.price})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.productIds ? (
          <p id="promo-products-error" className="mt-1 text-sm text-terracotta">
            {errors.productIds}
          </p>
        ) : (
          <p className="mt-1 text-xs text-ink/75">Ticked products count only with Chosen products.</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="promo-expires" label="Last day it can be used" optional error={errors.expiresOn} hint="It stops working at the end of that day (UTC).">
          <input id="promo-expires" name="expiresOn" type="date" defaultValue={text("expiresOn")} className={inputClass} {...errorProps("promo-expires", errors.expiresOn)} />
        </Field>
        <Field id="promo-max" label="Maximum redemptions" optional error={errors.maxRedemptions} hint="Paid orders that may use it; empty for no limit.">
          <input id="promo-max" name="maxRedemptions" type="text" inputMode="numeric" defaultValue={text("maxRedemptions")} className={inputClass} {...errorProps("promo-max", errors.maxRedemptions)} />
        </Field>
      </div>
      <Field id="promo-affiliate" label="Affiliate" optional error={errors.affiliateId} hint="A paid order that uses the code earns this affiliate their commission, with or without their link.">
        <select id="promo-affiliate" name="affiliateId" defaultValue={text("affiliateId")} className={inputClass} {...errorProps("promo-affiliate", errors.affiliateId)}>
          <option value="">None</option>
          {affiliates.map((affiliate) => (
            <option key={affiliate.id} value={affiliate.id}>
              {affiliate.name} ({affiliate.code})
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" name="intent" value="create" disabled={busy} className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
        {busy ? "Creating…" : "Create code"}
      </button>
    </Form>
  );
}
