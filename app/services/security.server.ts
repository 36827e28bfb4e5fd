/**
 * Guards for every POST: same-origin check, honeypot, and rate limits. Actions
 * call these first; the server in front of Remix adds what only it can do.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { countHits, oldestHitSince, recordHit } from "~/models/rate-limit.server";
import { getEnv } from "~/utils/env.server";

/**
 * Refuses cross-site form posts (CSRF) with 403. Browsers send Origin on every
 * POST; older ones send Sec-Fetch-Site. A request with neither is not from a
 * browser form, so it cannot carry a victim's cookies by accident.
 */
export function assertSameOrigin(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  if (origin) {
    const allowed = new Set([new URL(request.url).origin, new URL(getEnv().PUBLIC_URL).origin]);
    if (allowed.has(origin)) return;
    throw forbidden();
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden();
}

function forbidden() {
  return data({ error: "Cross-site form submissions are not allowed." }, { status: 403 });
}

export const HONEYPOT_FIELD = "fax_number";

/** Bots fill every field; people never see this one. */
export function assertNotBot(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value !== "") {
    throw data({ error: "Form not submitted properly." }, { status: 400 });
  }
}

/**
 * The client address, as the production server worked it out (socket address,
 * or TRUST_PROXY hops of X-Forwarded-For) and passed in the load context.
 * Never read from a request header here: any client can set those.
 */
export function clientIp(_request: Request, context: AppLoadContext | undefined): string {
  return context?.clientAddress || "unknown";
}

export type Limit = { bucket: string; max: number; windowMs: number };

/**
 * No limit looks further back than this (sign-ups: 10 an hour), so hits older
 * than it are never counted again and housekeeping deletes them.
 */
export const LONGEST_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** Seconds until the bucket has room again, or 0 when it has room now. */
export function retryAfterSeconds({ bucket, max, windowMs }: Limit, now = Date.now()): number {
  if (windowMs > LONGEST_LIMIT_WINDOW_MS) throw new Error(`Limit ${bucket}: window longer than LONGEST_LIMIT_WINDOW_MS`);
  const since = new Date(now - windowMs);
  if (countHits(bucket, since) < max) return 0;
  const oldest = oldestHitSince(bucket, since)?.getTime() ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/** A 429 always says when to come back; routes pass the header on with `keepRetryAfter`. */
export function tooManyRequests(message: string, retryAfter: number) {
  return data({ error: message }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
}

/** Counts one submission against a limit: 0 when counted, else the seconds to wait (nothing counted). */
export function tryConsume(limit: Limit): number {
  const wait = retryAfterSeconds(limit);
  if (wait > 0) return wait;
  recordHit(limit.bucket);
  return 0;
}

/** Like tryConsume, but throws the 429 when the limit is already used up. */
export function consumeLimit(limit: Limit, message: string) {
  const wait = tryConsume(limit);
  if (wait > 0) throw tooManyRequests(message, wait);
}
