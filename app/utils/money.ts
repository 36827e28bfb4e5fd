/**
 * Price formatting in one place. Every price the site shows is the amount
 * charged, to the cent (docs/spec-notes.md#prices-as-charged-spec-9).
 *
 * Written out rather than through Intl.NumberFormat: a browser's first currency
 * formatter loads its locale data, about 35 ms of a phone's main thread while a
 * page with prices comes alive. money.test.ts checks every form against
 * Intl's en-US output.
 */
export type Currency = "usd" | "thb";

/** What en-US puts before the amount. */
const PREFIX: Record<Currency, string> = { usd: "$", thb: "THB\u00a0" };

/** "$79.99" for 7999 cents, "$22" for 2200: cards and offers, cents shown whenever there are any. */
export function formatPrice(minorUnits: number, currency: Currency = "usd"): string {
  return format(minorUnits, currency, minorUnits % 100 !== 0);
}

/** "$49.99" for 4999 cents: exact amounts for checkout, orders and receipts. */
export function formatExactPrice(minorUnits: number, currency: Currency = "usd"): string {
  return format(minorUnits, currency, true);
}

function format(minorUnits: number, currency: Currency, withCents: boolean): string {
  const cents = Math.round(Math.abs(minorUnits));
  const units = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = withCents ? `.${String(cents % 100).padStart(2, "0")}` : "";
  return `${minorUnits < 0 ? "-" : ""}${PREFIX[currency]}${units}${fraction}`;
}
