/**
 * An affiliate's dashboard and CSV through the running production server,
 * from commission and click rows written here: clicks, orders and conversion
 * for the default and a chosen period, pending / approved / paid totals that
 * move when the server's clock passes the refund window, the month-by-month
 * table, and the CSV with its date filter. Bad dates are refused with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOverHttp } from "../../support/server";
import { withServerDatabase } from "../../support/stripe-server";
import { startServerAt, type ClockedServer } from "../../support/test-clock";

let server: ClockedServer;
let cookie = "";
const AFFILIATE = "aff_00000000-0000-4000-8000-000000000001";
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  server = await startServerAt("2026-06-10T12:00:00Z", { seed: true });
  const email = `affiliate-${Date.now()}@example.com`;
  cookie = await signUpOverHttp(server, email);
  const buyer = `buyer-${Date.now()}@example.com`;
  await signUpOverHttp(server, buyer);
  withServerDatabase(server, (db) => {
    const user = (address: string) => (db.prepare("SELECT id FROM users WHERE email = ?").get(address) as { id: string }).id;
    const buyerUser = user(buyer);
    db.prepare("INSERT INTO affiliates (id, code, name, email, user_id, rate_percent, status, approved_at) VALUES (?, 'DASH-ABC123', 'Dana Dash', ?, ?, 12, 'active', ?)").run(
      AFFILIATE,
      email,
      user(email),
      at("2026-03-01T00:00:00Z"),
    );
    const order = db.prepare(
      "INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, created_at, paid_at, affiliate_id, affiliate_source) VALUES (?, ?, 'digital_kitchen_playbook', ?, 'usd', 'paid', 'test', ?, ?, ?, 'link')",
    );
    const commission = db.prepare(
      "INSERT INTO commissions (id, affiliate_id, order_id, kind, base_cents, rate_percent, amount_cents, currency, available_at, reversed_at, payout_id, created_at) VALUES (?, ?, ?, ?, ?, 12, ?, 'usd', ?, ?, ?, ?)",
    );
    const sale = (id: string, base: number, amount: number, created: string, available: string, extra: { reversed?: string; payout?: string } = {}) => {
      order.run(`order_${id}`, buyerUser, base, at(created), at(created), AFFILIATE);
      commission.run(`com_${id}`, AFFILIATE, `order_${id}`, "commission", base, amount, at(available), extra.reversed ? at(extra.reversed) : null, extra.payout ?? null, at(created));
    };
    db.prepare("INSERT INTO affiliate_payouts (id, affiliate_id, period, reference, orders, gross_cents, commission_cents, adjustment_cents, net_cents, currency, paid_at) VALUES ('pay_1', ?, '2026-05', 'BANK-1', 1, 1999, 240, 0, 240, 'usd', ?)").run(
      AFFILIATE,
      at("2026-06-01T00:00:00Z"),
    );
    sale("C", 1999, 240, "2026-04-02T09:00:00Z", "2026-05-02T09:00:00Z", { payout: "pay_1" }); // paid
    sale("B", 4999, 600, "2026-05-05T09:00:00Z", "2026-06-04T09:00:00Z"); // approved
    sale("A", 7999, 960, "2026-06-01T10:00:00Z", "2026-07-01T10:00:00Z"); // pending until 1 July
    sale("D", 7999, 960, "2026-06-03T10:00:00Z", "2026-07-03T10:00:00Z", { reversed: "2026-06-05T00:00:00Z" }); // refunded before the window
    // Order C refunded after its payout: a negative adjustment, approved at once.
    commission.run("com_E", AFFILIATE, "order_C", "adjustment", -1999, -240, at("2026-06-06T00:00:00Z"), null, null, at("2026-06-06T00:00:00Z"));
    const click = db.prepare("INSERT INTO referral_clicks (affiliate_id, day, landing_path, referrer_host, clicks) VALUES (?, ?, ?, ?, ?)");
    click.run(AFFILIATE, "2026-05-03", "/", "", 5);
    click.run(AFFILIATE, "2026-06-01", "/", "blog.example", 2);
    click.run(AFFILIATE, "2026-06-01", "/pricing", "", 1);
    click.run(AFFILIATE, "2026-06-20", "/", "", 7);
  });
}, 180_000);
afterAll(() => server?.stop());

async function dashboard(query = "", expected = 200) {
  const response = await fetch(`${server.origin}/account/affiliate${query}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(expected);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return html;
}

const figure = (html: string, key: string) => new RegExp(`data-figure="${key}"[^>]*>(?:[\\s\\S]*?<dd[^>]*>)?([^<]*)<`).exec(html)?.[1];
const balance = (html: string, state: string) => new RegExp(`data-balance="${state}"[^>]*>[\\s\\S]*?<dd[^>]*>([^<]*)<`).exec(html)?.[1];
/** The cells of a month's line of the table. */
function month(html: string, key: string) {
  const start = html.indexOf(`data-month="${key}"`);
  if (start < 0) return null;
  const line = html.slice(start, html.indexOf("</tr>", start));
  return [...line.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
}

describe("the default period (the last 30 days)", () => {
  it("counts its clicks, its orders (not the refunded one) and the conversion", async () => {
    const html = await dashboard();
    expect(html).toContain('value="2026-05-12"');
    expect(html).toContain('value="2026-06-10"');
    expect(figure(html, "clicks")).toBe("3");
    expect(figure(html, "orders")).toBe("1");
    expect(figure(html, "conversion")).toBe("33.3%");
    // Order A's commission less order C's refund after payout.
    expect(figure(html, "earned")).toBe("$7.20");
    expect(month(html, "2026-06")).toEqual(["June 2026", "1", "$79.99", "$9.60", "-$2.40", "$7.20", "Not yet"]);
    expect(month(html, "2026-05")).toBeNull();
  });
});

describe("a chosen period", () => {
  it("takes its clicks and orders from those days, with a line per month saying what was paid", async () => {
    const html = await dashboard("?from=2026-04-01&to=2026-06-30");
    expect(figure(html, "clicks")).toBe("15");
    expect(figure(html, "orders")).toBe("3");
    expect(figure(html, "conversion")).toBe("20%");
    expect(month(html, "2026-05")).toEqual(["May 2026", "1", "$49.99", "$6.00", "$0.00", "$6.00", "Not yet"]);
    expect(month(html, "2026-04")).toEqual(["April 2026", "1", "$19.99", "$2.40", "$0.00", "$2.40", "Paid"]);
    expect(html).toContain('href="/account/affiliate.csv?from=2026-04-01&amp;to=2026-06-30"');
  });

  it.each([
    ["?from=2026-13-01", "Enter the first day as a date"],
    ["?to=yesterday", "Enter the last day as a date"],
    ["?from=2026-06-05&to=2026-06-01", "The first day must be on or before the last day."],
  ])("%s is refused with a message and the default period shown", async (query, message) => {
    const html = await dashboard(query, 400);
    expect(html).toContain(message);
    expect(figure(html, "clicks")).toBe("3");
  });
});

describe("the totals", () => {
  it("are pending until the refund window passes, then approved; paid stays paid and a reversed row counts nowhere", async () => {
    const before = await dashboard();
    expect(balance(before, "pending")).toBe("$9.60");
    expect(balance(before, "approved")).toBe("$3.60");
    expect(balance(before, "paid")).toBe("$2.40");
    await server.setClock("2026-07-02T12:00:00Z");
    try {
      const after = await dashboard();
      expect(balance(after, "pending")).toBe("$0.00");
      expect(balance(after, "approved")).toBe("$13.20");
      expect(balance(after, "paid")).toBe("$2.40");
    } finally {
      await server.setClock("2026-06-10T12:00:00Z");
    }
  });
});

describe("the CSV", () => {
  const csv = (query: string, as = cookie) => fetch(`${server.origin}/account/affiliate.csv${query}`, { headers: as ? { Cookie: as } : {}, redirect: "manual" });

  it("lists the period's ledger rows with their state, for the affiliate only", async () => {
    const response = await csv("?from=2026-04-01&to=2026-06-30");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toContain("affiliate-2026-04-01-to-2026-06-30.csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toEqual([
      "date,month,product,type,status,order_amount,rate_percent,commission,currency,approved_from",
      "2026-04-02,2026-04,Digital Kitchen Playbook,commission,paid,19.99,12,2.40,USD,2026-05-02",
      "2026-05-05,2026-05,Digital Kitchen Playbook,commission,approved,49.99,12,6.00,USD,2026-06-04",
      "2026-06-01,2026-06,Digital Kitchen Playbook,commission,pending,79.99,12,9.60,USD,2026-07-01",
      "2026-06-03,2026-06,Digital Kitchen Playbook,commission,reversed,79.99,12,9.60,USD,2026-07-03",
      // Amounts are numbers a spreadsheet adds up, a refund's negative too (a minus in text would be quoted as a formula).
      "2026-06-06,2026-06,Digital Kitchen Playbook,adjustment,approved,-19.99,12,-2.40,USD,2026-06-06",
    ]);
  });

  it("keeps to the dates asked for, and refuses a bad one", async () => {
    const may = (await (await csv("?from=2026-05-01&to=2026-05-31")).text()).trim().split("\r\n");
    expect(may).toHaveLength(2);
    expect(may[1]).toMatch(/^2026-05-05,/);
    const bad = await csv("?from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the first day as a date");
    const visitor = await csv("?from=2026-05-01", "");
    expect(visitor.status).toBe(302);
  });
});
