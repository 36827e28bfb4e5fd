/**
 * The admin's content tools in the browser, JS on and off: generating a white
 * paper against the fake Anthropic server, correcting and writing posts, and
 * the restricted page for everyone else. "The next visitor" is an anonymous
 * request (through the page cache): the sitemap, which lists exactly the
 * published posts, and the Knowledge Center's own pages.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { SWITCH_DATA_DIR, SWITCH_PORT } from "../../playwright.config";
import { holdingLock, signInAs } from "./support";

const unique = () => Math.random().toString(36).slice(2, 8);

async function publishedSlugs(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/\/blog\/([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1]!));
}

/** What an anonymous visitor gets at `path`: status, redirect target and page text. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? "", text: await response.text() };
}

async function submitGenerator(page: Page, topic: string) {
  await page.goto("/admin/white-papers");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate" }).click();
}

/**
 * Generates and waits for the answer. The site runs one generation at a time, and
 * other tests (both projects) generate too: each holds the generator's lock while
 * it does, so none meets another's "A white paper is being generated already".
 */
async function generate(page: Page, topic: string) {
  const answer = page.getByRole("alert").filter({ hasText: "Generation Failed" }).or(page.getByRole("status").filter({ hasText: "White Paper Generated" }));
  await holdingLock(GENERATOR, async () => {
    await submitGenerator(page, topic);
    await expect(answer.first()).toBeVisible({ timeout: 15_000 });
  });
}

const GENERATOR = "white-paper-generator";

test.describe("who may use the admin tools", () => {
  test("a signed-in user who is not an admin gets SPEC's restricted page", async ({ page }) => {
    await signInAs(page);
    for (const path of ["/admin/white-papers", "/admin/posts", "/admin/settings", "/admin/legal"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page. Please contact an administrator if you believe this is an error.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    }
  });

  test("a signed-out visitor is asked to sign in first", async ({ page }) => {
    await page.goto("/admin/white-papers");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fwhite-papers/);
  });
});

test.describe("the white-paper generator", () => {
  test("an admin generates a paper: the toast, the notice, an empty topic; it waits as a draft until the admin publishes it", async ({ page, request }) => {
    await signInAs(page, { role: "admin" });
    const topic = `Banquet kitchens ${unique()}`;
    await generate(page, topic);
    const title = `White Paper: ${topic}`;
    const slug = `white-paper-${topic.toLowerCase().replace(/ /g, "-")}`;
    await expect(page.getByRole("status").filter({ hasText: "White Paper Generated" })).toContainText(`Successfully created "${title}" as a draft for your review`);
    await expect(page.getByTestId("last-generated")).toContainText(`${title} · Draft, waiting for your review`);
    await expect(page.getByLabel("Topic")).toHaveValue("");
    expect(await publishedSlugs(request)).not.toContain(slug);

    // The dashboard lists it; its editor publishes it.
    await page.goto("/admin");
    await page.getByRole("region", { name: /Drafts waiting/ }).getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();
    expect(await publishedSlugs(request)).toContain(slug);
    // The next visitor finds it in the white-paper library, from /white-papers and from the blog's category.
    expect((await visit(request, "/white-papers")).text).toContain(title);
    expect((await visit(request, "/blog?category=white-paper")).text).toContain(title);
  });

  test("a failed generation says 'Generation Failed', keeps the topic and publishes nothing", async ({ page, request }) => {
    await signInAs(page, { role: "admin" });
    const id = unique();
    const topic = `[api-error] Spa menus ${id}`;
    await generate(page, topic);
    await expect(page.getByRole("alert").filter({ hasText: "Generation Failed" })).toContainText("The AI service returned an error (500)");
    await expect(page.getByLabel("Topic")).toHaveValue(topic);
    // Other tests publish in parallel: look for this topic's paper only.
    expect((await publishedSlugs(request)).filter((slug) => slug.includes(id))).toEqual([]);
  });

  test("Generate shows a pending state while the model writes @js-only", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, { role: "admin" });
    // No other test generates meanwhile (see generate()).
    await holdingLock(GENERATOR, async () => {
      await submitGenerator(page, `[slow] Hotel laundry ${unique()}`);
      const pending = page.getByRole("button", { name: /Generating…/ });
      await expect(pending).toBeVisible({ timeout: 5000 });
      await expect(pending).toBeDisabled();
      await expect(page.getByRole("status").filter({ hasText: "White Paper Generated" })).toBeVisible({ timeout: 15_000 });
    });
  });

  test("without an API key the page tells the owner how to turn generation on, and the whole form is disabled", async ({ page }) => {
    // The second server (SWITCH_PORT) runs without ANTHROPIC_API_KEY.
    await signInAs(page, { role: "admin", server: { port: SWITCH_PORT, dataDir: SWITCH_DATA_DIR } });
    await page.goto(`http://127.0.0.1:${SWITCH_PORT}/admin/white-papers`);
    const help = page.getByTestId("ai-not-configured");
    await expect(help).toContainText("AI generation is not set up yet.");
    await expect(help).toContainText("console.anthropic.com");
    await expect(help).toContainText("ANTHROPIC_API_KEY");
    await expect(help).toContainText("Restart the site");
    await expect(help).toContainText("US$0.13");
    await expect(page.getByLabel("Topic")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Generate" })).toBeDisabled();
  });

  test("at phone size the admin forms fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, { role: "admin" });
    for (const [path, button] of [
      ["/admin/white-papers", "Generate"],
      ["/admin/posts/new", "Create post"],
      ["/admin/settings", "Save settings"],
      ["/admin/legal", "Save Refund Policy"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("button", { name: button }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("button", { name: button })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("the post editor", () => {
  test("an admin corrects a generated paper's title, slug and body; the old address goes, the new one is published", async ({ page, request }) => {
    await signInAs(page, { role: "admin" });
    const topic = `Night audits ${unique()}`;
    await generate(page, topic);
    await expect(page.getByRole("status").filter({ hasText: "White Paper Generated" })).toBeVisible();
    const oldSlug = `white-paper-${topic.toLowerCase().replace(/ /g, "-")}`;

    await page.goto("/admin/posts");
    await page.getByRole("link", { name: `White Paper: ${topic}` }).click();
    // A generated paper is HTML, and its editor says so.
    await expect(page.getByLabel("Body (HTML)")).toHaveValue(/<h2>Why it matters<\/h2>/);
    const newTitle = `Night audits, corrected ${unique()}`;
    const newSlug = newTitle.toLowerCase().replace(/[ ,]+/g, "-");
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    await page.getByLabel("Slug").fill(newSlug);
    await page.getByLabel("Body (HTML)").fill("<h2>Corrected section</h2>\n<p>The <strong>right</strong> figures.</p>");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Post saved" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit: ${newTitle}` })).toBeVisible();
    await expect(page.getByLabel("Body (HTML)")).toHaveValue("<h2>Corrected section</h2>\n<p>The <strong>right</strong> figures.</p>");
    // Generated papers wait as drafts: the admin publishes the corrected one.
    await page.getByRole("button", { name: `Publish ${newTitle}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();
    const slugs = await publishedSlugs(request);
    expect(slugs).toContain(newSlug);
    expect(slugs).not.toContain(oldSlug);
    // The next visitor reads the correction, and the old address leads there.
    const corrected = await visit(request, `/blog/${newSlug}`);
    expect(corrected.text).toContain(newTitle);
    expect(corrected.text).toContain("<h2>Corrected section</h2>");
    const old = await visit(request, `/blog/${oldSlug}`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(`/blog/${newSlug}`);
  });

  test("an admin previews and publishes a new premium article", async ({ page, request }) => {
    await signInAs(page, { role: "admin" });
    const title = `Premium playbook ${unique()}`;
    await page.goto("/admin/posts");
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("The checklist we use before opening night.");
    await page.getByLabel("Category").selectOption("article");
    await page.getByLabel(/Premium/).check();
    await page.getByLabel("Body (Markdown)").fill("## Before opening night\n\n- Walk the line\n- Taste every sauce\n\n<script>alert(1)</script>");
    await page.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { name: "Before opening night" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Walk the line", "Taste every sauce"]);
    expect(await preview.innerHTML()).not.toContain("<script");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel(/Premium/)).toBeChecked();

    await page.getByLabel(/Publish now/).check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();
    await page.goto("/admin/posts");
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await expect(row).toContainText("Premium");
    await expect(row).toContainText("Published");
    const slug = title.toLowerCase().replace(/ /g, "-");
    expect(await publishedSlugs(request)).toContain(slug);
    // A visitor gets the teaser and the unlock panel, never the rest of the body.
    const visitor = await visit(request, `/blog/${slug}`);
    expect(visitor.text).toContain("Unlock Premium Content");
    expect(visitor.text).not.toContain("Taste every sauce");
  });

  test("Enter in the Title saves the post, as Save does (not the image upload the form also has)", async ({ page }) => {
    await signInAs(page, { role: "admin" });
    await page.goto("/admin/posts/new");
    const title = `Enter saves ${unique()}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Saved with the Enter key.");
    await page.getByLabel("Body (Markdown)").fill("## Saved\n\nBy pressing Enter.");
    await page.getByLabel("Title", { exact: true }).press("Enter");
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();

    const edited = `${title}, edited`;
    await page.getByLabel("Title", { exact: true }).fill(edited);
    await page.getByLabel("Title", { exact: true }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Post saved" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit: ${edited}` })).toBeVisible();
    await expect(page.getByText("Choose an image to upload")).toHaveCount(0);
    await page.goto("/admin/posts");
    await expect(page.getByTestId("post-row").filter({ hasText: edited })).toHaveCount(1);
  });

  test("a tick made while the preview is on its way stays ticked @js-only", async ({ page }) => {
    await signInAs(page, { role: "admin" });
    await page.goto("/admin/posts/new");
    await page.waitForLoadState("networkidle"); // hydrated: the preview is sent by the running app
    await page.getByLabel("Title", { exact: true }).fill(`Tick kept ${unique()}`);
    await page.getByLabel("Description", { exact: true }).fill("A tick made on a slow connection.");
    await page.getByLabel("Body (Markdown)").fill("## Kept\n\nThe tick stays.");
    // The preview's answer is held until the tick is made, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/posts/new.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByLabel(/Publish now/).check();
    release();
    await expect(page.getByTestId("post-preview").getByRole("heading", { name: "Kept" })).toBeVisible();
    await expect(page.getByLabel(/Publish now/)).toBeChecked();
  });

  test("a form with mistakes comes back with the messages and what was typed", async ({ page }) => {
    await signInAs(page, { role: "admin" });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill("Has a bad slug");
    await page.getByLabel("Slug").fill("Bad Slug!");
    await page.getByLabel("Body (Markdown)").fill("Some body");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Use lower-case letters, digits and single hyphens, e.g. menu-engineering-guide.")).toBeVisible();
    await expect(page.getByText("Description is required.")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Has a bad slug");
    await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Some body");
  });

  test("unpublishing a post takes it off the site; publishing puts it back", async ({ page, request }) => {
    await signInAs(page, { role: "admin" });
    const title = `Short-lived note ${unique()}`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("A note that will be withdrawn.");
    await page.getByLabel("Body (Markdown)").fill("Text.");
    await page.getByLabel(/Publish now/).check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();
    expect(await publishedSlugs(request)).toContain(slug);

    await page.goto("/admin/posts");
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post unpublished" })).toBeVisible();
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toContainText("Draft");
    expect(await publishedSlugs(request)).not.toContain(slug);
    expect((await visit(request, "/blog")).text).not.toContain(title);
    const gone = await visit(request, `/blog/${slug}`);
    expect(gone.status).toBe(302);
    expect(gone.location).toBe("/blog");

    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toContainText("Published");
    expect(await publishedSlugs(request)).toContain(slug);
  });

  test("deleting a post takes a second, deliberate click", async ({ page }) => {
    await signInAs(page, { role: "admin" });
    const title = `Delete me ${unique()}`;
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Gone soon.");
    await page.getByLabel("Body (Markdown)").fill("Text.");
    await page.getByRole("button", { name: "Create post" }).click();
    // Stored before we leave: navigating at once would cancel the submission. A new post is a draft.
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    await page.goto("/admin/posts");
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await row.getByText("Delete", { exact: true }).click();
    await row.getByRole("button", { name: `Delete ${title} for good` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Post deleted" })).toBeVisible();
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);
  });
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`the posts list stays within a ${viewport.width}px screen, and the last row's delete question can be reached`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    await page.goto("/admin/posts");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The last row's question must not be clipped by the table's scrolling box, which would
    // hide it until the admin scrolled inside the box. Nothing is deleted.
    const row = page.getByTestId("post-row").last();
    await row.getByText("Delete", { exact: true }).click();
    const confirm = row.getByRole("button", { name: /^Delete .* for good$/ });
    const clippedBy = await confirm.evaluate((button) => {
      for (let box = button.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowY !== "visible" && box.scrollHeight > box.clientHeight + 1) return box.className;
      }
      return null;
    });
    expect(clippedBy).toBeNull();
    await confirm.scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport({ ratio: 0.99 });
    const hit = await confirm.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && button.contains(top);
    });
    expect(hit).toBe(true);
  });
}
