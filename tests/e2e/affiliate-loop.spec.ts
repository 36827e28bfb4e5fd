/**
 * The affiliate programme end to end in a real browser, JavaScript on and off,
 * on a production server of its own whose clock the test moves and whose mail
 * a local SMTP server reads: someone applies; the admin approves at 12%; the
 * applicant follows the mailed link, signs up and copies their link; a visitor
 * follows it, later signs up and buys the Playbook in test mode; the affiliate
 * sees 1 click, 1 order and a pending 12% of what was paid; 30 days on it is
 * approved; in the next month the admin exports that month's CSV and marks it
 * paid; the statement mail arrives; a refund after the payout is a negative
 * adjustment for the next statement.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test, waitForHydrationAfterNavigations } from "./fixtures";
import { freePort, signUpAdminOverHttp } from "../support/server";
import { linkIn, TestSmtpServer } from "../support/smtp-server";
import { forgetSignUps, withServerDatabase } from "../support/stripe-server";
import { startServerAt, type ClockedServer } from "../support/test-clock";

const PASSWORD = "walk-in-cooler-42";
/** The Playbook's price, and 12% of it rounded to the cent. */
const PAID = "$79.99";
const COMMISSION = "$9.60";

test.describe.configure({ mode: "serial" });

let server: ClockedServer;
let smtp: TestSmtpServer;
/** The instant the server's clock was last set to; each browser page is given it too, so both render the same dates. */
let now = "2031-03-03T09:00:00Z";
const pages: Page[] = [];

async function setClock(at: string) {
  now = at;
  await server.setClock(at);
  for (const page of pages) await page.clock.setFixedTime(new Date(at));
}

test.beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  const port = await freePort();
  server = await startServerAt(now, {
    seed: true,
    // A minimum a single $9.60 commission reaches, so one sale is paid out.
    env: { SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, AFFILIATE_MINIMUM_PAYOUT_CENTS: "500" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function asAdmin(context: BrowserContext) {
  const [name, ...value] = (await signUpAdminOverHttp(server)).split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: server.origin }]);
}

async function signUp(page: Page, fullName: string, email: string) {
  forgetSignUps(server);
  await page.goto(`${server.origin}/signup`);
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill(fullName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string) {
  await page.goto(`${server.origin}/login?redirectTo=%2Faccount%2Faffiliate`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Affiliate dashboard" })).toBeVisible();
}

/** The page fits a phone's width: only a table scrolls sideways, inside its own box. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("apply → approved at 12% → a referred visitor buys → pending, then approved → exported and paid → statement → a later refund is next month's adjustment", async ({ browser, javaScriptEnabled }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `partner-${stamp}@example.com`;
  const open = async () => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // A page whose dates differ from the server's would be redrawn by React at hydration, losing what was typed.
    await page.clock.setFixedTime(new Date(now));
    pages.push(page);
    if (javaScriptEnabled) waitForHydrationAfterNavigations(page);
    return { context, page };
  };

  // 1. The applicant applies from the footer's link (a dialog with JavaScript, the same form in the page without).
  const applicant = await open();
  await applicant.page.goto(`${server.origin}/`);
  await applicant.page.getByRole("link", { name: "Become an Affiliate" }).click();
  const form = applicant.page.getByRole("dialog", { name: "Become an Affiliate" });
  await form.getByLabel("Name").fill("Nok Partner");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("About you").fill("I write a newsletter for restaurant owners in Chiang Mai.");
  await form.getByRole("button", { name: "Submit Application" }).click();
  const appliedCode = () =>
    withServerDatabase(server, (db) => (db.prepare("SELECT affiliate_code AS code FROM affiliate_applications WHERE email = ?").get(email) as { code: string } | undefined)?.code);
  await expect.poll(appliedCode).toMatch(/^NOKP-[A-Z0-9]{6}$/);
  const code = appliedCode()!;
  // The applicant is shown the same code.
  await expect(applicant.page.getByRole("dialog", { name: "Application submitted" }).locator("input")).toHaveValue(code);

  // 2. The admin approves it at 12%.
  const admin = await open();
  await asAdmin(admin.context);
  await admin.page.goto(`${server.origin}/admin/affiliates`);
  const card = admin.page.locator(`[data-application="${code}"]`);
  await card.getByLabel("Rate (%)").fill("12");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.page.locator("[data-toast]").filter({ hasText: "Affiliate approved" })).toBeVisible();

  // 3. The applicant follows the mailed link, makes their account and finds their link.
  const approval = await smtp.waitForMail(email, /affiliate application is approved/);
  await applicant.page.goto(linkIn(approval, "/affiliate/join").toString());
  await applicant.page.getByRole("link", { name: "Create an account" }).click();
  await expect(applicant.page.getByLabel("Email")).toHaveValue(email);
  await applicant.page.getByLabel("Full name").fill("Nok Partner");
  await applicant.page.getByRole("main").getByLabel("Password").fill(PASSWORD);
  forgetSignUps(server);
  await applicant.page.getByRole("button", { name: "Create Account" }).click();
  await applicant.page.getByRole("button", { name: "Open my affiliate dashboard" }).click();
  await expect(applicant.page).toHaveURL(`${server.origin}/account/affiliate`);
  const link = applicant.page.getByLabel("Referral link", { exact: true });
  await expect(link).toHaveValue(`${server.origin}/r/${code}`);
  if (javaScriptEnabled) {
    await applicant.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await applicant.page.getByRole("button", { name: "Copy referral link" }).click();
    expect(await applicant.page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.origin}/r/${code}`);
  }
  const referralLink = await link.inputValue();

  // 4. A visitor follows the link: a clean home page, the cookie kept. Later they sign up and buy.
  const visitor = await open();
  await visitor.page.goto(referralLink);
  await expect(visitor.page).toHaveURL(`${server.origin}/`);
  const cookie = (await visitor.context.cookies()).find((c) => c.name === "affiliate_ref");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await setClock("2031-03-05T10:00:00Z");
  await signUp(visitor.page, "Ploy Referred", `referred-${stamp}@example.com`);
  await expect(visitor.page).toHaveURL(/\/account$/);
  await visitor.page.goto(`${server.origin}/?tab=digital#products`);
  await visitor.page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(visitor.page.getByText("Test mode — no real payment")).toBeVisible();
  const orderId = /\/checkout\/test\/(ord_[^/?]+)/.exec(visitor.page.url())![1]!;
  await visitor.page.getByRole("button", { name: `Pay ${PAID}` }).click();
  await expect(visitor.page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();

  // 5. The affiliate sees the click, the order and 12% of what was paid, pending.
  await applicant.page.goto(`${server.origin}/account/affiliate?from=2031-03-01&to=2031-03-31`);
  await expect(applicant.page.locator('[data-figure="clicks"] dd')).toHaveText("1");
  await expect(applicant.page.locator('[data-figure="orders"] dd')).toHaveText("1");
  await expect(applicant.page.locator('[data-figure="conversion"] dd')).toHaveText("100%");
  await expect(applicant.page.locator('[data-balance="pending"] dd')).toHaveText(COMMISSION);
  await expect(applicant.page.locator('[data-balance="approved"] dd')).toHaveText("$0.00");
  const march = applicant.page.locator('tr[data-month="2031-03"]');
  await expect(march.locator("td").nth(2)).toHaveText(PAID);
  await expect(march.locator("td").nth(3)).toHaveText(COMMISSION);
  await expectFits(applicant.page);

  // 6. After the 30-day refund window (a new month: the sessions of a month ago have lapsed) it is approved.
  await setClock("2031-04-06T09:00:00Z");
  await signIn(applicant.page, email);
  await applicant.page.goto(`${server.origin}/account/affiliate?from=2031-03-01&to=2031-04-30`);
  await expect(applicant.page.locator('[data-balance="pending"] dd')).toHaveText("$0.00");
  await expect(applicant.page.locator('[data-balance="approved"] dd')).toHaveText(COMMISSION);

  // 7. April's payouts hold it (approved in April): in May the admin exports them and marks them paid; the statement is mailed.
  await setClock("2031-05-02T09:00:00Z");
  await admin.context.clearCookies();
  await asAdmin(admin.context);
  await admin.page.goto(`${server.origin}/admin/affiliates/payouts`);
  await expect(admin.page.getByLabel("Month", { exact: true })).toHaveValue("2031-04");
  const row = admin.page.locator(`tr[data-payout="${email}"]`);
  await expect(row.locator("[data-net]")).toHaveText(COMMISSION);
  await expectFits(admin.page);
  const csv = await admin.page.request.get(`${server.origin}/admin/affiliates/payouts.csv?month=2031-04`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("affiliate,e-mail,period,orders,gross,commission,adjustments,net,currency,reference");
  expect(lines).toContain(`Nok Partner,${email},2031-04,1,79.99,9.60,0.00,9.60,USD,`);
  await admin.page.getByLabel("Payment reference").fill(`BANK-${stamp}`);
  await admin.page.getByRole("button", { name: "Mark April 2031 paid" }).click();
  await expect(admin.page.locator("[data-toast]").filter({ hasText: "April 2031 marked paid" })).toBeVisible();
  const statement = await smtp.waitForMail(email, /Your affiliate statement: April 2031/);
  for (const text of ["Orders: 1", `Gross sales: ${PAID}`, `Commission: ${COMMISSION}`, `Net paid: ${COMMISSION}`, `Reference: BANK-${stamp}`]) expect(statement.text).toContain(text);
  await applicant.page.goto(`${server.origin}/account/affiliate?from=2031-03-01&to=2031-05-31`);
  await expect(applicant.page.locator('[data-balance="paid"] dd')).toHaveText(COMMISSION);

  // 8. The order is refunded after the payout: a negative adjustment this month, for the next statement; the paid stays paid.
  await admin.page.goto(`${server.origin}/admin/orders`);
  await admin.page.locator(`tr[data-order-id="${orderId}"]`).getByRole("link", { name: /^Refund/ }).click();
  await admin.page.getByRole("region", { name: /^Refund \$79\.99 to Ploy Referred\?/ }).getByRole("button", { name: "Refund the order" }).click();
  await expect(admin.page.locator("[data-toast]").filter({ hasText: "Order refunded" })).toBeVisible();
  await applicant.page.reload();
  const may = applicant.page.locator('tr[data-month="2031-05"]');
  await expect(may.locator("td").nth(4)).toHaveText(/^[-−]\$9\.60$/);
  await expect(applicant.page.locator('[data-balance="paid"] dd')).toHaveText(COMMISSION);
  await expect(applicant.page.locator('[data-balance="approved"] dd')).toHaveText(/^[-−]\$9\.60$/);

  for (const { context } of [applicant, admin, visitor]) await context.close();
  pages.length = 0;
});
