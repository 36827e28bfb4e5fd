import { z } from "zod";
/**
 * The one Stripe client. Without STRIPE_SECRET_KEY the site sells in test mode
 * (no client at all); STRIPE_API_BASE sends every call to another origin, which
 * is how tests run the real SDK against a local fake (tests/support/fake-stripe.ts).
 */
import type Stripe from "stripe";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

export type { Stripe };

/** The SDK is loaded with the first call that needs it, not at start-up (docs/decisions/192-sdks-loaded-when-used.md). */
async function loadStripe(): Promise<typeof Stripe> {
  return (await import("stripe")).default;
}

function createStripe(Stripe: typeof import("stripe").default, secretKey: string, apiBase: string | undefined): Stripe {
  if (!apiBase) return new Stripe(secretKey);
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  });
}

/** The Stripe client, or null in payment test mode (no secret key). */
export async function getStripe(): Promise<Stripe | null> {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = getEnv();
  if (!STRIPE_SECRET_KEY) return null;
  const Stripe = await loadStripe();
  return singleton(`stripe:${STRIPE_SECRET_KEY}:${STRIPE_API_BASE ?? ""}`, () => createStripe(Stripe, STRIPE_SECRET_KEY, STRIPE_API_BASE));
}

export function isPaymentTestMode(): boolean {
  return !getEnv().STRIPE_SECRET_KEY;
}

/**
 * Verifies a webhook's signature on the exact bytes Stripe sent (300 s
 * tolerance, Stripe's default: an older timestamp is a replay). Throws on a bad
 * or stale signature. Needs no API key, so it works in test mode too.
 */
export async function verifyWebhook(payload: string, signature: string | null, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  const Stripe = await loadStripe();
  const event = Stripe.webhooks.constructEvent(payload, signature, secret);
  // A signed body is Stripe's, but we still only act on the shape we read.
  if (!eventShape.safeParse(event).success) throw new Error("Malformed event");
  return event;
}

const eventShape = z.object({ id: z.string().min(1).max(255), type: z.string().max(255), data: z.object({ object: z.record(z.unknown()) }) });
