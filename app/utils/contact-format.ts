/**
 * How the stored contact settings are shown. Apart from their defaults
 * (content/site-setting-defaults.ts), which only the server and the admin's
 * settings page need: every page's footer uses these.
 */

/** The stored business hours as lines. */
export function lines(value: string): string[] {
  return value.split("\n").map((line) => line.trim()).filter(Boolean);
}

/** "+1 415 555 0134" → "+14155550134" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
