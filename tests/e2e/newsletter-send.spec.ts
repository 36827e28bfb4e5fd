/**
 * The admin sends a post to subscribers, JS on and off: "Publish now" with
 * "Send to subscribers" ticked, then the post's page shows the send's
 * progress until it is finished (with JavaScript it updates itself; without,
 * on reload), and the subscriber's mail arrives at the local SMTP server; a
 * schedule keeps the send, which goes out when the post publishes itself.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { testWithMail as test } from "./fixtures";
import { signUpAdminOverHttp, type RunningServer } from "../support/server";
import { openE2eDatabase } from "./support";
import type { Page } from "@playwright/test";

test("the admin publishes a post with Send to subscribers and sees the send reach sent, at 390 px", async ({ page, withMail, javaScriptEnabled }) => {
  const { server, smtp } = withMail;
  await page.setViewportSize({ width: 390, height: 844 });
  const reader = `reader-${randomUUID().slice(0, 8)}@example.com`;
  addConfirmedSubscriber(server, reader);
  const title = `Knife care ${randomUUID().slice(0, 6)}`;
  await writeNewPost(page, server, { title, description: "Sharpening and storage.", body: "Hone before every service.\n\nStore blades on a magnetic strip." });
  await page.getByLabel("Publish now").check();
  await page.getByLabel("Send to subscribers when it is published").check();
  await page.getByLabel("Who receives it").selectOption("all");
  await page.getByRole("button", { name: "Create post" }).click();

  const progress = page.getByTestId("newsletter-progress");
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("heading", { name: "Sent to subscribers" })).toBeVisible();
  if (javaScriptEnabled) {
    // The panel asks for the progress itself every few seconds.
    await expect(page.getByTestId("newsletter-status")).toContainText("Finished.", { timeout: 30_000 });
  } else {
    // Without JavaScript the page shows the progress as of its load: reload until it is done.
    for (let i = 0; i < 30 && !(await page.getByTestId("newsletter-status").textContent())?.includes("Finished."); i++) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await expect(page.getByTestId("newsletter-status")).toContainText("Finished.");
  }
  const audience = Number(await page.getByTestId("newsletter-audience").textContent());
  expect(audience).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("newsletter-sent")).toHaveText(String(audience));
  await expect(page.getByTestId("newsletter-failed")).toHaveText("0");
  // The panel fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // axe runs in the page, so only with JavaScript.
  if (javaScriptEnabled) expect((await new AxeBuilder({ page }).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);
  const mail = await smtp.waitForMail(reader, new RegExp(title));
  expect(mail.rawHeaders).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  // The send form is gone: a post is sent once.
  await expect(page.getByRole("button", { name: "Send to subscribers" })).toHaveCount(0);
});

test("a published post not yet sent has its own send form", async ({ page, withMail }) => {
  const { server, smtp } = withMail;
  const reader = `later-${randomUUID().slice(0, 8)}@example.com`;
  addConfirmedSubscriber(server, reader);
  const title = `Stock rotation ${randomUUID().slice(0, 6)}`;
  await writeNewPost(page, server, { title, description: "First in, first out.", body: "Date every container." });
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Create post" }).click();
  const form = page.getByTestId("newsletter-send");
  await expect(form).toBeVisible();
  await form.getByLabel("Who receives it").selectOption("free");
  await form.getByRole("button", { name: "Send to subscribers" }).click();
  await expect(page.getByTestId("newsletter-progress")).toBeVisible();
  await smtp.waitForMail(reader, new RegExp(title));
});

test("a post scheduled with Send to subscribers is sent when it publishes itself, at 390 px", async ({ page, withMail }) => {
  const { server, smtp } = withMail;
  await page.setViewportSize({ width: 390, height: 844 });
  const reader = `soon-${randomUUID().slice(0, 8)}@example.com`;
  addConfirmedSubscriber(server, reader);
  const title = `Menu costing ${randomUUID().slice(0, 6)}`;
  await writeNewPost(page, server, { title, description: "Plate costs, weekly.", body: "Cost every plate before it goes on the menu." });
  await page.getByLabel("Schedule: publish at the time below").check();
  await page.getByLabel(/^Publish at/).fill(`${new Date().getUTCFullYear() + 1}-03-02T08:30`);
  await page.getByLabel("Send to subscribers when it is published").check();
  await page.getByLabel("Who receives it").selectOption("free");
  await page.getByRole("button", { name: "Create post" }).click();

  const status = page.getByTestId("newsletter-status");
  await expect(status).toHaveText(/It goes to Free subscribers \(premium posts as a teaser\) when it is published\./);
  await expect(page.getByLabel("Send to subscribers when it is published")).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Its time comes (moved to now in the database): the server publishes it and starts the send by itself.
  const postId = new URL(page.url()).pathname.split("/").pop()!;
  const moved = openE2eDatabase(server.dataDir);
  try {
    moved.prepare("UPDATE blog_posts SET publish_at = ? WHERE id = ?").run(Date.now() - 1000, postId);
  } finally {
    moved.close();
  }
  await smtp.waitForMail(reader, new RegExp(title));
  // With JavaScript the panel does not ask before the post is published: the page is reloaded, as without.
  for (let i = 0; i < 30 && !(await status.textContent())?.includes("Finished."); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await expect(page.getByTestId("newsletter-progress").getByRole("heading", { name: "Sent to subscribers" })).toBeVisible();
  await expect(status).toContainText("Free subscribers (premium posts as a teaser)");
  await expect(status).toContainText("Finished.");
});

/** A confirmed subscriber of this test's own, straight into the server's database. */
function addConfirmedSubscriber(server: RunningServer, email: string) {
  const db = openE2eDatabase(server.dataDir);
  try {
    db.prepare("INSERT INTO subscribers (email, status, source, consent_at) VALUES (?, 'confirmed', 'blog', ?)").run(email, Date.now());
  } finally {
    db.close();
  }
}

/** The admin's new-post form, filled in up to the publishing box. */
async function writeNewPost(page: Page, server: RunningServer, post: { title: string; description: string; body: string }) {
  await signInAsAdmin(page, server);
  await page.goto(`${server.origin}/admin/posts/new`);
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await page.getByLabel("Description", { exact: true }).fill(post.description);
  await page.getByLabel("Body (Markdown)").fill(post.body);
}

/** An admin of the mail server (its own session secret): signed up over HTTP, the cookie handed to the browser. */
async function signInAsAdmin(page: Page, server: RunningServer) {
  const [name, ...value] = (await signUpAdminOverHttp(server)).split("=");
  await page.context().addCookies([{ name: name!, value: value.join("="), url: server.origin }]);
}
