/**
 * The ozone partner and the referral code of SPEC §2/§9 (the code is PREFIX +
 * YYMMDD + "-001", docs/spec-notes.md#ozone-referral-code-spec-9). Kept apart from
 * the offer's copy: the site settings' defaults need the partner and prefix on
 * every page, the copy only on two.
 */

/** Change this to re-brand the codes; letters and digits only, so codes stay easy to read out. */
export const REFERRAL_PREFIX = "KKOZONE";

/** Whose "today" the code carries: the partner checks codes against their own calendar. */
export const REFERRAL_TIME_ZONE = "Asia/Bangkok";

export const OZONE_DISCOUNT = "10%";

/** The affiliate partner who installs the systems. Mail goes through our partner desk alias. */
export const OZONE_PARTNER = {
  name: "our certified ozone installation partner",
  email: "ozone@partners.kitchenandkey.co",
} as const;

/** "KKOZONE261122-001" for 22 November 2026 (in REFERRAL_TIME_ZONE). */
export function referralCode(now: Date, prefix: string = REFERRAL_PREFIX, timeZone: string = REFERRAL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "2-digit", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${prefix}${part("year")}${part("month")}${part("day")}-001`;
}

/** A mailto: link to the partner with the subject and body filled in. */
export function ozonePartnerMailto(code: string, partnerEmail: string = OZONE_PARTNER.email): string {
  const subject = `${OZONE_DISCOUNT} off an ozone water system - referral ${code}`;
  const body = [
    "Hello,",
    "",
    `I was referred by Kitchen & Key Consulting and would like a quote for an ozone water system with the ${OZONE_DISCOUNT} referral discount.`,
    "",
    `Referral code: ${code}`,
    "Business name:",
    "Type of operation (restaurant, hotel, central kitchen):",
    "Location:",
    "Best phone number:",
    "",
    "Thank you.",
  ].join("\r\n");
  // encodeURIComponent, not URLSearchParams: mail clients show "+" literally.
  return `mailto:${partnerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
