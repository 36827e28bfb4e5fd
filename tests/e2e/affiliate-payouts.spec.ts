/**
 * The admin's affiliate payouts in a real browser, JavaScript on and off, at a
 * phone's and a laptop's width: the month chosen in the selector, the
 * affiliate's balance and its CSV, "Mark paid" with a reference, and the
 * statement mail it sends (read from a local SMTP server: testWithMail). Each
 * viewport pays a month of its own, oldest first, so one payout never takes
 * the other's rows (a month pays every earlier unpaid row too).
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { testWithMail as test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase } from "./support";
import { signUpAdminOverHttp, type RunningServer } from "../support/server";

actAsSeparateVisitors();
test.describe.configure({ mode: "serial" });

/** "YYYY-MM" of the month `back` months before this one, and an instant in its middle. */
function monthAgo(back: number) {
  const now = new Date();
  const middle = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
  return { period: middle.toISOString().slice(0, 7), middle };
}

/** An affiliate whose referred $149.99 sale earned 40% ($60.00), approved in the middle of `month`. */
function affiliateWithSale(server: RunningServer, middle: Date) {
  const db = openE2eDatabase(server.dataDir);
  const tag = randomUUID().slice(0, 8);
  const affiliate = { id: `aff_${tag}`, name: `Payee ${tag}`, email: `payee-${tag}@example.com` };
  try {
    db.prepare("INSERT OR IGNORE INTO products (id, name, kind, price_cents, description) VALUES ('e2e_affiliate_guide', 'Affiliate Test Guide', 'digital', 14999, 'Sold through an affiliate')").run();
    const buyer = randomUUID();
    db.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES (?, ?, 'Referred Buyer', 'x', 'user')").run(buyer, `buyer-${tag}@example.com`);
    db.prepare("INSERT INTO affiliates (id, code, name, email, rate_percent, status, approved_at) VALUES (?, ?, ?, ?, 40, 'active', ?)").run(affiliate.id, `E2E${tag.toUpperCase()}`, affiliate.name, affiliate.email, middle.getTime() - 40 * 86_400_000);
    const paidAt = middle.getTime() - 30 * 86_400_000;
    const order = `ord_${randomUUID()}`;
    db.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, created_at, paid_at, affiliate_id, affiliate_source) VALUES (?, ?, 'e2e_affiliate_guide', 14999, 'usd', 'paid', 'test', ?, ?, ?, 'link')").run(order, buyer, paidAt, paidAt, affiliate.id);
    db.prepare("INSERT INTO commissions (id, affiliate_id, order_id, kind, base_cents, rate_percent, amount_cents, currency, available_at, created_at) VALUES (?, ?, ?, 'commission', 14999, 40, 6000, 'usd', ?, ?)").run(`com_${tag}`, affiliate.id, order, middle.getTime(), paidAt);
  } finally {
    db.close();
  }
  return affiliate;
}

for (const { viewport, back } of [
  { viewport: { width: 390, height: 844 }, back: 2 },
  { viewport: { width: 1280, height: 900 }, back: 1 },
]) {
  test(`a month's payouts: chosen, exported and marked paid, the statement mailed, at ${viewport.width} px`, async ({ page, javaScriptEnabled, withMail: { server, smtp } }) => {
    await page.setViewportSize(viewport);
    const { period, middle } = monthAgo(back);
    const lastEnded = monthAgo(1).period;
    const affiliate = affiliateWithSale(server, middle);
    const [name, ...value] = (await signUpAdminOverHttp(server)).split("=");
    await page.context().addCookies([{ name: name!, value: value.join("="), url: server.origin }]);

    await page.goto(`${server.origin}/admin`);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Payouts" }).click();
    await expect(page).toHaveURL(/\/admin\/affiliates\/payouts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Affiliate payouts" })).toBeVisible();
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue(lastEnded);

    await page.getByLabel("Month", { exact: true }).selectOption(period);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`month=${period}$`));
    const line = page.locator(`tr[data-payout="${affiliate.email}"]`);
    await expect(line.locator("[data-orders]")).toHaveText("1");
    await expect(line.locator("[data-gross]")).toHaveText("$149.99");
    await expect(line.locator("[data-commission]")).toHaveText("$60.00");
    await expect(line.locator("[data-adjustments]")).toHaveText("$0.00");
    await expect(line.locator("[data-net]")).toHaveText("$60.00");
    await expect(line.locator("[data-test-orders]")).toHaveText("1 test-mode order: no money was taken");
    // The page fits the phone: only the table scrolls sideways, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // axe runs in the page, so only with JavaScript.
    if (javaScriptEnabled) expect((await new AxeBuilder({ page }).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);

    const csvLink = page.getByRole("link", { name: "Export CSV" });
    await expect(csvLink).toHaveAttribute("href", `/admin/affiliates/payouts.csv?month=${period}`);
    const csv = await page.request.get(`${server.origin}/admin/affiliates/payouts.csv?month=${period}`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`${affiliate.name},${affiliate.email},${period},1,149.99,60.00,0.00,60.00,USD,\r\n`);

    const reference = `BANK-${viewport.width}-${Date.now()}`;
    await page.getByLabel("Payment reference").fill(reference);
    const label = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(middle);
    await page.getByRole("button", { name: `Mark ${label} paid` }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: `${label} marked paid` })).toBeVisible();
    await expect(page.locator(`[data-paid-reference="${reference}"]`)).toBeVisible();
    await expect(page.getByLabel("Payment reference")).toHaveCount(0);
    await expect(page.locator(`tr[data-payout="${affiliate.email}"] [data-net]`)).toHaveText("$60.00");

    const statement = await smtp.waitForMail(affiliate.email, new RegExp(`Your affiliate statement: ${label}`));
    for (const text of [`Period: ${label}`, "Orders: 1", "Gross sales: $149.99", "Commission: $60.00", "Adjustments: $0.00", "Net paid: $60.00", `Reference: ${reference}`]) {
      expect(statement.text).toContain(text);
    }
  });
}
