import type { Feature } from "./types";

/**
 * The 10% ozone offer of SPEC §2/§9, shown on /aiden-showcase and
 * /ozone-water-systems. The referral code is PREFIX + YYMMDD + "-001"
 * (docs/decisions/031-ozone-referral-code.md).
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

export const OZONE_OFFER_COPY = {
  eyebrow: "Partner offer",
  heading: `${OZONE_DISCOUNT} off ozone water systems`,
  text: "Through our affiliate partner, clients and readers get 10% off the supply and installation of an ozone water system for kitchens, housekeeping and laundry. Quote the referral code below when you ask for a quote.",
  codeLabel: "Your referral code",
  codeNote: "Valid for enquiries sent today. The partner confirms the discount in writing with your quote.",
  button: "Email the partner for a quote",
} as const;

/** The body of /ozone-water-systems. */
export const OZONE_PAGE = {
  path: "/ozone-water-systems",
  metaTitle: "Ozone Water Systems: 10% Off for Restaurants and Hotels",
  metaDescription:
    "Ozone water systems for commercial kitchens, housekeeping and laundry, with 10% off through our affiliate partner. Get your referral code and request a quote.",
  eyebrow: "Sustainable solutions · Ozone water",
  heading: "Ozone water systems for kitchens and hotels",
  intro:
    "Ozonated water cleans and sanitises with oxygen instead of a cupboard of chemicals. We help operators decide where it pays off, size the system and train the team, and our installation partner takes 10% off the system for our clients.",
  image: {
    src: "/images/pages/ozone-water.svg",
    alt: "Illustration of a water tap with ozone bubbles flowing into a stainless sink",
    width: 640,
    height: 480,
  },
  usesHeading: "Where ozone water earns its place",
  uses: [
    {
      title: "Produce washing",
      text: "Wash salad, herbs and fruit in ozonated water instead of chlorine dips: no chemical taste, no rinse step and one less product to store.",
      icon: "leaf",
    },
    {
      title: "Surfaces and equipment",
      text: "Sanitise boards, prep tables and cold rooms with water from a wall unit. Ozone reverts to oxygen within minutes and leaves no residue.",
      icon: "sparkle",
    },
    {
      title: "Housekeeping and laundry",
      text: "Ozone laundry systems wash at lower temperatures with less detergent, which cuts energy bills and is kinder to hotel linen.",
      icon: "bed",
    },
    {
      title: "Ice machines and water lines",
      text: "Periodic ozone flushing keeps ice machines and beverage lines cleaner between services, with less downtime for deep cleans.",
      icon: "droplet",
    },
  ] satisfies Feature[],
  stepsHeading: "How we bring it in",
  steps: [
    { title: "Site review", text: "We map where water, chemicals and hot-water energy go today, station by station." },
    { title: "Business case", text: "A costed comparison of chemicals, energy and labour, before and after, so you see the payback." },
    { title: "Installation", text: "Our partner supplies and installs the units; we check them against your HACCP plan." },
    { title: "Training and SOPs", text: "Short, practical SOPs and a team session, so the system is used correctly on every shift." },
  ] satisfies Feature[],
  ctaHeading: "Not sure ozone fits your operation?",
  ctaText: "Book a short consultation and we'll tell you honestly where it pays off and where it doesn't.",
};
