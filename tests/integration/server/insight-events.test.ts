/**
 * The events of the owner's figures, through the running production server:
 * each is recorded by the real request that makes it happen, with its fields;
 * a refused form, a bogus post or a robot records nothing; a purchase is
 * recorded once however often its payment is fulfilled; and one visitor who
 * reads a premium post's teaser, clicks Unlock, signs up and pays is one step
 * of each in that post's funnel. Test mode (no Stripe key).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, customers, orders, products } from "~/db/schema";
import { createPost } from "~/models/admin-posts.server";
import { PREMIUM_ACCESS_PRODUCT as PREMIUM } from "~/utils/access-offer";
import { newBuyer } from "../../support/buyers";
import { FakeStripe, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { forgetSignUps, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";
import { seedOwnDatabase } from "../../support/own-database";
import { startServer, type RunningServer } from "../../support/server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
const PASSWORD = "a-long-test-password-2026";

let server: RunningServer;

beforeAll(async () => {
  const dataDir = await seedOwnDatabase();
  // The test's own sessions (tests/support/buyers.ts) are signed with this process's secret.
  server = await startServer({ dataDir, env: { INSIGHTS_FLUSH_MS: "100", SESSION_SECRET: process.env.SESSION_SECRET! } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type EventRow = { name: string; source: string; post_slug: string | null; product_id: string | null; amount_cents: number | null; currency: string | null; detail: string };

/** The events recorded after `since` (an id from lastEventId()), oldest first, without their time. */
function eventsSince(since: number): EventRow[] {
  return db.$client
    .prepare("SELECT name, source, post_slug, product_id, amount_cents, currency, detail FROM insight_events WHERE id > ? ORDER BY id")
    .all(since) as EventRow[];
}
const lastEventId = () => (db.$client.prepare("SELECT coalesce(max(id), 0) AS id FROM insight_events").get() as { id: number }).id;

function publishPost(isPremium: boolean) {
  const slug = `funnel-${isPremium ? "premium" : "free"}-${randomUUID().slice(0, 8)}`;
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
  createPost(
    { title: `Funnel fixture ${slug}`, slug, description: "A post for the funnel's events.", contentHtml: `<p>${words}</p>`, category: "article", isPremium, author: "Test Author", readingTime: 1 },
    { source: "admin", publish: true },
  );
  return slug;
}

/** A browser's request: its User-Agent, the cookie it holds, and redirects left to the test. */
function browse(pathname: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "User-Agent": BROWSER, ...(init.cookie ? { Cookie: init.cookie } : {}), ...init.headers };
  if (init.form) Object.assign(headers, { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" });
  return fetch(`${server.origin}${pathname}`, {
    method: init.method ?? (init.form ? "POST" : "GET"),
    redirect: "manual",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];

/** Teaser views of `slug`: views and distinct visitors, once the server's batch is written. */
async function teaserViews(slug: string, atLeast: number) {
  const read = () => db.$client.prepare("SELECT count(*) AS views, count(DISTINCT visitor) AS visitors FROM page_views WHERE teaser_of = ?").get(slug) as { views: number; visitors: number };
  for (const started = Date.now(); Date.now() - started < 5000; await new Promise((r) => setTimeout(r, 50))) {
    if (read().views >= atLeast) break;
  }
  // One more flush interval: nothing further must arrive.
  await new Promise((r) => setTimeout(r, 300));
  return read();
}

const premiumAccess = () => db.select().from(products).where(eq(products.id, PREMIUM)).get()!;

describe("unlock_click", () => {
  it("is one click of a buy button on a premium post's panel: the post rides the sign-up dialog's intent", async () => {
    const slug = publishPost(true);
    const since = lastEventId();
    const page = await (await browse(`/blog/${slug}`)).text();
    // The panel's buttons and its Sign in link say which post they are on.
    expect(page).toContain(`name="from" value="${slug}"`);
    expect(page).toContain(`dialog=signin&amp;from=${slug}`);

    const response = await browse("/checkout", { form: { productId: PREMIUM, returnTo: `/blog/${slug}`, next: `/blog/${slug}`, from: slug } });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, server.origin);
    expect(location.pathname).toBe(`/blog/${slug}`);
    expect(location.searchParams.get("dialog")).toBe("signup");
    expect(location.searchParams.get("intent")).toBe(`checkout:${PREMIUM}:${slug}`);
    expect(eventsSince(since)).toEqual([{ name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, amount_cents: null, currency: null, detail: "" }]);

    // The dialog it leads to, shown again or reloaded, counts nothing more.
    const dialog = await browse(`${location.pathname}${location.search}`);
    expect(dialog.status).toBe(200);
    expect(await dialog.text()).toContain(`value="checkout:${PREMIUM}:${slug}"`);
    await browse(`${location.pathname}${location.search}`);
    expect(eventsSince(since)).toHaveLength(1);
  });

  it("is one GET of the Sign in link, which goes on to the same dialog without its marker", async () => {
    const slug = publishPost(true);
    const since = lastEventId();
    const response = await browse(`/blog/${slug}?dialog=signin&from=${slug}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/blog/${slug}?dialog=signin`);
    expect((await browse(`/blog/${slug}?dialog=signin`)).status).toBe(200);
    // The running app's navigation asks the same through .data.
    const data = await browse(`/blog/${slug}.data?dialog=signin&from=${slug}`, { headers: { Referer: `${server.origin}/blog/${slug}` } });
    expect([200, 202, 204, 302]).toContain(data.status);
    expect(eventsSince(since)).toEqual([
      { name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, amount_cents: null, currency: null, detail: "" },
      { name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, amount_cents: null, currency: null, detail: "" },
    ]);
  });

  it("records nothing for a bogus, free, unpublished or malformed post, a robot or a HEAD, and never leaves the site", async () => {
    const free = publishPost(false);
    const premium = publishPost(true);
    db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, premium)).run();
    const since = lastEventId();
    for (const from of ["no-such-post", free, premium, "../../etc", "//evil.example", "x".repeat(300)]) {
      const followed = await browse(`/blog/${free}?dialog=signin&from=${encodeURIComponent(from)}`);
      expect(followed.status).toBe(302);
      expect(followed.headers.get("Location")).toBe(`/blog/${free}?dialog=signin`);
      const bought = await browse("/checkout", { form: { productId: PREMIUM, returnTo: `/blog/${free}`, from } });
      expect(bought.status).toBe(302);
      expect(new URL(bought.headers.get("Location")!, server.origin).searchParams.get("intent")).toBe(`checkout:${PREMIUM}`);
    }
    const live = publishPost(true);
    await browse(`/blog/${live}?dialog=signin&from=${live}`, { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    await browse(`/blog/${live}?dialog=signin&from=${live}`, { method: "HEAD" });
    await browse(`/blog/${live}?dialog=signin&from=${live}`, { headers: { "Sec-Purpose": "prefetch" } });
    // A bought product that does not exist is refused: no click either.
    expect((await browse("/checkout", { form: { productId: "no_such_product", from: live } })).status).toBe(400);
    expect(eventsSince(since)).toEqual([]);
  });
});

describe("the premium funnel", () => {
  it("reads 1 teaser visitor → 1 unlock click → 1 checkout → 1 purchase for one visitor who reads, clicks Unlock, signs up and pays", async () => {
    const slug = publishPost(true);
    const product = premiumAccess();
    const since = lastEventId();

    expect((await browse(`/blog/${slug}`)).status).toBe(200);
    const unlock = await browse("/checkout", { form: { productId: product.id, returnTo: `/blog/${slug}`, next: `/blog/${slug}`, from: slug } });
    const dialogUrl = unlock.headers.get("Location")!;
    expect((await browse(dialogUrl)).status).toBe(200);

    const intent = new URL(dialogUrl, server.origin).searchParams.get("intent")!;
    const email = `funnel-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await browse("/signup", { form: { fullName: "Funnel Reader", email, password: PASSWORD, redirectTo: `/blog/${slug}`, intent }, headers: { Referer: `${server.origin}${dialogUrl}` } });
    expect(signUp.status).toBe(303);
    const cookie = sessionCookie(signUp)!;
    const checkout = new URL(signUp.headers.get("Location")!, server.origin);
    expect(checkout.pathname).toMatch(/^\/checkout\/test\/ord_/);
    const orderId = decodeURIComponent(checkout.pathname.split("/").pop()!);
    expect((await browse(`${checkout.pathname}${checkout.search}`, { cookie })).status).toBe(200);

    const pay = () => browse(`${checkout.pathname}${checkout.search}`, { cookie, form: { intent: "pay" } });
    expect((await pay()).status).toBe(303);
    // The Pay button sent again (a second tab, a replay): the order is paid once, and so counted.
    await pay();
    const paid = db.select().from(orders).where(eq(orders.id, orderId)).get()!;
    expect(paid.status).toBe("paid");
    // Back on the post, now unlocked: no teaser.
    await browse(`/blog/${slug}`, { cookie });

    const order = { product_id: product.id, amount_cents: paid.amountCents, currency: paid.currency, detail: orderId };
    expect(eventsSince(since)).toEqual([
      { name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, amount_cents: null, currency: null, detail: "" },
      { name: "signup", source: `/blog/${slug}`, post_slug: null, product_id: null, amount_cents: null, currency: null, detail: "" },
      { name: "checkout_start", source: `/blog/${slug}`, post_slug: slug, ...order },
      { name: "purchase", source: `/blog/${slug}`, post_slug: slug, ...order },
    ]);
    expect(paid.amountCents).toBe(product.priceCents);

    // The funnel for this post, from the tables, step by step.
    const views = await teaserViews(slug, 2);
    const count = (name: string) => (db.$client.prepare("SELECT count(*) AS n FROM insight_events WHERE name = ? AND post_slug = ?").get(name, slug) as { n: number }).n;
    expect([views.visitors, count("unlock_click"), count("checkout_start"), count("purchase")]).toEqual([1, 1, 1, 1]);
  });

  it("a signed-in reader's buy button starts the checkout at once, for the post; a double click is one checkout", async () => {
    const slug = publishPost(true);
    const buyer = await newBuyer();
    const since = lastEventId();
    const form = { productId: PREMIUM, returnTo: `/blog/${slug}`, next: `/blog/${slug}`, from: slug };
    const first = await browse("/checkout", { cookie: buyer.cookie, form });
    const second = await browse("/checkout", { cookie: buyer.cookie, form });
    expect(first.status).toBe(303);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const orderId = decodeURIComponent(new URL(first.headers.get("Location")!, server.origin).pathname.split("/").pop()!);
    const events = eventsSince(since);
    // Two clicks (a browser without JavaScript lets a button be pressed twice), one order, one checkout.
    expect(events.map((e) => e.name)).toEqual(["unlock_click", "checkout_start", "unlock_click"]);
    expect(events[1]).toMatchObject({ post_slug: slug, product_id: PREMIUM, detail: orderId, source: `/blog/${slug}` });
  });

  it("a checkout from anywhere else carries no post, and its purchase neither", async () => {
    const buyer = await newBuyer();
    const since = lastEventId();
    const start = await browse("/checkout", { cookie: buyer.cookie, form: { productId: PREMIUM, returnTo: "/pricing" } });
    const target = start.headers.get("Location")!;
    await browse(target, { cookie: buyer.cookie, form: { intent: "pay" } });
    const events = eventsSince(since);
    expect(events.map((e) => [e.name, e.source, e.post_slug])).toEqual([
      ["checkout_start", "/pricing", null],
      ["purchase", "", null],
    ]);
  });
});

describe("signup", () => {
  it("records the page the visitor signed up from, or /signup", async () => {
    const since = lastEventId();
    const email = () => `signup-${randomUUID().slice(0, 8)}@example.com`;
    // The sign-up dialog over a page (its redirectTo), the /signup page itself (its default, the account page).
    expect((await browse("/signup", { form: { fullName: "A", email: email(), password: PASSWORD, redirectTo: "/white-papers?x=1" } })).status).toBe(302);
    expect((await browse("/signup", { form: { fullName: "B", email: email(), password: PASSWORD, redirectTo: "/account" } })).status).toBe(302);
    // Refused (a short password, a taken address): nothing.
    const taken = email();
    await browse("/signup", { form: { fullName: "C", email: taken, password: PASSWORD, redirectTo: "/" } });
    expect((await browse("/signup", { form: { fullName: "C", email: taken, password: PASSWORD, redirectTo: "/" } })).status).toBe(409);
    expect((await browse("/signup", { form: { fullName: "D", email: email(), password: "short", redirectTo: "/" } })).status).toBe(400);
    expect(eventsSince(since).map((e) => [e.name, e.source])).toEqual([
      ["signup", "/white-papers"],
      ["signup", "/signup"],
      ["signup", "/"],
    ]);
  });
});

describe("lead forms", () => {
  it("record each accepted form with the page it was on, path only, and nothing for a refused one", async () => {
    const quotable = db.select().from(products).where(eq(products.customQuote, true)).get()!;
    const since = lastEventId();
    const person = { name: "Lena Park", email: "lena@example.com" };
    // Refused first: a missing message, a bad e-mail, the honeypot filled, an unknown product.
    expect((await browse("/enquiry", { form: { ...person, message: "", returnTo: "/kitchen-design-services" } })).status).toBe(400);
    expect((await browse("/contact", { form: { name: "x", email: "not-an-email", message: "Hello" } })).status).toBe(400);
    expect((await browse("/affiliate", { form: { ...person, about: "I write", fax_number: "123" } })).status).toBe(400);
    expect((await browse("/quote", { form: { ...person, productId: "no_such_product" } })).status).toBe(400);
    expect(eventsSince(since)).toEqual([]);

    await browse("/enquiry", { form: { ...person, message: "A new kitchen.", returnTo: "/kitchen-design-services?dialog=enquiry#top" } });
    await browse("/contact", { form: { ...person, message: "Hello", returnTo: "/#contact" } });
    await browse("/quote", { form: { ...person, productId: quotable.id, returnTo: "/#products" } });
    // No returnTo: the Referer of this site's page; another site's Referer is no page of ours.
    await browse("/affiliate", { form: { ...person, about: "I write about restaurants." }, headers: { Referer: `${server.origin}/affiliate?utm_source=x` } });
    await browse("/contact", { form: { ...person, message: "Hi again" }, headers: { Referer: "https://elsewhere.example/contact-us" } });
    expect(eventsSince(since).map((e) => [e.name, e.source, e.post_slug, e.detail])).toEqual([
      ["enquiry", "/kitchen-design-services", null, ""],
      ["contact", "/", null, ""],
      ["quote", "/", null, ""],
      ["affiliate_application", "/affiliate", null, ""],
      ["contact", "/contact", null, ""],
    ]);
  });
});

describe("download", () => {
  it("records a file served whole with its name and page; not a 304, a HEAD, a robot or a refusal", async () => {
    const since = lastEventId();
    const free = "/downloads/wp-future-of-hospitality-ai.pdf";
    const first = await browse(free, { headers: { Referer: `${server.origin}/white-papers?category=free` } });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    expect((await browse(free, { headers: { "If-None-Match": first.headers.get("ETag")! } })).status).toBe(304);
    expect((await browse(free, { method: "HEAD" })).status).toBe(200);
    await (await browse(free, { headers: { "User-Agent": "curl/8.5.0" } })).arrayBuffer();
    // A premium attachment refused to a visitor, then served to a reader with access: its post is known.
    const attachment = "/downloads/attachments/menu-engineering-worksheet.pdf";
    expect((await browse(attachment)).status).toBe(302);
    const reader = await newBuyer();
    db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, reader.id)).run();
    let served = await browse(attachment, { cookie: reader.cookie });
    // Each reader's copy is stamped with their name: it may take a moment to make.
    for (let i = 0; served.status === 503 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      served = await browse(attachment, { cookie: reader.cookie });
    }
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    const post = db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.attachmentUrl, attachment)).get()!;
    expect(eventsSince(since).map((e) => [e.name, e.source, e.detail])).toEqual([
      ["download", "/white-papers", "wp-future-of-hospitality-ai.pdf"],
      ["download", `/blog/${post.slug}`, "menu-engineering-worksheet.pdf"],
    ]);
  });
});

describe("with Stripe", () => {
  const stripe = new FakeStripe();
  let paying: RunningServer;
  useServerWithStripe(stripe, (started) => (paying = started));

  it("a buyer from a post's panel who signs up and pays: the return and the webhook both fulfil, one purchase with the post", async () => {
    forgetSignUps(paying);
    const slug = withServerDatabase(paying, (sqlite) => (sqlite.prepare("SELECT slug FROM blog_posts WHERE is_premium = 1 AND is_published = 1 LIMIT 1").get() as { slug: string }).slug);
    const since = withServerDatabase(paying, (sqlite) => (sqlite.prepare("SELECT coalesce(max(id), 0) AS id FROM insight_events").get() as { id: number }).id);
    const send = (pathname: string, form: Record<string, string>, cookie?: string) =>
      fetch(`${paying.origin}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { "User-Agent": BROWSER, Origin: paying.origin, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(form),
      });

    const unlock = await send("/checkout", { productId: PREMIUM, returnTo: `/blog/${slug}`, from: slug });
    const intent = new URL(unlock.headers.get("Location")!, paying.origin).searchParams.get("intent")!;
    const signUp = await send("/signup", { fullName: "Stripe Reader", email: `stripe-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD, redirectTo: `/blog/${slug}`, intent });
    expect(signUp.status).toBe(303);
    const cookie = sessionCookie(signUp)!;
    const session = [...stripe.sessions.values()].find((s) => s.url === signUp.headers.get("Location"))!;
    const orderId = session.metadata.orderId!;

    const completed = stripe.complete(session.id);
    const back = await fetch(`${paying.origin}/resources?success=true&session_id=${session.id}&next=${encodeURIComponent(`/blog/${slug}`)}`, { headers: { Cookie: cookie, "User-Agent": BROWSER }, redirect: "manual" });
    expect(back.status).toBe(302);
    const event = stripeEvent("checkout.session.completed", completed);
    for (let i = 0; i < 2; i++) {
      const { payload, headers } = signedDelivery(event);
      expect((await fetch(`${paying.origin}/webhooks/stripe`, { method: "POST", headers, body: payload })).status).toBe(200);
    }

    const events = withServerDatabase(paying, (sqlite) =>
      sqlite.prepare("SELECT name, source, post_slug, product_id, amount_cents, currency, detail FROM insight_events WHERE id > ? ORDER BY id").all(since),
    ) as EventRow[];
    const paid = withServerDatabase(paying, (sqlite) => sqlite.prepare("SELECT amount_cents, currency FROM orders WHERE id = ?").get(orderId)) as { amount_cents: number; currency: string };
    const order = { product_id: PREMIUM, amount_cents: paid.amount_cents, currency: paid.currency, detail: orderId };
    expect(events).toEqual([
      { name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, amount_cents: null, currency: null, detail: "" },
      { name: "signup", source: `/blog/${slug}`, post_slug: null, product_id: null, amount_cents: null, currency: null, detail: "" },
      { name: "checkout_start", source: `/blog/${slug}`, post_slug: slug, ...order },
      { name: "purchase", source: `/blog/${slug}`, post_slug: slug, ...order },
    ]);
  });
});
