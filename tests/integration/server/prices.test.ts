/**
 * Every price the site shows is the price checkout charges
 * (docs/spec-notes.md#prices-as-charged-spec-9), read through the running
 * production server as a buyer meets it: the card or
 * library entry, the checkout page and its Pay button, the order on /account,
 * and the receipt mail; each compared with what the (test-mode) checkout
 * charged for that order.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, orders, products } from "~/db/schema";
import { post, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: process.env.DATA_DIR!, seed: true, env: { TRUST_PROXY: "1" } });
}, 120_000);
afterAll(() => server.stop());

/** Where a signed-out visitor meets the products and their prices. */
const SHOP_PAGES = ["/", "/white-papers", "/resources", "/blog/menu-engineering-matrix-field-guide"];

/** "$1,299.99" anywhere in a text, in cents; null when there is none. */
function cents(text: string): number | null {
  const match = /\$([\d,]+)(?:\.(\d{2}))?/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2] ?? 0) : null;
}

/** The text of each element marked `data-price-of`, by product. */
async function shownPrices() {
  const shown = new Map<string, { where: string; text: string }[]>();
  for (const path of SHOP_PAGES) {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    for (const [, id, inner] of html.matchAll(/data-price-of="([^"]+)"[^>]*>([\s\S]*?)<\/(?:span|p)>/g)) {
      const text = inner!.replace(/<!--.*?-->|<[^>]+>/g, "");
      shown.set(id!, [...(shown.get(id!) ?? []), { where: path, text }]);
    }
  }
  return shown;
}

let visitor = 0;
const fromOwnAddress = () => ({ "X-Forwarded-For": `198.51.100.${++visitor}` });

/** A new customer buys `productId` in test mode; returns every price they were shown after the shop, and the order. */
async function buy(productId: string) {
  const from = fromOwnAddress();
  const email = `prices-${productId}-${Date.now()}@example.com`;
  const signUp = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName: "Price Check" }, { headers: from });
  const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0]!;
  const as = { cookie, headers: from };

  const checkout = await post(server, "/checkout", { productId, returnTo: "/" }, as);
  expect(checkout.status, productId).toBe(303);
  const checkoutPath = checkout.headers.get("Location")!;
  const orderId = /\/checkout\/test\/(ord_[^?/]+)/.exec(checkoutPath)?.[1];
  expect(orderId, checkoutPath).toBeTruthy();
  const page = await (await fetch(`${server.origin}${checkoutPath}`, { headers: { Cookie: cookie, ...from } })).text();
  const payButton = /<button[^>]*value="pay"[^>]*>([\s\S]*?)<\/button>/.exec(page)?.[1] ?? "";
  const summary = /data-charge[^>]*>([^<]*)<\/span>/.exec(page)?.[1] ?? "";

  expect((await post(server, checkoutPath, { intent: "pay" }, as)).status).toBe(303);
  const account = await (await fetch(`${server.origin}/account`, { headers: { Cookie: cookie, ...from } })).text();
  const orderRow = new RegExp(`data-order-id="${orderId}"[\\s\\S]*?</li>`).exec(account)?.[0] ?? "";
  const receipt = db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.key, `receipt:${orderId}:${email}`))).get();

  return {
    order: db.select().from(orders).where(eq(orders.id, orderId!)).get()!,
    seen: [
      { where: "checkout page", text: summary },
      { where: "Pay button", text: payButton.replace(/<!--.*?-->/g, "") },
      { where: "/account", text: orderRow.replace(/<!--.*?-->|<[^>]+>/g, " ") },
      { where: "receipt mail", text: /Amount:?\s*([^\n]*)/.exec(receipt?.textBody ?? "")?.[1] ?? "(no receipt)" },
    ],
  };
}

describe("prices", () => {
  it("every price shown for a product is what checkout charges for it", async () => {
    const shown = await shownPrices();
    // Every product the catalogue sells online is priced there (the library and the access offers add theirs).
    const all = db.select().from(products).all();
    const catalogue = all.filter((p) => p.listed && !p.customQuote && ["digital", "chef-app", "consulting", "bundle"].includes(p.kind) && p.currency === "usd");
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
    for (const product of catalogue) expect(shown.has(product.id), `${product.id} has a price on the shop pages`).toBe(true);

    for (const [productId, shop] of shown) {
      const product = all.find((p) => p.id === productId && !p.customQuote);
      expect(product, `${productId} is sold online`).toBeDefined();
      const { order, seen } = await buy(productId);
      expect(order.amountCents, productId).toBe(product!.priceCents);
      for (const { where, text } of [...shop, ...seen]) {
        expect(cents(text), `${productId} at ${where}: "${text.trim().slice(0, 120)}"`).toBe(order.amountCents);
      }
    }
  }, 120_000);
});
