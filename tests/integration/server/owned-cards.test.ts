/**
 * "Owned · Download" on the shop's cards through the running server
 * (docs/decisions/213): a buyer sees it on the cards of what they hold, from
 * a member page kept for their access and set of products held, byte for
 * byte what a render for them would be; nobody else sees it; a visitor's page
 * is still the shared cached one, with nothing of it.
 */
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimitHits, users } from "~/db/schema";
import { createOrReusePendingOrder } from "~/models/order.server";
import { recordPayment } from "~/models/paid-orders.server";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
/** The same database served without a page cache: every page rendered for its reader. */
let rendering: RunningServer;

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
  rendering = await startServer({ dataDir: server.dataDir, env: { PAGE_CACHE_MB: "0" } });
}, 120_000);

afterAll(async () => {
  await rendering?.stop();
  await server?.stop();
});

const OWNED = "Owned · Download";
const get = (on: RunningServer, pathname: string, cookie?: string) => fetch(`${on.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

async function customer(...productIds: string[]) {
  db.delete(rateLimitHits).where(like(rateLimitHits.bucket, "signup:%")).run();
  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const id = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!.id;
  for (const productId of productIds) {
    const { order } = createOrReusePendingOrder({ userId: id, productId, amountCents: 100, currency: "usd", mode: "test" }, 0);
    expect(recordPayment(order.id)).toBe(true);
  }
  return { email, cookie };
}

/** The HTML of one product's card. */
function card(html: string, productId: string) {
  const start = html.indexOf(`<article id="product-${productId}"`);
  if (start === -1) throw new Error(`no card for ${productId}`);
  return html.slice(start, html.indexOf("</article>", start));
}

const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, "NONCE") : html;
};

/** Asks until the answer is a member page from the cache (the first answers teach the server how the route shares). */
async function memberPage(pathname: string, cookie: string) {
  for (let i = 0; i < 4; i++) {
    const response = await get(server, pathname, cookie);
    if (response.headers.get("X-Member-Page") === "HIT") return response.text();
    await response.arrayBuffer();
  }
  throw new Error(`${pathname} was not answered from a member page`);
}

describe("a product card a reader holds", () => {
  it("says Owned · Download to its buyer, with a link to the file, and is still for sale to everyone else", async () => {
    const buyer = await customer("digital_kitchen_playbook");
    const otherBuyer = await customer("digital_food_cost_calculator");
    const member = await customer();

    // A visitor: the shared cached page, with nothing of anyone's purchases.
    await (await get(server, "/")).arrayBuffer();
    const visitor = await get(server, "/");
    expect(visitor.headers.get("X-Page-Cache")).toBe("HIT");
    const visitorPage = await visitor.text();
    expect(visitorPage).not.toContain(OWNED);
    expect(visitorPage).not.toContain("data-owned");
    expect(card(visitorPage, "digital_kitchen_playbook")).toContain('value="digital_kitchen_playbook"');

    for (const pathname of ["/", "/?tab=digital"]) {
      const page = await memberPage(pathname, buyer.cookie);
      const owned = card(page, "digital_kitchen_playbook");
      expect(owned).toContain(OWNED);
      expect(owned).toContain('href="/downloads/digital-kitchen-playbook.pdf"');
      expect(owned).not.toContain('name="productId"');
      const forSale = card(page, "digital_food_cost_calculator");
      expect(forSale).not.toContain(OWNED);
      expect(forSale).toContain('value="digital_food_cost_calculator"');
      // Byte for byte the page rendered for the buyer, data included (hydration draws the same).
      // (asked twice: the first render loads the page's lazy parts)
      await (await get(rendering, pathname, buyer.cookie)).arrayBuffer();
      const rendered = await (await get(rendering, pathname, buyer.cookie)).text();
      expect(withoutNonce(page)).toBe(withoutNonce(rendered));
    }

    // Another buyer with access like the first, holding something else, and a member holding nothing.
    const otherPage = await memberPage("/", otherBuyer.cookie);
    expect(card(otherPage, "digital_kitchen_playbook")).not.toContain(OWNED);
    expect(card(otherPage, "digital_food_cost_calculator")).toContain('href="/downloads/digital-food-cost-calculator.pdf"');
    const memberHome = await memberPage("/", member.cookie);
    expect(memberHome).not.toContain(OWNED);
    expect(memberHome).toContain(member.email);

    // The visitor's page is still the one in the cache, unchanged.
    const later = await get(server, "/");
    expect(later.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await later.text()).toBe(visitorPage);

    // The link gives the buyer their copy.
    const file = await get(server, "/downloads/digital-kitchen-playbook.pdf", buyer.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
  }, 90_000);

  it("a bundle's buyer holds the bundle and each product in it; a product with no file leads to /account", async () => {
    const buyer = await customer("bundle_efficiency_package", "consulting_menu_engineering");
    const page = await memberPage("/", buyer.cookie);
    const bundle = card(page, "bundle_efficiency_package");
    expect(bundle).toContain(OWNED);
    expect(bundle).toContain('href="/account"');
    expect(card(page, "digital_sop_template_collection")).toContain('href="/downloads/sop-template-collection.pdf"');
    expect(card(page, "consulting_menu_engineering")).toContain('href="/account"');
    expect(card(page, "nutri_sync")).not.toContain(OWNED);
  }, 60_000);
});
