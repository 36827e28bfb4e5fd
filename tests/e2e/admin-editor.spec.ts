/**
 * The post editor in the browser, JS on and off, at 390 and 1280 px: Markdown
 * previewed where the admin is looking (beside the text on a wide screen,
 * scrolled to on a phone), saved and read by a visitor; a post scheduled for
 * later is nowhere public until its time, then appears with no one acting;
 * the meta description and social image in the page's head and the feed.
 * "A visitor" is an anonymous request, through the page cache.
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { wallTimeIn } from "../../app/utils/time-zone";
import { E2E_PORT } from "../../playwright.config";
import { test } from "./fixtures";
import { openE2eDatabase, signInAs } from "./support";

const unique = () => Math.random().toString(36).slice(2, 8);
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

/** In the viewport and not covered: what is drawn at its middle is it, or inside it. */
async function expectInSight(target: Locator) {
  await expect(target).toBeInViewport();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + Math.min(box.width / 2, 40), box.y + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop).toBe(true);
}

async function startPost(page: Page, title: string, body: string) {
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("What the team checks before a service.");
  await page.getByLabel("Body (Markdown)").fill(body);
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an admin writes Markdown, the preview shows it where the admin is looking, and a visitor reads the saved post", async ({ page, request, javaScriptEnabled }) => {
      await signInAs(page, { role: "admin" });
      const title = `Opening checklist ${unique()}`;
      await startPost(page, title, "## Before the doors open\n\n- Walk the line\n- **Taste** every sauce\n\n<script>alert(1)</script>");
      // The button at the foot of the screen, as after typing in the body above it: what comes under it is out of sight.
      const button = page.getByRole("button", { name: "Preview" });
      await button.evaluate((element) => element.scrollIntoView({ block: "end" }));
      await button.click();

      const preview = page.getByTestId("post-preview");
      const heading = preview.getByRole("heading", { name: "Before the doors open" });
      await expect(heading).toBeVisible();
      await expect(preview.getByRole("listitem")).toHaveText(["Walk the line", "Taste every sauce"]);
      await expect(preview.locator("strong")).toHaveText("Taste");
      expect(await preview.innerHTML()).not.toContain("<script");
      // Without JavaScript the answer is a new page, opened at the preview.
      if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe("#preview");
      await expectInSight(page.getByRole("heading", { name: "Preview", exact: true }));
      await expectInSight(heading);
      if (viewport.width >= 1024) {
        // Beside the text: the body is in sight too, to its left.
        const body = page.getByLabel("Body (Markdown)");
        await expect(body).toBeInViewport();
        expect((await preview.boundingBox())!.x).toBeGreaterThan((await body.boundingBox())!.x + (await body.boundingBox())!.width);
      }
      // What was typed is kept.
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

      await page.getByLabel("Publish now").check();
      await page.getByRole("button", { name: "Create post" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();
      const slug = title.toLowerCase().replace(/ /g, "-");
      const visitor = await visit(request, `/blog/${slug}`);
      expect(visitor.status).toBe(200);
      expect(visitor.text).toContain("<h2>Before the doors open</h2>");
      expect(visitor.text).toContain("<li><strong>Taste</strong> every sauce</li>");
      expect(visitor.text).not.toContain("alert(1)");
    });
  });
}

test("a seeded post opens as HTML, and its editor says it stays HTML", async ({ page }) => {
  await signInAs(page, { role: "admin" });
  await page.goto("/admin/posts/post-prime-cost-weekly-control");
  await expect(page.getByLabel("Body (HTML)")).toHaveValue(/^<p>Most operators look at food cost monthly/);
  await expect(page.getByText("This post was written in HTML (a seeded or generated post) and stays HTML")).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveCount(0);
});

test("a post scheduled for tomorrow is nowhere public; when its time has come it is on /blog and in the feed with no one acting", async ({ page, request }) => {
  await signInAs(page, { role: "admin" });
  const word = `quokka${unique()}`;
  const title = `Winter terrace menu ${word}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await startPost(page, title, `## The terrace\n\nHeaters, blankets and ${word} cocoa.`);
  const field = page.getByLabel(/^Publish at \(/);
  const zone = /^Publish at \((.+) time\)$/.exec((await page.locator("label[for=post-publishAt]").textContent()) ?? "")?.[1];
  expect(zone).toBe("America/Los_Angeles");
  await page.getByLabel("Schedule: publish at the time below").check();
  await field.fill(wallTimeIn(new Date(Date.now() + 24 * 3_600_000), zone!));
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post scheduled for" })).toBeVisible();
  await expect(page.getByTestId("post-state")).toContainText("Scheduled for");

  const everywhere = async () => ({
    blog: (await visit(request, "/blog")).text.includes(title),
    page: (await visit(request, `/blog/${slug}`)).status,
    feed: (await visit(request, "/blog/rss.xml")).text.includes(title),
    sitemap: (await visit(request, "/sitemap.xml")).text.includes(`/blog/${slug}<`),
    search: (await visit(request, `/blog?q=${word}`)).text.includes(`/blog/${slug}"`),
  });
  expect(await everywhere()).toEqual({ blog: false, page: 302, feed: false, sitemap: false, search: false });

  // Its time comes: set in the database, as the server's clock cannot be moved. Nobody acts after that.
  const db = openE2eDatabase();
  try {
    db.prepare("UPDATE blog_posts SET publish_at = ? WHERE slug = ?").run(Date.now() - 1000, slug);
  } finally {
    db.close();
  }
  // The server looks for due posts at least every 5 s.
  await expect.poll(everywhere, { timeout: 20_000 }).toEqual({ blog: true, page: 200, feed: true, sitemap: true, search: true });
});

test("the meta description and the social image are in the post's head and its feed item; blank, the description is", async ({ page, request, javaScriptEnabled }) => {
  await signInAs(page, { role: "admin" });
  const title = `Share card ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await startPost(page, title, "Short and **shared**.");
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: Math.floor(Math.random() * 256), b: 90 } } }).png().toBuffer();
  await page.getByLabel("Image file").setInputFiles({ name: "card.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload image" }).click();
  const uploaded = page.getByTestId("uploaded-image");
  await expect(uploaded).toContainText("Image uploaded (1200 × 630)");
  const path = (await uploaded.locator("code").textContent())!;
  // The upload filled the empty Image URL; the share card gets its own field.
  await page.getByLabel("Image URL").fill("");
  if (javaScriptEnabled) await uploaded.getByRole("button", { name: "Use as social image" }).click();
  else await page.getByLabel(/^Social image/).fill(path);
  await expect(page.getByLabel(/^Social image/)).toHaveValue(path);
  const meta = "Two points of prime cost, found in one week of counting.";
  await page.getByLabel(/^Meta description/).fill(meta);
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();

  const card = `${ORIGIN}${path.replace(/\.png$/, "-w1200.png")}`;
  const html = (await visit(request, `/blog/${slug}`)).text;
  expect(html).toContain(`<meta name="description" content="${meta}"/>`);
  expect(html).toContain(`<meta property="og:description" content="${meta}"/>`);
  expect(html).toContain(`<meta property="og:image" content="${card}"/>`);
  expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`);
  const feed = (await visit(request, "/blog/rss.xml")).text;
  const item = feed.split("<item>").find((entry) => entry.includes(`/blog/${slug}</link>`))!;
  expect(item).toContain(`<description>${meta}</description>`);
  expect(item).toContain(`<media:content url="${card}" medium="image" type="image/png"/>`);

  // Cleared, the head and the feed fall back to the description; with no image a share card shows, the site's.
  await page.getByLabel(/^Meta description/).fill("");
  await page.getByLabel(/^Social image/).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post saved" })).toBeVisible();
  const after = (await visit(request, `/blog/${slug}`)).text;
  expect(after).toContain('<meta name="description" content="What the team checks before a service."/>');
  expect(after).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.png"/>`);
  const feedAfter = (await visit(request, "/blog/rss.xml")).text.split("<item>").find((entry) => entry.includes(`/blog/${slug}</link>`))!;
  expect(feedAfter).toContain("<description>What the team checks before a service.</description>");
  expect(feedAfter).not.toContain("<media:content");
});

test("a meta description over 160 characters is refused with the field's message, and what was typed stays", async ({ page }) => {
  await signInAs(page, { role: "admin" });
  await startPost(page, `Too long ${unique()}`, "Body.");
  // The field holds at most 160 characters as typed; a longer value (pasted by a script, an old browser) is refused by the server.
  await page.getByLabel(/^Meta description/).evaluate((field: HTMLTextAreaElement) => {
    field.removeAttribute("maxlength");
    field.value = "x".repeat(161);
  });
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Meta description must be at most 160 characters.")).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Body.");
});
