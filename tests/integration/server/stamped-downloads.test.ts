/**
 * Purchased PDFs through the running server (docs/decisions/212): each buyer
 * gets their own copy, stamped with their name, address and order on the
 * first page, with every page and the outline kept; nobody without the right
 * gets any copy; admins get the original; a copy that cannot be made is a
 * 503 page, never the unstamped file.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimitHits, users } from "~/db/schema";
import { createOrReusePendingOrder } from "~/models/order.server";
import { recordPayment } from "~/models/paid-orders.server";
import { revokeRefunded } from "~/services/checkout/fulfilment.server";
import { stampedRoot } from "~/services/files/stamped-copies.server";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { outlineOf, pageText } from "../../support/pdf-text";
import { post, signUpOverHttp, type RunningServer } from "../../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const PLAYBOOK = "/downloads/digital-kitchen-playbook.pdf";
const original = () => fs.readFileSync(path.join(server.dataDir, "files/products/digital-kitchen-playbook.pdf"));
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const get = (pathname: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });

/** A signed-up customer (its name is the sign-up helper's "Test User"), with a paid order for `productId` if given. */
async function customer(productId?: string) {
  // Sign-ups from one address are limited to 10 an hour: here each is a setup step.
  db.delete(rateLimitHits).where(like(rateLimitHits.bucket, "signup:%")).run();
  const email = `stamp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const id = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!.id;
  let orderId: string | null = null;
  if (productId) {
    const { order } = createOrReusePendingOrder({ userId: id, productId, amountCents: 100, currency: "usd", mode: "test" }, 0);
    expect(recordPayment(order.id, { paymentIntentId: `pi_${order.id}` })).toBe(true);
    orderId = order.id;
  }
  return { id, email, cookie, orderId };
}

describe("a purchased PDF", () => {
  it("is each buyer's own stamped copy, with every page and the outline of the original", async () => {
    const ann = await customer("digital_kitchen_playbook");
    const bob = await customer("digital_kitchen_playbook");
    const source = original();
    const sourceDoc = await PDFDocument.load(source);
    const outline = await outlineOf(source);
    expect(outline.length).toBeGreaterThan(0);

    const copies = [];
    for (const buyer of [ann, bob]) {
      const response = await get(PLAYBOOK, buyer.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="digital-kitchen-playbook.pdf"');
      expect(response.headers.get("Cache-Control")).toContain("private");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(bytes.byteLength);
      expect(sha256(bytes)).not.toBe(sha256(source));
      expect(await pageText(bytes)).toContain(`Licensed to Test User ${buyer.email} · order ${buyer.orderId}`);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(sourceDoc.getPageCount());
      expect(doc.getSubject()).toContain(buyer.email);
      expect(await outlineOf(bytes)).toEqual(outline);
      // The rest of the first page is still there.
      expect(await pageText(bytes)).toContain(await pageText(source));
      copies.push({ bytes, etag: response.headers.get("ETag")! });
    }
    const [annCopy, bobCopy] = copies as [(typeof copies)[number], (typeof copies)[number]];
    expect(sha256(annCopy.bytes)).not.toBe(sha256(bobCopy.bytes));
    expect(await pageText(annCopy.bytes)).not.toContain(bob.email);
    expect(annCopy.etag).not.toBe(bobCopy.etag);

    // Made once: the next download is the same copy, and a conditional GET is a 304.
    const again = await get(PLAYBOOK, ann.cookie);
    expect(again.headers.get("ETag")).toBe(annCopy.etag);
    expect(sha256(new Uint8Array(await again.arrayBuffer()))).toBe(sha256(annCopy.bytes));
    const notModified = await get(PLAYBOOK, ann.cookie, { "If-None-Match": annCopy.etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(annCopy.etag);
    // HEAD: the same headers, no body.
    const head = await fetch(`${server.origin}${PLAYBOOK}`, { method: "HEAD", headers: { Cookie: ann.cookie } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("Content-Length"))).toBe(annCopy.bytes.byteLength);
    expect(head.headers.get("Content-Disposition")).toBe('attachment; filename="digital-kitchen-playbook.pdf"');

    // The copies are kept privately, out of the files the site serves and copies into the database.
    const kept = fs.readdirSync(path.join(stampedRoot(), ann.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`^${ann.orderId}--digital-kitchen-playbook\\.pdf--`));
  }, 60_000);

  it("is refused to a visitor and to another customer; an admin who holds it gets the original", async () => {
    const visitor = await get(PLAYBOOK);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(PLAYBOOK)}`);
    for (const other of [await customer(), await customer("digital_food_cost_calculator")]) {
      const refused = await get(PLAYBOOK, other.cookie);
      expect(refused.status).toBe(403);
      expect(Buffer.from(await refused.arrayBuffer()).subarray(0, 5).toString()).not.toBe("%PDF-");
    }
    // An admin who holds the file gets it as stored.
    const admin = await customer("digital_kitchen_playbook");
    db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
    const adminCopy = await get(PLAYBOOK, admin.cookie);
    expect(adminCopy.status).toBe(200);
    expect(sha256(new Uint8Array(await adminCopy.arrayBuffer()))).toBe(sha256(original()));
  });

  it("premium files are stamped with the newest paid order; a free white paper is served as it is", async () => {
    const buyer = await customer("digital_sop_template_collection");
    const premium = await get("/downloads/prompt-rulebook.pdf", buyer.cookie);
    expect(premium.status).toBe(200);
    expect(await pageText(new Uint8Array(await premium.arrayBuffer()))).toContain(`${buyer.email} · order ${buyer.orderId}`);
    const attachment = await get("/downloads/attachments/menu-engineering-worksheet.pdf", buyer.cookie);
    expect(attachment.status).toBe(200);
    expect(await pageText(new Uint8Array(await attachment.arrayBuffer()))).toContain(buyer.email);

    const free = await get("/downloads/wp-future-of-hospitality-ai.pdf", buyer.cookie);
    const stored = fs.readFileSync(path.join(server.dataDir, "files/white-papers/wp-future-of-hospitality-ai.pdf"));
    expect(sha256(new Uint8Array(await free.arrayBuffer()))).toBe(sha256(stored));
  });

  it("that cannot be stamped is a 503 page saying so, never the unstamped file, and is made on a later try", async () => {
    const buyer = await customer("digital_restaurant_profit_formula");
    const file = path.join(server.dataDir, "files/products/restaurant-profit-formula-guide.pdf");
    const good = fs.readFileSync(file);
    // A file pdf-lib cannot read (say, damaged on disk).
    fs.writeFileSync(file, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 7)]));
    try {
      const refused = await get("/downloads/restaurant-profit-formula-guide.pdf", buyer.cookie);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("10");
      expect(refused.headers.get("Content-Type")).toContain("text/html");
      const page = await refused.text();
      expect(page).toContain("<h1>Your copy could not be prepared</h1>");
      expect(page).not.toContain("%PDF");
      await server.waitForOutput("Stamping restaurant-profit-formula-guide.pdf");
    } finally {
      fs.writeFileSync(file, good);
    }
    const retried = await get("/downloads/restaurant-profit-formula-guide.pdf", buyer.cookie);
    expect(retried.status).toBe(200);
    expect(await pageText(new Uint8Array(await retried.arrayBuffer()))).toContain(buyer.email);
  });

  it("a refund drops the buyer's copy and takes the file back", async () => {
    const buyer = await customer("digital_food_cost_calculator");
    expect((await get("/downloads/digital-food-cost-calculator.pdf", buyer.cookie)).status).toBe(200);
    const folder = path.join(stampedRoot(), buyer.id);
    expect(fs.readdirSync(folder).some((name) => name.startsWith(`${buyer.orderId}--`))).toBe(true);
    expect(revokeRefunded(`pi_${buyer.orderId}`)).toBe(true);
    expect(fs.readdirSync(folder).some((name) => name.startsWith(`${buyer.orderId}--`))).toBe(false);
    expect((await get("/downloads/digital-food-cost-calculator.pdf", buyer.cookie)).status).toBe(403);
  });

  it("deleting the account drops every copy that carries the buyer's name", async () => {
    const buyer = await customer("fermentation_guidebook");
    expect((await get("/downloads/fermentation-guidebook.pdf", buyer.cookie)).status).toBe(200);
    expect((await get("/downloads/prompt-rulebook.pdf", buyer.cookie)).status).toBe(200);
    expect(fs.readdirSync(path.join(stampedRoot(), buyer.id))).toHaveLength(2);
    const deleted = await post(server, "/account", { intent: "delete-account", currentPassword: "a-long-test-password-2026" }, { cookie: buyer.cookie });
    expect(deleted.status).toBe(302);
    expect(fs.existsSync(path.join(stampedRoot(), buyer.id))).toBe(false);
  });
});
