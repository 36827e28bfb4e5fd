/**
 * The referral cookie (docs/decisions/217): what the server in front sets when
 * a visitor follows an active affiliate's link, and what checkout reads. It
 * holds the code and when the link was followed, signed like the session
 * cookie, so a cookie kept past 30 days, or one written by hand, attributes nothing.
 * It names no one: the page cache serves shared pages to a visitor carrying it.
 */
import { createCookie } from "@remix-run/node";
import { findActiveAffiliateByCode, type AttributingAffiliate } from "~/models/order-attribution.server";
import { countReferralClick } from "~/models/referral-clicks.server";
import { getEnv } from "~/utils/env.server";
import { secureCookies } from "~/utils/http.server";
import { AFFILIATE_TERMS, COOKIES } from "../../../server/policy/index.js";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REFERRAL_LIFETIME_MS = AFFILIATE_TERMS.cookieDays * DAY_MS;

/** What an affiliate's code may look like (an application's code is NAME-XXXXXX); anything else is not looked up. */
const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

const referralCookie = createCookie(COOKIES.referral, {
  httpOnly: true,
  sameSite: "lax", // sent on the top-level navigation a link from another site makes
  path: "/",
  secure: secureCookies(),
  secrets: getEnv().SESSION_SECRET,
  maxAge: REFERRAL_LIFETIME_MS / 1000,
});

/** The cookie's content: the affiliate's code and when the link was followed (ms since the epoch). */
export type Referral = { code: string; at: number };

export function referralCookieHeader(referral: Referral): Promise<string> {
  return referralCookie.serialize(referral);
}

/**
 * A followed link (serverHooks.followReferral): for an active affiliate's
 * code, the click is counted when `count` says so and the cookie to set is
 * returned; for any other code, null and nothing written.
 */
export async function followReferral(link: { code: string; landingPath: string; referrerHost: string; count: boolean }, now = new Date()): Promise<string | null> {
  const affiliate = CODE_SHAPE.test(link.code) ? findActiveAffiliateByCode(link.code) : undefined;
  if (!affiliate) return null;
  try {
    if (link.count) countReferralClick({ affiliateId: affiliate.id, landingPath: link.landingPath, referrerHost: link.referrerHost.slice(0, 255) }, now);
  } catch (error) {
    // A disk that is full or read-only loses the count, not the referral.
    console.error("a referral click could not be counted", error);
  }
  return referralCookieHeader({ code: affiliate.code, at: now.getTime() });
}

/** The referral the request carries, if it is signed, well formed and at most 30 days old. */
export async function readReferral(request: Request, now = new Date()): Promise<Referral | null> {
  const value: unknown = await referralCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { code, at } = value as Partial<Referral>;
  if (typeof code !== "string" || typeof at !== "number" || !CODE_SHAPE.test(code)) return null;
  const age = now.getTime() - at;
  return age >= 0 && age <= REFERRAL_LIFETIME_MS ? { code, at } : null;
}

/** The active affiliate of the request's referral cookie, if any. */
export async function referringAffiliate(request: Request, now = new Date()): Promise<AttributingAffiliate | null> {
  const referral = await readReferral(request, now);
  return (referral && findActiveAffiliateByCode(referral.code)) || null;
}
