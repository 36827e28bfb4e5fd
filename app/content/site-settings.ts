/**
 * Values an admin can change at /admin/settings without a deploy (issue 15):
 * contact details, partner details, external links and video ids. These are
 * the defaults, used until an admin saves something else. SPEC gives the
 * business hours; the rest are placeholders in the right shape
 * (docs/decisions/152-site-settings.md).
 */
import { FREE_GUIDE_URL } from "./home";
import { KITCHEN_GUIDE_PDF_URL } from "./pages/kitchen-design";
import { OZONE_PARTNER, REFERRAL_PREFIX } from "./pages/ozone-offer";
import { VIDEOS } from "./pages/videos";
import { SITE } from "./site";

export const SITE_SETTING_DEFAULTS = {
  contactEmail: SITE.supportEmail as string,
  contactPhone: "+1 415 555 0134",
  messagingHandle: "LINE @kitchenandkey",
  postalAddress: "Kitchen & Key Consulting\n2261 Market Street, Suite 4120\nSan Francisco, CA 94114\nUnited States",
  businessHours: SITE.businessHours.join("\n"),
  businessTimeZone: "America/Los_Angeles",
  freeGuideUrl: FREE_GUIDE_URL,
  kitchenGuidePdfUrl: KITCHEN_GUIDE_PDF_URL,
  ozonePartnerEmail: OZONE_PARTNER.email as string,
  ozoneReferralPrefix: REFERRAL_PREFIX as string,
  guestExperienceVideoId: VIDEOS.guestExperience.id as string,
  revenueVideoId: VIDEOS.revenueOptimization.id as string,
};

export type SiteSettings = typeof SITE_SETTING_DEFAULTS;
export type SiteSettingName = keyof SiteSettings;

export type SettingKind = "email" | "phone" | "text" | "lines" | "timeZone" | "url" | "prefix" | "youtubeId";

/** The form, in order: label, what the value must be, and where it shows. */
export const SITE_SETTING_FIELDS: { name: SiteSettingName; label: string; kind: SettingKind; hint: string; group: string }[] = [
  { group: "Contact", name: "contactEmail", label: "Contact e-mail", kind: "email", hint: "Home contact section, footer, maintenance page." },
  { group: "Contact", name: "contactPhone", label: "Phone", kind: "phone", hint: "Digits, spaces, +, -, ( ) and a dot; e.g. +1 415 555 0134." },
  { group: "Contact", name: "messagingHandle", label: "Messaging handle", kind: "text", hint: "e.g. LINE @kitchenandkey or WhatsApp +66 81 234 5678." },
  { group: "Contact", name: "postalAddress", label: "Postal address", kind: "lines", hint: "One line per row." },
  { group: "Contact", name: "businessHours", label: "Business hours", kind: "lines", hint: "One line per row, as visitors should read them." },
  { group: "Contact", name: "businessTimeZone", label: "Business hours time zone", kind: "timeZone", hint: "An IANA zone such as America/Los_Angeles or Asia/Bangkok." },
  { group: "Links", name: "freeGuideUrl", label: "Free fermentation guide link", kind: "url", hint: "The shared-drive link of the free guide (https://…)." },
  { group: "Links", name: "kitchenGuidePdfUrl", label: "Kitchen design guide PDF", kind: "url", hint: "Opened by 'Download Kitchen Design Guide' (https://…)." },
  { group: "Ozone partner", name: "ozonePartnerEmail", label: "Ozone partner e-mail", kind: "email", hint: "Where the 'Email the partner' button writes to." },
  { group: "Ozone partner", name: "ozoneReferralPrefix", label: "Referral code prefix", kind: "prefix", hint: "2–12 capital letters or digits; codes read PREFIX + YYMMDD + -001." },
  { group: "Videos", name: "guestExperienceVideoId", label: "Guest experience video (YouTube id)", kind: "youtubeId", hint: "The 11 characters after v= in the YouTube address." },
  { group: "Videos", name: "revenueVideoId", label: "Revenue optimization video (YouTube id)", kind: "youtubeId", hint: "The 11 characters after v= in the YouTube address." },
];

/** The stored business hours as lines. */
export function lines(value: string): string[] {
  return value.split("\n").map((line) => line.trim()).filter(Boolean);
}

/** "+1 415 555 0134" → "+14155550134" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
