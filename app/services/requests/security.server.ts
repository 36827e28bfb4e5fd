/**
 * Guards that actions call first: the honeypot and rate limits. The server in
 * front of Remix has already refused cross-site posts (server/origin-check.js)
 * and bodies too large or of the wrong type (server/body-limit.js).
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { countHits, oldestHitSince, recordHit, removeNewestHit } from "~/models/rate-limit.server";
import { minutesText } from "~/utils/wait-text";
import { RATE_LIMITS, WAIT } from "../../../server/policy/limits.js";

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
type CatalogueLimit = (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS];

/** A limit of the catalogue (server/policy/limits.js) as counted for `who`: a client address, an account id. */
export function limitFor({ bucket, max, windowMs }: CatalogueLimit, who: string): Limit {
  return { bucket: `${bucket}${who}`, max, windowMs };
}

/** A refusal's words from the catalogue, with the wait put in ("9 minutes"). */
export function refusalText(text: string, waitSeconds: number) {
  return text.replace(WAIT, minutesText(waitSeconds));
}

/**
 * No limit counted in the limit rows looks further back than this, so hits
 * older than it are never counted again and housekeeping deletes them.
 */
export const LONGEST_LIMIT_WINDOW_MS = Math.max(
  ...Object.values(RATE_LIMITS)
    .filter((limit) => !("countedIn" in limit))
    .map((limit) => limit.windowMs),
);

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

/** Gives back the submission tryConsume counted last, when it turned out to change nothing (a refused file). */
export function giveBack({ bucket }: Limit) {
  removeNewestHit(bucket);
}

/** Like tryConsume, but throws the 429 when the limit is already used up. */
export function consumeLimit(limit: Limit, message: string) {
  const wait = tryConsume(limit);
  if (wait > 0) throw tooManyRequests(message, wait);
}
