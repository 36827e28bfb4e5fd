/**
 * A signed-in buyer's shop (docs/decisions/213), with JavaScript on and off,
 * on a phone and a desktop: the card of what they hold says "Owned · Download"
 * instead of its buy button and gives them their own stamped copy of the file
 * (docs/decisions/212); the other cards are still for sale.
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { pageText } from "../support/pdf-text";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

/** A paid order of `productId` for the user, as fulfilment records it. */
function recordPurchase(userId: string, productId: string) {
  const orderId = `ord_${randomUUID()}`;
  const db = openE2eDatabase();
  try {
    db.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, paid_at) VALUES (?, ?, ?, 7999, 'usd', 'paid', 'test', ?)").run(
      orderId, userId, productId, Date.now(),
    );
    db.prepare("INSERT INTO purchases (order_id, user_id, product_id) VALUES (?, ?, ?)").run(orderId, userId, productId);
  } finally {
    db.close();
  }
  return orderId;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a buyer's card says Owned · Download and gives their own copy of the file, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The page hydrates over the server's owned card without redrawing it (React reports a mismatch as an error).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const buyer = await signInAs(page, { hasAccess: true });
    const orderId = recordPurchase(buyer.id, "digital_kitchen_playbook");

    await page.goto("/?tab=digital#products");
    const owned = page.locator("#product-digital_kitchen_playbook");
    const link = owned.getByRole("link", { name: "Owned · Download" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/downloads/digital-kitchen-playbook.pdf");
    await expect(owned.getByRole("button", { name: "Get the Playbook" })).toHaveCount(0);
    const forSale = page.locator("#product-digital_food_cost_calculator");
    await expect(forSale.getByRole("button", { name: "Start Costing" })).toBeAttached();
    await expect(forSale.getByText("Owned · Download")).toHaveCount(0);
    expect(errors).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("digital-kitchen-playbook.pdf");
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pageText(bytes)).toContain(`${buyer.email} · order ${orderId}`);
    const file = await page.request.get("/downloads/digital-kitchen-playbook.pdf");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
  });
}

test("a signed-in customer who holds nothing sees every card for sale", async ({ page }) => {
  await signInAs(page);
  await page.goto("/?tab=digital#products");
  await expect(page.locator("#product-digital_kitchen_playbook").getByRole("button", { name: "Get the Playbook" })).toBeVisible();
  await expect(page.getByText("Owned · Download")).toHaveCount(0);
});
