/** Affiliates for tests: rows written directly (approval is not their subject), and referral cookies as the server signs them. */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { createCookie } from "@remix-run/node";
import { COOKIES } from "../../server/policy/index.js";

export type TestAffiliate = { id: string; code: string; email: string };

/** An approved affiliate (active unless told otherwise), with a fresh code and address. */
export function insertAffiliate(
  db: Database.Database,
  { status = "active", userId = null, email, code }: { status?: "active" | "suspended"; userId?: string | null; email?: string; code?: string } = {},
): TestAffiliate {
  const tag = randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase();
  const affiliate = { id: `aff_${randomUUID()}`, code: code ?? `TEST-${tag}`, email: email ?? `affiliate-${tag.toLowerCase()}@example.com` };
  db.prepare(
    "INSERT INTO affiliates (id, code, name, email, user_id, rate_percent, status, approved_at, suspended_at) VALUES (?, ?, 'Test Affiliate', ?, ?, 10, ?, ?, ?)",
  ).run(affiliate.id, affiliate.code, affiliate.email, userId, status, Date.now(), status === "suspended" ? Date.now() : null);
  return affiliate;
}

const cookieFor = (secret: string) => createCookie(COOKIES.referral, { secrets: [secret] });

/** A referral cookie ("affiliate_ref=…") signed with `secret`, as if the link had been followed at `at`. */
export async function signedReferral(secret: string, referral: { code: string; at: number }): Promise<string> {
  return (await cookieFor(secret).serialize(referral)).split(";")[0]!;
}

/** What a referral cookie holds, when its signature is good. */
export async function readReferralCookie(secret: string, cookie: string): Promise<unknown> {
  return cookieFor(secret).parse(cookie.split(";")[0]!);
}

/** The referral cookie a response sets, or undefined. */
export function referralSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.referral}=`));
}
