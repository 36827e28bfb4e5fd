/**
 * Values an admin can change at /admin/settings without a deploy:
 * contact details, partner details, external links and video ids. These are
 * the defaults, used until an admin saves something else. SPEC gives the
 * business hours; the rest are placeholders in the right shape
 * (docs/decisions/152-site-settings.md).
 */
import { OZONE_PARTNER, REFERRAL_PREFIX } from "./pages/ozone-partner";
import { SITE } from "./site";

export const SITE_SETTING_DEFAULTS = {
  contactEmail: SITE.supportEmail as string,
  contactPhone: "+1 415 555 0134",
  messagingHandle: "LINE @kitchenandkey",
  postalAddress: "Kitchen & Key Consulting\n2261 Market Street, Suite 4120\nSan Francisco, CA 94114\nUnited States",
  businessHours: SITE.businessHours.join("\n"),
  businessTimeZone: "America/Los_Angeles",
  /** The free fermentation guide lives on a shared drive (SPEC §2, §7.11; docs/spec-notes.md#free-guide-link-spec-2-711). */
  freeGuideUrl: "https://drive.google.com/drive/folders/kitchen-and-key-free-fermentation-guide",
  /** The kitchen design guide: an external PDF that opens in a new tab (SPEC §7.11). */
  kitchenGuidePdfUrl: "https://files.kitchenandkey.co/guides/commercial-kitchen-design-guide.pdf",
  ozonePartnerEmail: OZONE_PARTNER.email as string,
  ozoneReferralPrefix: REFERRAL_PREFIX as string,
  /** YouTube ids: placeholders in the right format, to be replaced with the consultancy's own uploads. */
  guestExperienceVideoId: "Xq4pT7m2LsE",
  revenueVideoId: "bR8vN3kYw1Q",
};

export type SiteSettings = typeof SITE_SETTING_DEFAULTS;
export type SiteSettingName = keyof SiteSettings;

/**
 * Defaults that are stand-ins, not the consultancy's own: links that lead
 * nowhere and videos that are not theirs. While a setting still holds one,
 * Settings and the admin overview say so.
 */
export const PLACEHOLDER_SETTINGS = ["freeGuideUrl", "kitchenGuidePdfUrl", "guestExperienceVideoId", "revenueVideoId"] as const satisfies readonly SiteSettingName[];

/** The settings that still hold their placeholder default. */
export function placeholdersIn(values: SiteSettings): SiteSettingName[] {
  return PLACEHOLDER_SETTINGS.filter((name) => values[name] === SITE_SETTING_DEFAULTS[name]);
}
