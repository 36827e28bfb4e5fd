/**
 * Affiliate payouts through the running production server in test mode, its
 * clock moved across months (docs/decisions/214): a sale's commission is due
 * only once its refund window has passed within the month; the page and its
 * CSV list each affiliate's balance from the minimum (AFFILIATE_MINIMUM_PAYOUT_CENTS
 * here $20), smaller ones carried; "Mark paid" takes a reference, locks the
 * rows, queues one statement per affiliate and refuses a second time; a refund
 * after payout comes off the next month's payout. Affiliates are rows made here.
 */
import type Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpAdminOverHttp, signUpOverHttp } from "../../support/server";
import { forgetSignUps, withServerDatabase } from "../../support/stripe-server";
import { startServerAt, type ClockedServer } from "../../support/test-clock";

let server: ClockedServer;
let admin = "";

beforeAll(async () => {
  server = await startServerAt("2031-03-10T12:00:00Z", { seed: true, env: { AFFILIATE_MINIMUM_PAYOUT_CENTS: "2000", PAGE_CACHE_MB: "0" } });
  admin = await signUpAdminOverHttp(server);
}, 120_000);
afterAll(() => server?.stop());

const withDatabase = <T>(use: (db: Database.Database) => T) => withServerDatabase(server, use);
const rows = <T>(sql: string, ...params: unknown[]) => withDatabase((db) => db.prepare(sql).all(...params) as T[]);

/** Moves the server's clock; sessions made before stay valid (they would expire over the months moved). */
async function moveTo(iso: string) {
  await server.setClock(iso);
  withDatabase((db) => db.prepare("UPDATE sessions SET expires_at = ?").run(Date.parse("2040-01-01T00:00:00Z")));
}

function newAffiliate(name: string, ratePercent: number) {
  const id = `aff_${randomUUID()}`;
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${id.slice(4, 10)}@example.com`;
  withDatabase((db) =>
    db
      .prepare("INSERT INTO affiliates (id, code, name, email, rate_percent, status, approved_at) VALUES (?, ?, ?, ?, ?, 'active', ?)")
      .run(id, `C${randomUUID().slice(0, 8).toUpperCase()}`, name, email, ratePercent, Date.now()),
  );
  return { id, email, name };
}

/** A new buyer pays for `productId` on the test-mode checkout, the order attributed to `affiliateId`. */
async function referredSale(productId: string, affiliateId: string) {
  forgetSignUps(server);
  const cookie = await signUpOverHttp(server);
  const started = await post(server, "/checkout", { productId, returnTo: "/" }, { cookie });
  expect(started.status).toBe(303);
  const orderId = decodeURIComponent(started.headers.get("Location")!.split("/").pop()!);
  withDatabase((db) => db.prepare("UPDATE orders SET affiliate_id = ?, affiliate_source = 'link' WHERE id = ?").run(affiliateId, orderId));
  const paid = await post(server, `/checkout/test/${orderId}`, { intent: "pay" }, { cookie });
  expect(paid.status).toBe(303);
  return orderId;
}

async function payoutsPage(query = "") {
  const response = await fetch(`${server.origin}/admin/affiliates/payouts${query}`, { headers: { Cookie: admin } });
  return { status: response.status, html: await response.text() };
}

async function csv(month: string) {
  const response = await fetch(`${server.origin}/admin/affiliates/payouts.csv?month=${month}`, { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="affiliate-payouts-${month}.csv"`);
  return (await response.text()).trimEnd().split("\r\n");
}

const checkOf = (html: string) => /name="check" value="([0-9a-f]*)"/.exec(html)?.[1] ?? "";
const markPaid = (fields: Record<string, string>) => post(server, "/admin/affiliates/payouts", { intent: "mark-paid", ...fields }, { cookie: admin });
const HEADER = "affiliate,e-mail,period,orders,gross,commission,adjustments,net,currency,reference";

describe("monthly affiliate payouts", () => {
  const ada = { id: "", email: "", name: "Ada Lovelace" };
  const bob = { id: "", email: "", name: "Bob Small" };
  let firstSale = "";

  it("owes nothing for a month in which no refund window ended", async () => {
    Object.assign(ada, newAffiliate(ada.name, 40));
    Object.assign(bob, newAffiliate(bob.name, 10));
    // 40% of $149.99 (6000 cents), available 9 April; Bob's 10% of $19.99 stays under the $20 minimum.
    firstSale = await referredSale("digital_sop_template_collection", ada.id);
    await referredSale("nutri_sync", bob.id);
    expect(rows("SELECT amount_cents AS amount FROM commissions WHERE affiliate_id IN (?, ?) ORDER BY amount_cents", ada.id, bob.id)).toEqual([{ amount: 200 }, { amount: 6000 }]);

    await moveTo("2031-04-15T10:00:00Z");
    const march = await payoutsPage();
    expect(march.status).toBe(200);
    expect(march.html).toContain("Affiliate payouts");
    expect(march.html).toContain('<option value="2031-03" selected="">March 2031</option>');
    expect(march.html).toContain("Nobody is owed a payout for March 2031.");
    expect(march.html).toContain("Test mode");
    expect(await csv("2031-03")).toEqual([HEADER]);
    // April has not ended: it cannot be paid yet.
    const april = await payoutsPage("?month=2031-04");
    expect(april.html).toContain("April 2031 has not ended yet");
    const early = await markPaid({ month: "2031-04", reference: "EARLY", check: "" });
    expect(early.status).toBe(409);
    // A second sale for Ada in April ($199.99 at 40%: 8000 cents), available 15 May.
    await referredSale("bundle_efficiency_package", ada.id);
  });

  it("lists April's balances from the minimum, carries the smaller one, and gives the same figures as CSV", async () => {
    await moveTo("2031-05-02T09:00:00Z");
    const { html, status } = await payoutsPage();
    expect(status).toBe(200);
    expect(html).toContain('<option value="2031-04" selected="">April 2031</option>');
    const due = html.slice(html.indexOf("Due for April 2031"), html.indexOf("Carried forward"));
    expect(due).toContain(ada.email);
    expect(due).not.toContain(bob.email);
    expect(due).toMatch(/data-gross="?[^>]*>\$149\.99</);
    expect(due).toMatch(/data-net="?[^>]*>\$60\.00</);
    expect(html.slice(html.indexOf("Carried forward"))).toContain(bob.email);
    expect(await csv("2031-04")).toEqual([HEADER, `${ada.name},${ada.email},2031-04,1,149.99,60.00,0.00,60.00,USD,`]);
  });

  it("refuses Mark paid without a reference or on balances that changed, then pays once: rows locked, one statement each", async () => {
    const check = checkOf((await payoutsPage("?month=2031-04")).html);
    expect(check).toMatch(/^[0-9a-f]{32}$/);
    const blank = await markPaid({ month: "2031-04", reference: "  ", check });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Reference is required.");
    const stale = await markPaid({ month: "2031-04", reference: "BANK-0425", check: "0".repeat(32) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The balances changed since this page was opened.");
    expect(rows("SELECT id FROM affiliate_payouts")).toEqual([]);

    const paid = await markPaid({ month: "2031-04", reference: "BANK-0425", check });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe("/admin/affiliates/payouts?month=2031-04");
    const payouts = rows<Record<string, unknown>>("SELECT id, affiliate_id, period, reference, orders, gross_cents, commission_cents, adjustment_cents, net_cents, currency FROM affiliate_payouts");
    expect(payouts).toEqual([
      { id: expect.stringMatching(/^pay_/), affiliate_id: ada.id, period: "2031-04", reference: "BANK-0425", orders: 1, gross_cents: 14999, commission_cents: 6000, adjustment_cents: 0, net_cents: 6000, currency: "usd" },
    ]);
    expect(rows("SELECT payout_id AS payout FROM commissions WHERE order_id = ?", firstSale)).toEqual([{ payout: payouts[0]!.id }]);
    expect(rows("SELECT payout_id AS payout FROM commissions WHERE affiliate_id = ?", bob.id)).toEqual([{ payout: null }]);
    const mails = rows<{ key: string; recipient: string; subject: string; text: string }>(
      "SELECT key, recipient, subject, text_body AS text FROM mail_outbox WHERE key LIKE 'affiliate-statement:%'",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.key).toContain(`affiliate-statement:${payouts[0]!.id}`);
    expect(mails[0]!).toMatchObject({ recipient: ada.email, subject: "Your affiliate statement: April 2031" });
    for (const line of ["Period: April 2031", "Orders: 1", "Gross sales: $149.99", "Commission: $60.00", "Adjustments: $0.00", "Net paid: $60.00", "Reference: BANK-0425"]) {
      expect(mails[0]!.text).toContain(line);
    }

    const again = await markPaid({ month: "2031-04", reference: "BANK-AGAIN", check });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("April 2031 was marked paid already");
    expect(rows("SELECT id FROM affiliate_payouts")).toHaveLength(1);
    expect(rows("SELECT id FROM mail_outbox WHERE key LIKE 'affiliate-statement:%'")).toHaveLength(1);

    const shown = await payoutsPage("?month=2031-04");
    expect(shown.html).toContain('data-paid-reference="BANK-0425"');
    expect(shown.html).not.toContain('name="reference"');
    expect(await csv("2031-04")).toEqual([HEADER, `${ada.name},${ada.email},2031-04,1,149.99,60.00,0.00,60.00,USD,BANK-0425`]);
  });

  it("a refund after payout comes off the next month's payout as a negative adjustment", async () => {
    const refund = await post(server, "/admin/orders", { intent: "refund", orderId: firstSale }, { cookie: admin });
    expect(refund.status).toBe(302);
    expect(rows("SELECT kind, amount_cents AS amount, payout_id AS payout FROM commissions WHERE order_id = ? ORDER BY kind", firstSale)).toEqual([
      { kind: "adjustment", amount: -6000, payout: null },
      { kind: "commission", amount: 6000, payout: expect.stringMatching(/^pay_/) },
    ]);

    await moveTo("2031-06-01T09:00:00Z");
    const { html } = await payoutsPage();
    expect(html).toContain('<option value="2031-05" selected="">May 2031</option>');
    expect(await csv("2031-05")).toEqual([HEADER, `${ada.name},${ada.email},2031-05,1,199.99,80.00,-60.00,20.00,USD,`]);
    const paid = await markPaid({ month: "2031-05", reference: "BANK-0531", check: checkOf(html) });
    expect(paid.status).toBe(302);
    const statement = rows<{ text: string }>("SELECT text_body AS text FROM mail_outbox WHERE key LIKE 'affiliate-statement:%' AND text_body LIKE '%BANK-0531%'");
    expect(statement).toHaveLength(1);
    for (const line of ["Period: May 2031", "Commission: $80.00", "Adjustments: -$60.00", "Net paid: $20.00"]) expect(statement[0]!.text).toContain(line);
    // Bob's $2.00 still waits for the minimum.
    expect(rows("SELECT payout_id AS payout FROM commissions WHERE affiliate_id = ?", bob.id)).toEqual([{ payout: null }]);
  });

  it("answers a month that is not one with 400, on the page and the CSV", async () => {
    expect((await payoutsPage("?month=2031-13")).status).toBe(400);
    const response = await fetch(`${server.origin}/admin/affiliates/payouts.csv?month=May`, { headers: { Cookie: admin } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("YYYY-MM");
  });
});
