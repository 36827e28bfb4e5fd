/**
 * A test file's production server with a Stripe key whose API is the local
 * fake (tests/support/fake-stripe.ts), the webhook's secret set, and the seed
 * loaded. Call at the top of the file; `started` receives the server.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { WEBHOOK_SECRET, type FakeStripe } from "./fake-stripe";
import { post, signUpOverHttp, startServer, type RunningServer } from "./server";

export function useServerWithStripe(stripe: FakeStripe, started: (server: RunningServer) => void) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    await stripe.start();
    server = await startServer({
      seed: true,
      env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    started(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await stripe.stop();
  });
}

/** The running server's database, opened for one piece of work (writes wait for the server's). */
export function withServerDatabase<T>(server: RunningServer, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** More sign-ups than one address may make in an hour (10) are a test file's setup, not its subject. */
export function forgetSignUps(server: RunningServer) {
  withServerDatabase(server, (db) => db.prepare("DELETE FROM rate_limit_hits WHERE bucket LIKE 'signup:%'").run());
}

/** Signs up, starts checkout of `productId` through HTTP; returns the cookie, the order id and the fake session. */
export async function buyerWithCheckout(server: RunningServer, stripe: FakeStripe, productId: string) {
  forgetSignUps(server);
  const cookie = await signUpOverHttp(server);
  const response = await post(server, "/checkout", { productId, returnTo: "/" }, { cookie });
  if (response.status !== 303) throw new Error(`checkout of ${productId} answered ${response.status}`);
  const session = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
  return { cookie, session, orderId: session.metadata.orderId! };
}
