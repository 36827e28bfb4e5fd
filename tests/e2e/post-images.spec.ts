/**
 * An image uploaded in the post editor, JS on and off: the admin uploads a
 * PNG, makes it the post's image and puts it in the body, publishes, and the
 * post's page shows it, served as a PNG that browsers keep for a year.
 */
import { expect } from "@playwright/test";
import sharp from "sharp";
import { test } from "./fixtures";
import { signInAs } from "./support";

test("an admin uploads a PNG, uses it as the post's image and in the body, publishes, and visitors see it", async ({ page, javaScriptEnabled }) => {
  await signInAs(page, { role: "admin" });
  const id = Math.random().toString(36).slice(2, 8);
  const title = `Plating guide ${id}`;
  const background = { r: Math.floor(Math.random() * 256), g: 120, b: 80 };
  const png = await sharp({ create: { width: 1400, height: 700, channels: 3, background } }).png().toBuffer();

  await page.goto("/admin/posts/new");
  await expect(page.getByLabel(/Publish now/)).not.toBeChecked();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("How the pass plates a signature dish.");
  await page.getByLabel("Body (Markdown)").fill("Every plate leaves the pass like this.");
  await page.getByLabel("Image file").setInputFiles({ name: "plating.png", mimeType: "image/png", buffer: png });
  await page.getByLabel(/Alt text/).fill("A plated signature dish");
  await page.getByRole("button", { name: "Upload image" }).click();

  const uploaded = page.getByTestId("uploaded-image");
  await expect(uploaded).toContainText("Image uploaded (1400 × 700)");
  const markdown = await uploaded.getByLabel("Markdown for the body").inputValue();
  const path = /^!\[A plated signature dish\]\((\/images\/[a-f0-9]{64}\.png)\)$/.exec(markdown)?.[1];
  expect(path, markdown).toBeTruthy();
  // What was typed came back; the empty Image URL now holds the upload.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Image URL")).toHaveValue(path!);
  if (javaScriptEnabled) {
    await page.getByLabel("Image URL").fill("");
    await uploaded.getByRole("button", { name: "Use as post image" }).click();
    await expect(page.getByLabel("Image URL")).toHaveValue(path!);
    await uploaded.getByRole("button", { name: "Insert into body" }).click();
  } else {
    await page.getByLabel("Body (Markdown)").fill(`Every plate leaves the pass like this.\n\n${markdown}\n`);
  }
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(`Every plate leaves the pass like this.\n\n${markdown}\n`);
  await page.getByLabel(/Publish now/).check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post published" })).toBeVisible();

  const card = path!.replace(/\.png$/, "-w1200.png");
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === card);
  await page.goto(`/blog/plating-guide-${id}`);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const header = page.locator(`article > img[src="${card}"]`);
  const inBody = page.getByTestId("post-body").getByRole("img", { name: "A plated signature dish" });
  await expect(inBody).toHaveAttribute("src", card);
  for (const image of [header, inBody]) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1200);
  }
});
