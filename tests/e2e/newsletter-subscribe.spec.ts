/**
 * The newsletter in a phone's browser, JavaScript on and off: subscribing
 * from the end of a post and from the home page's free-guide card, the mailed link (read from a local SMTP server),
 * one press to confirm and the free guide offered; then the unsubscribe page,
 * which shows the subscription, unsubscribes with its button and subscribes
 * again. A production server of its own, whose mail the test reads (testWithMail).
 */
import { createHmac, randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { testWithMail as test } from "./fixtures";
import { productionEnv, signUpOverHttp, type RunningServer } from "../support/server";
import { linkIn } from "../support/smtp-server";
import { withServerDatabase } from "../support/stripe-server";

test.use({ viewport: { width: 390, height: 844 } });

/** A published post of this test's own (the server is not seeded). */
function publishPost(server: RunningServer, project: string) {
  const slug = `newsletter-${project}-${randomUUID().slice(0, 8)}`;
  withServerDatabase(server, (db) =>
    db
      .prepare(
        "INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, published_at, author) VALUES (?, ?, ?, 'A post to subscribe from.', '<p>Cold rooms, hot kitchens.</p>', 'article', 1, ?, 'Test Author')",
      )
      .run(randomUUID(), `Newsletter post ${slug}`, slug, Date.now() - 60_000),
  );
  return slug;
}

const statusOf = (server: RunningServer, email: string) =>
  withServerDatabase(server, (db) => (db.prepare("SELECT status FROM subscribers WHERE email = ?").get(email) as { status: string } | undefined)?.status);

test("subscribe from a post, follow the mailed link, confirm and get the guide", async ({ page, withMail: { server, smtp } }, testInfo) => {
  const slug = publishPost(server, testInfo.project.name);
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(`${server.origin}/blog/${slug}`);
  const form = page.getByRole("region", { name: "Get the next post by e-mail" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Name (optional)").fill("Ana");
  await expect(form.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(`${server.origin}/newsletter?sent=1`);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("we have sent it a link to confirm your subscription");

  const link = linkIn(await smtp.waitForMail(email, /Confirm your subscription/), "/newsletter/confirm?token=");
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(statusOf(server, email)).toBe("pending");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the free fermentation guide/ })).toHaveAttribute("href", /^https:\/\//);
  expect(statusOf(server, email)).toBe("confirmed");
  const welcome = await smtp.waitForMail(email, /Welcome to the/);
  expect(welcome.text).toContain("fermentation guide");
});

test("the free-guide card on the home page takes an address for the guide by e-mail", async ({ page, withMail: { server, smtp } }, testInfo) => {
  const email = `guide-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(`${server.origin}/`);
  const input = page.getByLabel("Or get it by e-mail, with our newsletter");
  await input.scrollIntoViewIfNeeded();
  await input.fill(email);
  const card = page.locator("article").filter({ has: input });
  await expect(card.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
  const button = card.getByRole("button", { name: "Subscribe" });
  // The button itself is what a tap at its centre reaches, at the phone's width, once it is in the middle of
  // the screen (the sections above it are laid out as the page comes alive, which can move it meanwhile).
  await expect
    .poll(() =>
      button.evaluate((element) => {
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element;
      }),
    )
    .toBe(true);
  await button.click();
  await expect(page).toHaveURL(`${server.origin}/newsletter?sent=1`);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await smtp.waitForMail(email, /Confirm your subscription/);
  expect(withServerDatabase(server, (db) => db.prepare("SELECT status, source FROM subscribers WHERE email = ?").get(email))).toEqual({ status: "pending", source: "guide" });
});

test("the footer's form stays when the site's error page replaces a page in the browser, and when a page replaces it again @js-only", async ({ page, withMail: { server, smtp } }, testInfo) => {
  // A signed-in customer: a receipt that is not theirs is the site's 404, drawn by the root's error page.
  const [name, ...value] = (await signUpOverHttp(server)).split("=");
  await page.context().addCookies([{ name: name!, value: value.join("="), url: server.origin }]);
  await page.goto(`${server.origin}/account`);
  const footerForm = page.locator("footer").getByLabel("Newsletter: your e-mail");
  await expect(footerForm).toBeVisible();
  // As a link to a receipt gone meanwhile would: the app moves there itself, and React draws the error page, footer and all.
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/account/orders/ord_gone/receipt"));
  await expect(page).toHaveURL(`${server.origin}/account/orders/ord_gone/receipt`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("My account");
  await expect(footerForm).toBeVisible();
  // Back: the account page, drawn again by React.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const email = `after-error-${testInfo.project.name}-${Date.now()}@example.com`;
  await footerForm.fill(email);
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(`${server.origin}/newsletter?sent=1`);
  await smtp.waitForMail(email, /Confirm your subscription/);
});

test("the unsubscribe page: the visit changes nothing, the button unsubscribes, and Subscribe again undoes it", async ({ page, withMail: { server } }, testInfo) => {
  const email = `leaving-${testInfo.project.name}-${Date.now()}@example.com`;
  const id = withServerDatabase(server, (db) =>
    Number(db.prepare("INSERT INTO subscribers (email, status, source, consent_at) VALUES (?, 'confirmed', 'footer', ?)").run(email, Date.now()).lastInsertRowid),
  );
  // The link every newsletter mail carries, signed as the site signs it (links.server.ts).
  const signature = createHmac("sha256", productionEnv("").SESSION_SECRET!).update(`newsletter-unsubscribe\n${id}\n${email}\n`).digest("base64url");
  await page.goto(`${server.origin}/newsletter/unsubscribe?token=${id}.${signature}`);
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${email} receives our new posts by e-mail.`);
  expect(statusOf(server, email)).toBe("confirmed");

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect(statusOf(server, email)).toBe("unsubscribed");

  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
  expect(statusOf(server, email)).toBe("confirmed");
});

test("a post reached by a link inside the site, drawn in the browser, has the form too @js-only", async ({ page, withMail: { server } }, testInfo) => {
  const slug = publishPost(server, testInfo.project.name);
  await page.goto(`${server.origin}/blog`);
  await expect(page.getByRole("region", { name: "Subscribe to the Knowledge Center" }).getByRole("button", { name: "Subscribe" })).toBeVisible();
  await page.locator(`a[href="/blog/${slug}"]`).first().click();
  await expect(page).toHaveURL(`${server.origin}/blog/${slug}`);
  const form = page.getByRole("region", { name: "Get the next post by e-mail" });
  await expect(form.getByLabel("E-mail")).toBeVisible();
  await expect(form.locator('input[name="source"]')).toHaveValue("post");
});

test("the footer's form is on every page, stays after moving inside the site, and subscribes", async ({ page, withMail: { server, smtp } }, testInfo) => {
  const email = `footer-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(`${server.origin}/contact`);
  const footer = page.locator("footer");
  await expect(footer.getByLabel("Newsletter: your e-mail")).toBeVisible();
  // A link followed inside the site (drawn by React with JavaScript on): the form is still there.
  await footer.getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(`${server.origin}/terms`);
  await footer.getByLabel("Newsletter: your e-mail").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(`${server.origin}/newsletter?sent=1`);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await smtp.waitForMail(email, /Confirm your subscription/);
  expect(withServerDatabase(server, (db) => db.prepare("SELECT source FROM subscribers WHERE email = ?").get(email))).toEqual({ source: "footer" });
});
