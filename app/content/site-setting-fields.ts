/**
 * The /admin/settings form, field by field. Apart from the defaults
 * (site-setting-defaults.ts), which every page reads, because only the admin page and
 * its action need the labels and hints.
 */
import type { SiteSettingName } from "./site-setting-defaults";

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
