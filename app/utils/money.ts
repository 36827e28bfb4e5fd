/**
 * Price formatting in one place. Every price the site shows is the amount
 * charged, to the cent (docs/spec-notes.md#prices-as-charged-spec-9).
 */
export type Currency = "usd" | "thb";

const LOCALE = "en-US";

/** "$79.99" for 7999 cents, "$22" for 2200: cards and offers, cents shown whenever there are any. */
export function formatPrice(minorUnits: number, currency: Currency = "usd"): string {
  return minorUnits % 100 === 0 ? formatter(currency, "whole").format(minorUnits / 100) : formatExactPrice(minorUnits, currency);
}

/** "$49.99" for 4999 cents: exact amounts for checkout, orders and receipts. */
export function formatExactPrice(minorUnits: number, currency: Currency = "usd"): string {
  return formatter(currency, "exact").format(minorUnits / 100);
}

/** Made once each: a page shows dozens of prices, and making a formatter costs more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, digits: "whole" | "exact") {
  const key = `${currency} ${digits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(LOCALE, { style: "currency", currency: currency.toUpperCase(), ...(digits === "whole" ? { maximumFractionDigits: 0 } : {}) });
    formatters.set(key, made);
  }
  return made;
}
