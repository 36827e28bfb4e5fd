import { useLocation } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { useAccount } from "~/components/page-context";
import { productAnchor } from "~/utils/catalogue";
import { LIMITS } from "~/utils/form-limits";
import { Field, FormError, SubmitButton, errorProps, inputClass } from "../form-fields";
import { TextField } from "./text-field";
import { textValue, useFormSubmit, type FormResult } from "./use-form-submit";

export type QuotableProduct = { id: string; name: string };

/**
 * A custom-quote request (SPEC §4 "Purchase card") that says who to reply to:
 * the product, a name and an e-mail; a phone number and a word about the
 * project if the visitor likes. Signed in, the server takes the name and
 * e-mail from the account, so they are shown read-only.
 */
export function QuoteRequestForm({
  inDialog,
  products,
  selected,
}: {
  inDialog: boolean;
  products: QuotableProduct[];
  selected: string | null;
}) {
  const { FormElement, result, busy } = useFormSubmit("/quote", inDialog);
  const account = useAccount();
  const returnTo = useQuoteReturnTo(inDialog, result, selected);
  const field = { form: "quote", result };
  const productError = result?.fieldErrors?.productId;

  return (
    <FormElement method="post" action="/quote" className="space-y-4" preventScrollReset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <HoneypotField />
      <FormError message={result?.formError} />
      <Field id="quote-productId" label="Product" error={productError}>
        <select
          id="quote-productId"
          name="productId"
          defaultValue={textValue(result, "productId") ?? selected ?? undefined}
          className={`${inputClass} min-h-11`}
          {...errorProps("quote-productId", productError)}
        >
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <TextField {...field} name="name" label="Name" required maxLength={LIMITS.name} autoComplete="name" initial={account?.fullName} readOnly={!!account} />
      <TextField
        {...field}
        name="email"
        label="Email"
        type="email"
        required
        maxLength={LIMITS.email}
        autoComplete="email"
        initial={account?.email}
        readOnly={!!account}
        hint="We reply to this address with your quote."
      />
      <TextField {...field} name="phone" label="Phone" type="tel" optional maxLength={LIMITS.phone} autoComplete="tel" />
      <TextField
        {...field}
        name="message"
        label="About your project"
        optional
        multiline
        rows={3}
        maxLength={LIMITS.message}
        hint="Your venue, its size and what you'd like done: it makes the first call shorter."
      />
      <SubmitButton busy={busy}>Request a Quote</SubmitButton>
    </FormElement>
  );
}

/**
 * In the dialog: the page under it, without the dialog; on the home page at the
 * product's card, so the visitor is back where they asked. Redrawn on /quote:
 * the page it was sent from.
 */
function useQuoteReturnTo(inDialog: boolean, result: FormResult | undefined, selected: string | null) {
  const location = useLocation();
  if (!inDialog) return textValue(result, "returnTo") ?? "/#products";
  const params = new URLSearchParams(location.search);
  for (const p of ["dialog", "product", "service", "sent"]) params.delete(p);
  const query = params.toString();
  const atCard = location.pathname === "/" && selected ? `#${productAnchor(selected)}` : "";
  return `${location.pathname}${query ? `?${query}` : ""}${atCard}`;
}
