/**
 * Price formatting in one place. Every price the site shows is the amount
 * charged, to the cent (docs/spec-notes.md#prices-as-charged-spec-9).
 */
export type Currency = "usd" | "thb";

const LOCALE = "en-US";

/** "$79.99" for 7999 cents, "$22" for 2200: cards and offers, cents shown whenever there are any. */
export function formatPrice(minorUnits: number, currency: Currency = "usd"): string {
  return minorUnits % 100 === 0
    ? new Intl.NumberFormat(LOCALE, { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(minorUnits / 100)
    : formatExactPrice(minorUnits, currency);
}

/** "$49.99" for 4999 cents: exact amounts for checkout, orders and receipts. */
export function formatExactPrice(minorUnits: number, currency: Currency = "usd"): string {
  return new Intl.NumberFormat(LOCALE, { style: "currency", currency: currency.toUpperCase() }).format(minorUnits / 100);
}
