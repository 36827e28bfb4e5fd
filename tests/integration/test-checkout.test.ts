/** The keyless test-mode checkout: the same fulfilment as Stripe's, only for the order's owner. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createOrReusePendingOrder } from "~/models/order.server";
import { customers, orders, products, purchases } from "~/db/schema";
import { action as checkoutAction } from "~/routes/checkout";
import { action as testCheckoutAction, loader as testCheckoutLoader } from "~/routes/checkout_.test.$orderId";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { formRequest, getRequest, settle } from "../support/requests";

beforeAll(() => {
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

async function startTestCheckout(productId = "hospitality-bundle") {
  const buyer = await newBuyer();
  const response = await settle(() =>
    checkoutAction({ request: formRequest("/checkout", { productId, returnTo: "/" }, { cookie: buyer.cookie }), params: {}, context: {} }),
  );
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  const orderId = decodeURIComponent(location.split("/").pop()!);
  return { buyer, orderId, location };
}

const decide = (orderId: string, intent: string, cookie: string) =>
  settle(() => testCheckoutAction({ request: formRequest(`/checkout/test/${orderId}`, { intent }, { cookie }), params: { orderId }, context: {} }));
const access = (userId: string) => db.select().from(customers).where(eq(customers.userId, userId)).get()?.hasAccess;

describe("test-mode checkout (no STRIPE_SECRET_KEY)", () => {
  it("leads to the local checkout page of a test-mode order", async () => {
    const { buyer, orderId, location } = await startTestCheckout("digital_sop_template_collection");
    expect(location).toBe(`/checkout/test/${orderId}`);
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()).toMatchObject({ mode: "test", status: "pending", amountCents: 14999 });
    const page = await settle(() => testCheckoutLoader({ request: getRequest(location, { cookie: buyer.cookie }), params: { orderId }, context: {} }));
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ order: { productName: "SOP Template Collection", amount: "$149.99", status: "pending" } });
  });

  it("Pay runs the fulfilment once and lands on the success return", async () => {
    const { buyer, orderId } = await startTestCheckout("digital_sop_template_collection");
    const paid = await decide(orderId, "pay", buyer.cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe("/resources?success=true");
    await decide(orderId, "pay", buyer.cookie);
    expect(access(buyer.id)).toBe(true);
    expect(db.select().from(purchases).where(eq(purchases.orderId, orderId)).all()).toHaveLength(1);
  });

  it("Cancel marks the order canceled and lands on the canceled return", async () => {
    const { buyer, orderId } = await startTestCheckout();
    const canceled = await decide(orderId, "cancel", buyer.cookie);
    expect(canceled.headers.get("Location")).toBe("/resources?canceled=true");
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.status).toBe("canceled");
    expect(access(buyer.id)).toBe(false);
  });

  it("a canceled order cannot be paid, even once the same product was bought in another order: 409, and it stays canceled", async () => {
    const { buyer, orderId } = await startTestCheckout("digital_kitchen_playbook");
    await decide(orderId, "cancel", buyer.cookie);
    const again = await settle(() =>
      checkoutAction({ request: formRequest("/checkout", { productId: "digital_kitchen_playbook", returnTo: "/" }, { cookie: buyer.cookie }), params: {}, context: {} }),
    );
    const secondId = decodeURIComponent(again.headers.get("Location")!.split("/").pop()!);
    expect(secondId).not.toBe(orderId);
    expect((await decide(secondId, "pay", buyer.cookie)).status).toBe(303);

    const stale = await decide(orderId, "pay", buyer.cookie);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining("This checkout was canceled, so it cannot be paid.") });
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.status).toBe("canceled");
    expect(db.select().from(purchases).where(eq(purchases.orderId, orderId)).all()).toEqual([]);
    expect(db.select().from(orders).where(eq(orders.userId, buyer.id)).all().filter((o) => o.status === "paid")).toHaveLength(1);
  });

  it("nobody but the owner sees or pays the order", async () => {
    const { orderId, location } = await startTestCheckout();
    const stranger = await newBuyer();
    expect((await decide(orderId, "pay", stranger.cookie)).status).toBe(404);
    const page = await settle(() => testCheckoutLoader({ request: getRequest(location, { cookie: stranger.cookie }), params: { orderId }, context: {} }));
    expect(page.status).toBe(404);
    expect(access(stranger.id)).toBe(false);
    const signedOut = await decide(orderId, "pay", "");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.status).toBe("pending");
  });
});

describe("what a buyer already holds", () => {
  const checkout = (productId: string, cookie: string) =>
    settle(() => checkoutAction({ request: formRequest("/checkout", { productId, returnTo: "/" }, { cookie }), params: {}, context: {} }));
  const ordersOf = (userId: string) => db.select().from(orders).where(eq(orders.userId, userId)).all();
  /** The notice the response leaves for the next page (remix-toast's signed cookie, base64 JSON before the signature). */
  const noticeOf = (response: Response) => {
    const value = decodeURIComponent(/toast=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "");
    return Buffer.from(value.split(".")[0]!, "base64").toString("utf8");
  };

  it("an order started in one tab is canceled when access comes in another, and cannot be paid then", async () => {
    const { buyer, orderId } = await startTestCheckout("hospitality-bundle");
    const other = await checkout("digital_kitchen_playbook", buyer.cookie);
    const otherId = decodeURIComponent(other.headers.get("Location")!.split("/").pop()!);
    await decide(otherId, "pay", buyer.cookie);
    expect(access(buyer.id)).toBe(true);
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.status).toBe("canceled");

    const stale = await decide(orderId, "pay", buyer.cookie);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining("This checkout was canceled, so it cannot be paid.") });
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.status).toBe("canceled");
    expect(db.select().from(purchases).where(eq(purchases.orderId, orderId)).all()).toHaveLength(0);
  });

  it("an order for something held that is still pending (started after access came) is canceled at Pay, with a notice", async () => {
    const { buyer, orderId: first } = await startTestCheckout("digital_kitchen_playbook");
    await decide(first, "pay", buyer.cookie);
    // A pending order no fulfilment covered: made before this rule, or by hand.
    const { order } = createOrReusePendingOrder({ userId: buyer.id, productId: "hospitality-bundle", amountCents: 4999, currency: "usd", mode: "test" }, 0);
    const stale = await decide(order.id, "pay", buyer.cookie);
    expect(stale.headers.get("Location")).toBe("/resources");
    expect(noticeOf(stale)).toContain("You already have premium access");
    expect(db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe("canceled");
  });

  it("premium access and its monthly form are not sold to a buyer with access, nor a product they own; a consulting session is", async () => {
    const { buyer, orderId } = await startTestCheckout("digital_kitchen_playbook");
    await decide(orderId, "pay", buyer.cookie);
    const before = ordersOf(buyer.id).length;
    for (const productId of ["hospitality-bundle", "wp_operator_briefing_subscription"]) {
      const refused = await checkout(productId, buyer.cookie);
      expect(refused.headers.get("Location"), productId).toBe("/resources");
    }
    const owned = await checkout("digital_kitchen_playbook", buyer.cookie);
    expect(owned.headers.get("Location")).toBe("/account");
    expect(noticeOf(owned)).toContain("You already own Digital Kitchen Playbook");
    expect(ordersOf(buyer.id)).toHaveLength(before);

    const session = productSeeds.find((p) => p.kind === "consulting" && !p.customQuote)!;
    for (let i = 0; i < 2; i++) {
      const booked = await checkout(session.id, buyer.cookie);
      expect(booked.status).toBe(303);
      const id = decodeURIComponent(booked.headers.get("Location")!.split("/").pop()!);
      expect((await decide(id, "pay", buyer.cookie)).headers.get("Location")).toBe("/resources?success=true");
      // A second booking is a new order, not the first one reused.
      db.update(orders).set({ createdAt: new Date(0) }).where(eq(orders.id, id)).run();
    }
    expect(ordersOf(buyer.id).filter((o) => o.productId === session.id && o.status === "paid")).toHaveLength(2);
  });
});

describe("consulting orders", () => {
  it("a paid consulting order waits in the admin inbox until handled", async () => {
    const { listInbox, markHandled } = await import("~/models/inbox.server");
    const { buyer, orderId } = await startTestCheckout("consulting_staff_training");
    expect(listInbox("order").some((item) => item.id === orderId)).toBe(false);
    await decide(orderId, "pay", buyer.cookie);
    const item = listInbox("order").find((i) => i.id === orderId)!;
    expect(item.summary).toContain("Staff Training Program");
    expect(item.summary).toContain("within 24 hours");
    expect(item.email).toBe(buyer.email);
    expect(markHandled("order", orderId)).toBe(true);
    expect(markHandled("order", orderId)).toBe(false);
    expect(listInbox("order").find((i) => i.id === orderId)!.handledAt).not.toBeNull();
  });
});

describe("the success return without a session id", () => {
  it("claims a purchase only for a user with access", async () => {
    const { loader: resourcesLoader } = await import("~/routes/resources");
    const { cookiesFrom } = await import("../support/requests");
    const buyer = await newBuyer();
    const typed = await settle(() => resourcesLoader({ request: getRequest("/resources?success=true", { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(typed.headers.get("Location")).toBe("/resources");
    expect(cookiesFrom(typed)).not.toContain("toast=");
    const { orderId, buyer: payer } = await startTestCheckout();
    await decide(orderId, "pay", payer.cookie);
    const back = await settle(() => resourcesLoader({ request: getRequest("/resources?success=true", { cookie: payer.cookie }), params: {}, context: {} }));
    expect(cookiesFrom(back)).toContain("toast=");
  });
});

describe("back to the post the purchase started on", () => {
  const POST = "/blog/menu-engineering-matrix";

  async function fromPost(returnTo: string) {
    const buyer = await newBuyer();
    const response = await settle(() =>
      checkoutAction({ request: formRequest("/checkout", { productId: "hospitality-bundle", returnTo }, { cookie: buyer.cookie }), params: {}, context: {} }),
    );
    const location = response.headers.get("Location")!;
    const orderId = decodeURIComponent(new URL(location, "http://x").pathname.split("/").pop()!);
    return { buyer, orderId, location };
  }

  const pressOn = (location: string, orderId: string, intent: string, cookie: string) =>
    settle(() => testCheckoutAction({ request: formRequest(location, { intent }, { cookie }), params: { orderId }, context: {} }));

  async function landing(location: string, cookie: string) {
    const { loader: resourcesLoader } = await import("~/routes/resources");
    return settle(() => resourcesLoader({ request: getRequest(location, { cookie }), params: {}, context: {} }));
  }

  async function toastOf(response: Response) {
    const { cookiesFrom } = await import("../support/requests");
    const { peekToast } = await import("~/services/requests/toast.server");
    return peekToast(new Request("http://localhost/", { headers: { Cookie: cookiesFrom(response) } }));
  }

  it("Pay returns to the post with the success notice", async () => {
    const { buyer, orderId, location } = await fromPost(`${POST}?dialog=signin#paywall`);
    expect(location).toBe(`/checkout/test/${orderId}?next=${encodeURIComponent(POST)}`);
    const paid = await pressOn(location, orderId, "pay", buyer.cookie);
    expect(paid.headers.get("Location")).toBe(`/resources?success=true&next=${encodeURIComponent(POST)}`);
    const back = await landing(paid.headers.get("Location")!, buyer.cookie);
    expect(back.headers.get("Location")).toBe(POST);
    expect(await toastOf(back)).toMatchObject({ type: "success", message: "Purchase successful" });
  });

  it("Cancel returns to the post with the canceled notice, nothing unlocked", async () => {
    const { buyer, orderId, location } = await fromPost(POST);
    const canceled = await pressOn(location, orderId, "cancel", buyer.cookie);
    const back = await landing(canceled.headers.get("Location")!, buyer.cookie);
    expect(back.headers.get("Location")).toBe(POST);
    expect(await toastOf(back)).toMatchObject({ type: "info", message: "Purchase canceled" });
    expect(access(buyer.id)).toBe(false);
  });

  it("a purchase started anywhere else, or a `next` that is not a post, returns to /resources", async () => {
    const { buyer, orderId, location } = await fromPost("/?tab=digital#products");
    expect(location).toBe(`/checkout/test/${orderId}`);
    const paid = await pressOn(`${location}?next=${encodeURIComponent("//evil.example")}`, orderId, "pay", buyer.cookie);
    expect(paid.headers.get("Location")).toBe("/resources?success=true");
    const back = await landing("/resources?success=true&next=https%3A%2F%2Fevil.example%2Fblog%2Fx", buyer.cookie);
    expect(back.headers.get("Location")).toBe("/resources");
  });
});
