/**
 * /admin/orders through the running production server: the filters, the
 * period's totals, the CSV, paging, a customer's account with their receipts,
 * and refunds. With a Stripe key the real SDK asks the fake Stripe's Refunds
 * API (tests/support/fake-stripe.ts) and the order changes only when Stripe's
 * signed charge.refunded reaches /webhooks/stripe; on a server with no key
 * (test mode) the same handling runs at once. The buyer's refund mail is read
 * from a local SMTP server.
 */
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe, WEBHOOK_SECRET, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { cookiesFrom } from "../../support/requests";
import { post, signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const stripe = new FakeStripe();
const smtp = new TestSmtpServer();
/** A server with a Stripe key (the fake's) and one without: the keyless test mode. */
let keyed: RunningServer;
let keyless: RunningServer;
let admin = "";
let keylessAdmin = "";
let customer = "";

beforeAll(async () => {
  await Promise.all([stripe.start(), smtp.start()]);
  [keyed, keyless] = await Promise.all([
    startServer({ seed: true, env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: smtp.url } }),
    startServer({ seed: true, env: { SMTP_URL: smtp.url } }),
  ]);
  admin = await signUpAdminOverHttp(keyed);
  keylessAdmin = await signUpAdminOverHttp(keyless);
  customer = await signUpOverHttp(keyed);
}, 180_000);

afterAll(async () => {
  await keyed?.stop();
  await keyless?.stop();
  await stripe.stop();
  await smtp.stop();
});

function withDatabase<T>(server: RunningServer, use: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    return use(db);
  } finally {
    db.close();
  }
}
const row = <T>(server: RunningServer, sql: string, ...params: unknown[]) => withDatabase(server, (db) => db.prepare(sql).get(...params) as T);
const write = (server: RunningServer, sql: string, ...params: unknown[]) => withDatabase(server, (db) => db.prepare(sql).run(...params));

type Buyer = { email: string; cookie: string; id: string };

/** Signs up a buyer (forgetting earlier sign-ups: one address may make 10 an hour, and these are setup steps). */
async function buyer(server: RunningServer, fullName?: string): Promise<Buyer> {
  write(server, "DELETE FROM rate_limit_hits WHERE bucket LIKE 'signup:%'");
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const id = row<{ id: string }>(server, "SELECT id FROM users WHERE email = ?", email).id;
  if (fullName) write(server, "UPDATE users SET full_name = ? WHERE id = ?", fullName, id);
  return { email, cookie, id };
}

const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event);
  return fetch(`${keyed.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
};

/** Checkout on the keyed server; paid on Stripe's page unless `pay` is false. */
async function stripeOrder(productId: string, { who, pay = true }: { who?: Buyer; pay?: boolean } = {}) {
  const owner = who ?? (await buyer(keyed));
  const response = await post(keyed, "/checkout", { productId, returnTo: "/" }, { cookie: owner.cookie });
  expect(response.status).toBe(303);
  const session = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
  if (pay) expect((await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)))).status).toBe(200);
  return { buyer: owner, orderId: session.metadata.orderId!, paymentIntent: session.payment_intent, session };
}

/** The keyless checkout's own Pay button. */
async function testModeOrder(productId: string) {
  const owner = await buyer(keyless);
  const started = await post(keyless, "/checkout", { productId, returnTo: "/" }, { cookie: owner.cookie });
  const payPage = started.headers.get("Location")!;
  expect(payPage).toMatch(/^\/checkout\/test\//);
  expect((await post(keyless, payPage, { intent: "pay" }, { cookie: owner.cookie })).status).toBe(303);
  return { buyer: owner, orderId: decodeURIComponent(payPage.split("/").pop()!) };
}

/** The page's text as a reader sees it (React's text separators and tags left out). */
const shown = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function open(server: RunningServer, pathname: string, cookie = admin) {
  const response = await fetch(`${server.origin}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  const rows = [...html.matchAll(/<tr [^>]*data-order-id="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, id, cells]) => ({ id: id!, text: shown(cells!) }));
  const card = (key: string) => shown(new RegExp(`data-totals="${key}"[^>]*>([\\s\\S]*?)</div>`).exec(html)?.[1] ?? "");
  return { status: response.status, html, text: shown(html), rows, ids: rows.map((r) => r.id), card };
}

const refund = (server: RunningServer, orderId: string, cookie = admin) => post(server, `/admin/orders?refund=${encodeURIComponent(orderId)}`, { intent: "refund", orderId }, { cookie });
const order = (server: RunningServer, id: string) =>
  row<{ status: string; ended_at: number | null; refund_requested_at: number | null }>(server, "SELECT status, ended_at, refund_requested_at FROM orders WHERE id = ?", id);
const hasAccess = (server: RunningServer, userId: string) => row<{ has_access: number }>(server, "SELECT has_access FROM customers WHERE user_id = ?", userId).has_access === 1;
const setCreated = (server: RunningServer, id: string, iso: string) => write(server, "UPDATE orders SET created_at = ? WHERE id = ?", Date.parse(iso), id);

describe("the list, its filters, totals and CSV", () => {
  let paid = { orderId: "" };
  let refunded = { orderId: "", paymentIntent: "" as string | null };
  let thb = { orderId: "" };
  let pending = { orderId: "" };
  let later = { orderId: "" };

  beforeAll(async () => {
    paid = await stripeOrder("digital_kitchen_playbook", { who: await buyer(keyed, '=HYPERLINK("http://evil.example","pay")') });
    refunded = await stripeOrder("nutri_sync");
    thb = await stripeOrder("fermentation_guidebook");
    pending = await stripeOrder("meal_capture", { pay: false });
    later = await stripeOrder("chef_fuel_formula");
    setCreated(keyed, paid.orderId, "2031-03-10T09:00:00Z");
    setCreated(keyed, refunded.orderId, "2031-03-11T09:00:00Z");
    setCreated(keyed, thb.orderId, "2031-03-11T23:59:00Z");
    setCreated(keyed, pending.orderId, "2031-03-12T00:00:00Z");
    setCreated(keyed, later.orderId, "2031-03-13T00:00:00Z");
    expect((await refund(keyed, refunded.orderId)).status).toBe(302);
    expect((await deliver(stripe.refundedChargeEvent(refunded.paymentIntent!))).status).toBe(200);
  }, 60_000);

  it("lists the period's orders newest first, with the totals per currency and refunds taken off", async () => {
    const page = await open(keyed, "/admin/orders?from=2031-03-10&to=2031-03-12");
    expect(page.status).toBe(200);
    expect(page.ids).toEqual([pending.orderId, thb.orderId, refunded.orderId, paid.orderId]);
    expect(page.rows.map((r) => /(Pending|Paid|Refunded)/.exec(r.text)?.[1])).toEqual(["Pending", "Paid", "Refunded", "Paid"]);
    expect(page.card("usd")).toBe("USD · net $79.99 2 paid · $99.98 1 refunded · −$19.99");
    expect(page.card("thb")).toBe("THB · net THB 790.00 1 paid · THB 790.00 0 refunded · −THB 0.00");
    expect(page.html).toContain('href="/admin/orders.csv?from=2031-03-10&amp;to=2031-03-12"');
  });

  it("filters by status, product and UTC day, each a plain GET", async () => {
    expect((await open(keyed, "/admin/orders?from=2031-03-10&to=2031-03-12&status=refunded")).ids).toEqual([refunded.orderId]);
    expect((await open(keyed, "/admin/orders?from=2031-03-10&to=2031-03-12&status=pending")).ids).toEqual([pending.orderId]);
    const paidOnly = await open(keyed, "/admin/orders?from=2031-03-10&to=2031-03-12&status=paid");
    expect(paidOnly.ids).toEqual([thb.orderId, paid.orderId]);
    expect(paidOnly.card("usd")).toBe("USD · net $79.99 1 paid · $79.99 0 refunded · −$0.00");
    expect((await open(keyed, "/admin/orders?from=2031-03-10&to=2031-03-13&product=chef_fuel_formula")).ids).toEqual([later.orderId]);
    expect((await open(keyed, "/admin/orders?from=2031-03-11&to=2031-03-11")).ids).toEqual([thb.orderId, refunded.orderId]);
    expect((await open(keyed, "/admin/orders?from=2031-03-13")).ids).toEqual([later.orderId]);
  });

  it("says what is wrong with a filter, with a 400, never a 500", async () => {
    const bad = await open(keyed, "/admin/orders?status=shipped&product=nope&from=2031-02-30&to=yesterday&customer=nobody&page=-4&refund=ord_none");
    expect(bad.status).toBe(400);
    for (const message of [
      "Dates are written YYYY-MM-DD, e.g. 2026-11-28.",
      "Unknown status: choose one from the list.",
      "No order is for that product: choose one from the list.",
      "No such customer.",
      "No such order to refund.",
    ]) {
      expect(bad.text).toContain(message);
    }
    const backwards = await open(keyed, "/admin/orders?from=2031-03-12&to=2031-03-10");
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain("The start date is after the end date.");
    const csv = await fetch(`${keyed.origin}/admin/orders.csv?from=2031-13-01`, { headers: { Cookie: admin } });
    expect(csv.status).toBe(400);
    expect(await csv.text()).toBe("Dates are written YYYY-MM-DD, e.g. 2026-11-28.");
  });

  it("exports the filtered orders as CSV with a header row, formulas defused", async () => {
    const response = await fetch(`${keyed.origin}/admin/orders.csv?from=2031-03-10&to=2031-03-12`, { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "order_id,created_at,paid_at,status,mode,customer_name,customer_email,product_id,product,amount_minor_units,amount,currency,billing,ended_at,refund_requested_at,promotion_code,discount_minor_units,stripe_payment_intent",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([pending.orderId, thb.orderId, refunded.orderId, paid.orderId]);
    const line = (id: string) => lines.find((l) => l.startsWith(id))!;
    expect(line(refunded.orderId)).toMatch(/,2031-03-11T09:00:00\.000Z,\d{4}-[^,]+,refunded,stripe,/);
    expect(line(refunded.orderId)).toContain(",1999,19.99,usd,one-time,");
    expect(line(refunded.orderId).endsWith(`,${refunded.paymentIntent}`)).toBe(true);
    expect(line(thb.orderId)).toContain(",79000,790.00,thb,one-time,");
    expect(line(pending.orderId)).toMatch(/,,pending,stripe,/);
    // The customer named '=HYPERLINK(…)' is text in a spreadsheet, not a formula.
    expect(line(paid.orderId)).toContain(`,"'=HYPERLINK(""http://evil.example"",""pay"")",`);
  });

  it("pages 25 orders at a time, newest first, keeping the filter", async () => {
    const owner = await buyer(keyed);
    const ids = Array.from({ length: 27 }, (_, i) => `ord_page_${String(i).padStart(2, "0")}_${randomUUID().slice(0, 6)}`);
    withDatabase(keyed, (db) => {
      const insert = db.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, created_at) VALUES (?, ?, 'meal_capture', 1999, 'usd', 'pending', 'stripe', ?)");
      ids.forEach((id, i) => insert.run(id, owner.id, Date.parse("2031-05-01T00:00:00Z") + i * 60_000));
    });
    const first = await open(keyed, `/admin/orders?customer=${owner.id}`);
    expect(first.ids).toEqual(ids.slice(2).reverse());
    expect(first.text).toContain("Page 1 of 2 · 27 orders");
    expect(first.html).toContain(`href="/admin/orders?customer=${owner.id}&amp;page=2"`);
    expect((await open(keyed, `/admin/orders?customer=${owner.id}&page=2`)).ids).toEqual([ids[1], ids[0]]);
    expect((await open(keyed, `/admin/orders?customer=${owner.id}&page=99`)).ids).toEqual([ids[1], ids[0]]);
  });
});

describe("a customer's page", () => {
  it("shows the account, what gives premium access, and every order with its receipt", async () => {
    const first = await stripeOrder("digital_kitchen_playbook");
    const second = await stripeOrder("nutri_sync", { who: first.buyer });
    const unpaid = await stripeOrder("meal_capture", { who: first.buyer, pay: false });
    write(keyed, "UPDATE users SET full_name = 'Ploy Bistro', email_verified_at = ?, created_at = ? WHERE id = ?", Date.parse("2031-01-02T10:00:00Z"), Date.parse("2031-01-01T10:00:00Z"), first.buyer.id);
    await stripeOrder("chef_fuel_formula"); // someone else's

    const page = await open(keyed, `/admin/orders?customer=${first.buyer.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Orders of Ploy Bistro");
    const account = shown(/<section aria-labelledby="customer"[\s\S]*?<\/section>/.exec(page.html)![0]);
    expect(account).toContain(`Name Ploy Bistro E-mail ${first.buyer.email} Signed up 1 Jan 2031 E-mail verified 2 Jan 2031`);
    expect(account).toMatch(/Premium access Yes, from Digital Kitchen Playbook \(paid \d+ \w+ \d{4}\) ?, NutriSync \(paid \d+ \w+ \d{4}\) Role user/);
    expect(page.ids.sort()).toEqual([first.orderId, second.orderId, unpaid.orderId].sort());
    expect(page.html).toContain(`href="/admin/orders/${first.orderId}/receipt"`);
    expect(page.html).not.toContain(`href="/admin/orders/${unpaid.orderId}/receipt"`);

    const receipt = await open(keyed, `/admin/orders/${first.orderId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain(`Order number ${first.orderId}`);
    expect(receipt.text).toContain(first.buyer.email);
    expect(receipt.text).toContain(`${first.paymentIntent} Stripe payment`);
    expect(receipt.text).toContain("Back to the customer's orders");
    expect(receipt.text).not.toContain("Business details");
    // The buyer still has their own copy; nobody else has any.
    expect((await open(keyed, `/account/orders/${first.orderId}/receipt`, first.buyer.cookie)).status).toBe(200);
    expect((await open(keyed, `/admin/orders/${first.orderId}/receipt`, customer)).status).toBe(403);
    expect((await open(keyed, `/admin/orders/${unpaid.orderId}/receipt`)).status).toBe(404);
  });
});

describe("a refund with a Stripe key", () => {
  it("asks Stripe's Refunds API, shows 'Refund requested', and ends the order when Stripe's signed event arrives", async () => {
    const { buyer: owner, orderId, paymentIntent } = await stripeOrder("digital_kitchen_playbook");
    const confirm = await open(keyed, `/admin/orders?customer=${owner.id}&refund=${orderId}`);
    expect(confirm.text).toContain("Refund $79.99 to Test User?");
    expect(confirm.html).toContain("Refund the order");

    const asked = await post(keyed, `/admin/orders?customer=${owner.id}&refund=${orderId}`, { intent: "refund", orderId }, { cookie: admin });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe(`/admin/orders?customer=${owner.id}`);
    const sent = stripe.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent);
    expect(sent).toEqual([expect.objectContaining({ method: "POST", idempotencyKey: `admin-refund:${orderId}`, body: { payment_intent: paymentIntent, reason: "requested_by_customer", metadata: { orderId } } })]);
    // The action itself changes nothing the buyer has: Stripe's event does.
    expect(order(keyed, orderId)).toMatchObject({ status: "paid", ended_at: null, refund_requested_at: expect.any(Number) });
    expect(hasAccess(keyed, owner.id)).toBe(true);
    const after = await open(keyed, asked.headers.get("Location")!, cookiesFrom(asked, admin));
    expect(after.text).toContain("Stripe is refunding the payment. The order shows as refunded when Stripe confirms it.");
    expect(after.rows[0]!.text).toMatch(/Paid Refund requested \d+ \w+ \d{4}/);
    expect(after.html).not.toContain(`refund=${orderId}`);

    const twice = await refund(keyed, orderId);
    expect(twice.status).toBe(409);
    expect(shown(await twice.text())).toContain("A refund of this order was asked of Stripe already: the order shows as refunded when Stripe confirms it.");
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent)).toHaveLength(1);

    const event = stripe.refundedChargeEvent(paymentIntent!);
    const delivered = await deliver(event);
    expect(await delivered.json()).toEqual({ received: true, outcome: "revoked" });
    expect(order(keyed, orderId)).toMatchObject({ status: "refunded", ended_at: expect.any(Number) });
    expect(hasAccess(keyed, owner.id)).toBe(false);
    expect(row<{ n: number }>(keyed, "SELECT count(*) AS n FROM purchases WHERE order_id = ? AND revoked_at IS NULL", orderId).n).toBe(0);
    const mail = await smtp.waitForMail(owner.email, /^Refund processed: Digital Kitchen Playbook$/);
    expect(mail.text).toContain(orderId);
    expect((await open(keyed, `/admin/orders?customer=${owner.id}`)).rows[0]!.text).toContain("Refunded");

    // Stripe sends an event again when unsure it arrived; and a third press is refused.
    expect(await (await deliver(event)).json()).toEqual({ received: true, outcome: "replay" });
    const again = await refund(keyed, orderId);
    expect(again.status).toBe(409);
    expect(shown(await again.text())).toContain("This order was refunded already.");
    expect(smtp.mailsTo(owner.email).filter((m) => /^Refund processed/.test(m.subject))).toHaveLength(1);
  });

  it("says what Stripe said, and changes nothing, when Stripe refuses or fails", async () => {
    const dashboard = await stripeOrder("nutri_sync");
    // Refunded in Stripe's dashboard a moment ago; its event has not arrived yet.
    stripe.refunds.push({ payment_intent: dashboard.paymentIntent!, reason: null, metadata: {} });
    const already = await refund(keyed, dashboard.orderId);
    expect(already.status).toBe(409);
    expect(shown(await already.text())).toContain("Stripe has refunded this payment already: the order shows as refunded when Stripe's confirmation arrives.");
    expect(order(keyed, dashboard.orderId).status).toBe("paid");

    const failing = await stripeOrder("meal_capture");
    stripe.failWith = 500;
    try {
      const failed = await refund(keyed, failing.orderId);
      expect(failed.status).toBe(502);
      expect(shown(await failed.text())).toMatch(/Stripe did not refund the payment: .+\. Nothing was changed; try again\./);
    } finally {
      stripe.failWith = null;
    }
    expect(order(keyed, failing.orderId)).toMatchObject({ status: "paid", refund_requested_at: null });
    expect(hasAccess(keyed, failing.buyer.id)).toBe(true);
  });

  it("refuses an unpaid order, a subscription and an ended one, with a reason", async () => {
    const unpaid = await stripeOrder("chef_fuel_formula", { pay: false });
    const refusedUnpaid = await refund(keyed, unpaid.orderId);
    expect(refusedUnpaid.status).toBe(409);
    expect(shown(await refusedUnpaid.text())).toContain("Only a paid order can be refunded: this one was never paid.");

    const monthly = await stripeOrder("wp_operator_briefing_subscription");
    expect(order(keyed, monthly.orderId).status).toBe("paid");
    const refusedMonthly = await refund(keyed, monthly.orderId);
    expect(refusedMonthly.status).toBe(409);
    expect(shown(await refusedMonthly.text())).toContain("A subscription is refunded in Stripe's dashboard: cancel it there and refund the payment you choose.");
    const subscription = monthly.session.subscription!;
    expect((await deliver(stripeEvent("customer.subscription.deleted", { id: subscription, object: "subscription", status: "canceled" }))).status).toBe(200);
    const ended = await open(keyed, `/admin/orders?customer=${monthly.buyer.id}&status=ended`);
    expect(ended.ids).toEqual([monthly.orderId]);
    const refusedEnded = await refund(keyed, monthly.orderId);
    expect(shown(await refusedEnded.text())).toContain("This order has ended already: nothing it gave is left to take back.");
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds" && r.body.metadata && (r.body.metadata as { orderId?: string }).orderId === monthly.orderId)).toEqual([]);
    expect((await refund(keyed, "ord_none")).status).toBe(404);
  });

  it("is the admin's alone: a customer gets 403 and a visitor is sent to sign in, and Stripe is never asked", async () => {
    const { orderId, paymentIntent } = await stripeOrder("digital_food_cost_calculator");
    for (const pathname of ["/admin/orders", `/admin/orders?refund=${orderId}`, "/admin/orders.csv", `/admin/orders/${orderId}/receipt`]) {
      expect((await open(keyed, pathname, customer)).status, pathname).toBe(403);
      const visitor = await fetch(`${keyed.origin}${pathname}`, { redirect: "manual" });
      expect(visitor.headers.get("Location") ?? "", pathname).toMatch(/^\/login\?redirectTo=/);
    }
    expect((await refund(keyed, orderId, customer)).status).toBe(403);
    expect((await post(keyed, "/admin/orders", { intent: "refund", orderId })).headers.get("Location")).toMatch(/^\/login/);
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent)).toEqual([]);
    expect(order(keyed, orderId)).toMatchObject({ status: "paid", refund_requested_at: null });
  });
});

describe("a refund in test mode (no Stripe key)", () => {
  it("is handled at once as Stripe's charge.refunded would be: access gone, the refund mail sent, once", async () => {
    const { buyer: owner, orderId } = await testModeOrder("digital_kitchen_playbook");
    expect(hasAccess(keyless, owner.id)).toBe(true);
    const page = await open(keyless, `/admin/orders?customer=${owner.id}`, keylessAdmin);
    expect(page.rows[0]!.text).toContain("Paid (test mode)");
    expect(page.card("usd-test")).toBe("USD · test mode, no money taken $79.99 1 paid · $79.99 0 refunded · −$0.00");

    const done = await refund(keyless, orderId, keylessAdmin);
    expect(done.status).toBe(302);
    expect(shown((await open(keyless, done.headers.get("Location")!, cookiesFrom(done, keylessAdmin))).html)).toContain("Order refunded");
    expect(order(keyless, orderId)).toMatchObject({ status: "refunded", ended_at: expect.any(Number) });
    expect(hasAccess(keyless, owner.id)).toBe(false);
    expect(row(keyless, "SELECT type FROM webhook_events WHERE id = ?", `evt_test_refund_${orderId}`)).toEqual({ type: "charge.refunded" });
    const mail = await smtp.waitForMail(owner.email, /^Refund processed: Digital Kitchen Playbook$/);
    expect(mail.text).toContain(orderId);

    const again = await refund(keyless, orderId, keylessAdmin);
    expect(again.status).toBe(409);
    expect(shown(await again.text())).toContain("This order was refunded already.");
    expect(smtp.mailsTo(owner.email).filter((m) => /^Refund processed/.test(m.subject))).toHaveLength(1);
    expect((await open(keyless, `/admin/orders?customer=${owner.id}`, keylessAdmin)).card("usd-test")).toBe("USD · test mode, no money taken $0.00 1 paid · $79.99 1 refunded · −$79.99");
  });
});
