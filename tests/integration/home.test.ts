import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, products } from "~/db/schema";
import { PUBLIC_ROUTES } from "~/content/routes";
import { loader as homeLoader } from "~/routes/_index";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { createOrReusePendingOrder } from "~/models/order.server";
import { recordPayment, refundPaidOrder } from "~/models/paid-orders.server";
import { newBuyer } from "../support/buyers";
import { copySeedFiles } from "../support/seeded";

const homeLoaderFor = (cookie?: string) =>
  homeLoader({ request: new Request("http://localhost:3000/", cookie ? { headers: { Cookie: cookie } } : {}), params: {}, context: {} });

beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
});

describe("home loader", () => {
  it("returns the 11 catalogue products of SPEC §3 in display order, without the bundle", async () => {
    const data = await homeLoaderFor();
    expect(data.products.map((p) => p.id)).toEqual([
      "digital_kitchen_playbook",
      "digital_food_cost_calculator",
      "digital_restaurant_profit_formula",
      "digital_sop_template_collection",
      "chef_fuel_formula",
      "nutri_sync",
      "meal_capture",
      "consulting_kitchen_design",
      "consulting_menu_engineering",
      "consulting_sustainability_audit",
      "consulting_staff_training",
    ]);
    expect(data.featured).toEqual({ id: "digital_kitchen_playbook", name: "Digital Kitchen Playbook", priceCents: 7999 });
    expect(data.accessPriceCents).toBe(4999);
  });

  it("sums the bundle's struck-through price from the database (SPEC §9: 409.96)", async () => {
    const { bundle } = await homeLoaderFor();
    expect(bundle).toMatchObject({ id: "bundle_efficiency_package", name: "The Efficiency Package", priceCents: 19_999, listPriceCents: 40_996 });

    // Not a literal: a price change in the database moves it.
    db.update(products).set({ priceCents: 8999 }).where(eq(products.id, "digital_kitchen_playbook")).run();
    try {
      expect((await homeLoaderFor()).bundle?.listPriceCents).toBe(41_996);
    } finally {
      db.update(products).set({ priceCents: 7999 }).where(eq(products.id, "digital_kitchen_playbook")).run();
    }
  });
});

describe("the cards a buyer holds", () => {
  it("lead a buyer to each file they hold (or to /account), and nobody else; a refund takes them back", async () => {
    const buyer = await newBuyer();
    const { order } = createOrReusePendingOrder({ userId: buyer.id, productId: "bundle_efficiency_package", amountCents: 19_999, currency: "usd", mode: "test" }, 0);
    expect(recordPayment(order.id)).toBe(true);
    const data = await homeLoaderFor(buyer.cookie);
    expect("owned" in data && data.owned).toEqual({
      bundle_efficiency_package: "/account",
      digital_food_cost_calculator: "/downloads/digital-food-cost-calculator.pdf",
      digital_kitchen_playbook: "/downloads/digital-kitchen-playbook.pdf",
      digital_restaurant_profit_formula: "/downloads/restaurant-profit-formula-guide.pdf",
      digital_sop_template_collection: "/downloads/sop-template-collection.pdf",
    });

    // A visitor, and a customer who holds nothing, get the very data they got before: no "owned" at all.
    const visitor = await homeLoaderFor();
    expect(Object.keys(visitor).sort()).toEqual(["accessPriceCents", "bundle", "featured", "products"]);
    const other = await newBuyer();
    expect(await homeLoaderFor(other.cookie)).toEqual(visitor);

    refundPaidOrder(order.id);
    expect(await homeLoaderFor(buyer.cookie)).toEqual(visitor);
  });
});

describe("/sitemap.xml", () => {
  it("lists every public route and each published post, with absolute URLs", async () => {
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const route of PUBLIC_ROUTES) expect(xml).toContain(`<loc>http://localhost:3000${route.path}</loc>`);
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/pantera-group-case-study");

    const published = db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).all();
    expect(published.length).toBeGreaterThan(0);
    for (const post of published) expect(xml).toContain(`<loc>http://localhost:3000/blog/${post.slug}</loc>`);
  });

  it("leaves out drafts", async () => {
    const post = db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).get();
    if (!post) throw new Error("seed has no published post");
    db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, post.id)).run();
    try {
      expect(await sitemapLoader().text()).not.toContain(`/blog/${post.slug}<`);
    } finally {
      db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.id, post.id)).run();
    }
  });
});

describe("/robots.txt", () => {
  it("allows crawling, keeps private areas out and names the sitemap by absolute URL", async () => {
    const response = robotsLoader();
    expect(response.headers.get("Content-Type")).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});
