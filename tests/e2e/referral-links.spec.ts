/**
 * An affiliate's link followed in a real browser, JavaScript on and off, at a
 * phone's and a laptop's width: the address bar ends up on the clean page,
 * the referral cookie is set (HttpOnly, out of the page's scripts' reach, 30
 * days), the click is counted with the referring site, and a purchase the
 * visitor then starts (test mode) is the affiliate's.
 */
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** An approved, active affiliate written straight to the database; unique per test. */
function newAffiliate() {
  const tag = randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase();
  const affiliate = { id: `aff_${randomUUID()}`, code: `LINK-${tag}` };
  const db = openE2eDatabase();
  try {
    db.prepare("INSERT INTO affiliates (id, code, name, email, rate_percent, status, approved_at) VALUES (?, ?, 'Link Partner', ?, 12, 'active', ?)").run(
      affiliate.id,
      affiliate.code,
      `partner-${tag.toLowerCase()}@example.com`,
      Date.now(),
    );
  } finally {
    db.close();
  }
  return affiliate;
}

function read<T>(sql: string, ...params: unknown[]): T {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).all(...params) as T;
  } finally {
    db.close();
  }
}

for (const viewport of VIEWPORTS) {
  test(`a referral link lands on the clean page with the cookie set, and the click is counted, at ${viewport.width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const affiliate = newAffiliate();
    const before = Date.now();
    await page.goto(`/blog?ref=${affiliate.code.toLowerCase()}&category=research`, { referer: "https://partner-blog.example/reviews/kitchens" });
    expect(page.url()).toBe(`${baseURL}/blog?category=research`);
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Center" })).toBeVisible();

    const cookie = (await page.context().cookies()).find((c) => c.name === "affiliate_ref");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
    const days = (cookie!.expires * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    expect(read("SELECT day, landing_path AS path, referrer_host AS host, clicks FROM referral_clicks WHERE affiliate_id = ?", affiliate.id)).toEqual([
      { day: new Date().toISOString().slice(0, 10), path: "/blog", host: "partner-blog.example", clicks: 1 },
    ]);
  });

  test(`the short form /r/CODE lands on the home page, and a purchase started after it is the affiliate's, at ${viewport.width} px`, async ({ page, baseURL, javaScriptEnabled }) => {
    await page.setViewportSize(viewport);
    const affiliate = newAffiliate();
    await page.goto(`/r/${affiliate.code}`);
    expect(page.url()).toBe(`${baseURL}/`);
    // HttpOnly: the page's own scripts never see it.
    if (javaScriptEnabled) expect(await page.evaluate(() => document.cookie)).not.toContain("affiliate_ref");
    expect((await page.context().cookies()).some((c) => c.name === "affiliate_ref")).toBe(true);

    // The browser's cookies (the referral and a session) go with the buy button's post.
    await signInAs(page);
    const checkout = await page.request.post("/checkout", {
      form: { productId: "digital_kitchen_playbook", returnTo: "/" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(checkout.status()).toBe(303);
    const orderId = decodeURIComponent(checkout.headers().location!.split("/").pop()!.split("?")[0]!);
    expect(read("SELECT affiliate_id AS affiliateId, affiliate_source AS source FROM orders WHERE id = ?", orderId)).toEqual([{ affiliateId: affiliate.id, source: "link" }]);
  });
}
