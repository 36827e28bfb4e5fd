/** Price formatting in one place (SPEC §9: cards show USD rounded with no decimals). */
export type Currency = "usd" | "thb";

const LOCALE = "en-US";

/** "$80" for 7999 cents: catalogue cards round to whole units. */
export function formatWholePrice(minorUnits: number, currency: Currency = "usd"): string {
  return new Intl.NumberFormat(LOCALE, {
    style: "currency",
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(minorUnits / 100));
}

/** "$49.99" for 4999 cents: exact amounts for checkout, orders and receipts. */
export function formatExactPrice(minorUnits: number, currency: Currency = "usd"): string {
  return new Intl.NumberFormat(LOCALE, { style: "currency", currency: currency.toUpperCase() }).format(minorUnits / 100);
}
