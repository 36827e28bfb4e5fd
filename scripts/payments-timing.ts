/**
 * `npm run bench:payments`: two figures from the production server on loopback
 * (needs `npm run build` first).
 *  1. Test mode: time from the Pay click (its POST) to the buyer's /resources
 *     page showing the purchase and premium access (the redirects followed).
 *  2. Stripe mode against the local fake Stripe: the webhook's response time
 *     for a signed `checkout.session.completed` that fulfils an order, and for a replay.
 * Prints medians and p90s. Not a test: figures depend on the machine.
 */
import { FakeStripe, WEBHOOK_SECRET, signedDelivery, stripeEvent } from "../tests/support/fake-stripe";
import { post, startServer, type RunningServer } from "../tests/support/server";

const PAYS = Number(process.env.PAYS ?? 20);
const EVENTS = Number(process.env.EVENTS ?? 60);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => `median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms (n=${values.length})`;

let visitor = 0;
/** A new account from its own address (the sign-up limit is per address; the server trusts one proxy hop). */
async function signUp(server: RunningServer): Promise<string> {
  visitor++;
  const address = `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await post(server, "/signup", { email: `bench-${Date.now()}-${visitor}@example.com`, password: "a-long-bench-password-2026", fullName: "Bench Buyer" }, { headers: { "X-Forwarded-For": address } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
    if (cookie) return cookie.split(";")[0]!;
    await new Promise((resolve) => setTimeout(resolve, 300)); // hashing slots busy: try again
  }
  throw new Error("sign-up kept failing");
}

function withCookies(cookie: string, response: Response) {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0], pair]));
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

async function payToAccess(server: RunningServer): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < PAYS; i++) {
    let cookie = await signUp(server);
    const started = await post(server, "/checkout", { productId: "hospitality-bundle", returnTo: "/" }, { cookie });
    const checkoutPath = started.headers.get("Location")!;
    const t0 = performance.now();
    let response = await post(server, checkoutPath, { intent: "pay" }, { cookie });
    // Follow the redirects as a browser does: /resources?success=true → /resources with the flash.
    while (response.status >= 300 && response.status < 400) {
      cookie = withCookies(cookie, response);
      response = await fetch(`${server.origin}${response.headers.get("Location")}`, { headers: { Cookie: cookie }, redirect: "manual" });
    }
    const html = await response.text();
    const elapsed = performance.now() - t0;
    if (!html.includes("Purchase successful") || !html.includes("Premium access")) throw new Error("the page after Pay shows no access");
    times.push(elapsed);
  }
  return times;
}

async function webhookTimes(server: RunningServer, stripe: FakeStripe) {
  const cookie = await signUp(server);
  const first: number[] = [];
  const replays: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const started = await post(server, "/checkout", { productId: i % 2 ? "nutri_sync" : "meal_capture", returnTo: "/" }, { cookie });
    const session = [...stripe.sessions.values()].find((s) => s.url === started.headers.get("Location"))!;
    const event = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    for (const times of [first, replays]) {
      const { payload, headers } = signedDelivery(event);
      const t0 = performance.now();
      const response = await fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
      await response.text();
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    }
  }
  return { first, replays };
}

const testMode = await startServer({ seed: true, env: { TRUST_PROXY: "1" } });
try {
  const times = await payToAccess(testMode);
  console.log(`Test mode, Pay → /resources showing the purchase and premium access: ${summary(times)}`);
} finally {
  await testMode.stop();
}

const stripe = await new FakeStripe().start();
const live = await startServer({ seed: true, env: { TRUST_PROXY: "1", STRIPE_SECRET_KEY: "sk_test_bench", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
try {
  const { first, replays } = await webhookTimes(live, stripe);
  console.log(`Webhook checkout.session.completed that fulfils an order: ${summary(first)}`);
  console.log(`Webhook replay of the same event (stored once, changes nothing): ${summary(replays)}`);
} finally {
  await live.stop();
  await stripe.stop();
}
