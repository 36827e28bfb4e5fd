/**
 * A local stand-in for the part of Stripe's API the site uses (Checkout
 * Sessions: create, retrieve and expire; Invoice Payments: list by payment or
 * invoice; Subscriptions: retrieve, update, cancel; Customer Portal sessions; Refunds: create, and the charge.refunded
 * event that follows; Products, Coupons and Promotion Codes, and a code the
 * buyer enters on the checkout page), speaking the real wire format so the real
 * `stripe` SDK talks to it (STRIPE_API_BASE). It records every request, with
 * its idempotency key, and replays the first answer for a repeated key as
 * Stripe does. Also builds signed webhook deliveries with the SDK's own helper.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; body: Record<string, unknown> };
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
  livemode: boolean;
  payment_intent: string | null;
  subscription: string | null;
  /** A subscription's first invoice, once paid. */
  invoice: string | null;
  line_items_sent: unknown;
  /** Promotion codes: the Stripe Product of the line item, whether the page shows a code box, the code the buyer applied. */
  allow_promotion_codes: boolean | null;
  discounts: { coupon: string; promotion_code: string }[];
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  line_item_product: string | null;
};

/** A Coupon as Stripe's API returns it (https://docs.stripe.com/api/coupons/object), the fields the site sends. */
export type FakeCoupon = {
  id: string;
  object: "coupon";
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: string;
  name: string | null;
  applies_to?: { products: string[] };
  metadata: Record<string, string>;
  valid: boolean;
};

/** A Promotion Code (https://docs.stripe.com/api/promotion_codes/object). */
export type FakePromotionCode = {
  id: string;
  object: "promotion_code";
  code: string;
  active: boolean;
  promotion: { type: "coupon"; coupon: string };
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  metadata: Record<string, string>;
};

/** A Subscription as Stripe's API returns it (https://docs.stripe.com/api/subscriptions/object), the fields the site reads. */
export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "canceled";
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  livemode: boolean;
  items: { object: "list"; data: Array<{ id: string; object: "subscription_item"; current_period_start: number; current_period_end: number }> };
};

/** A Refund object as Stripe's API returns it (https://docs.stripe.com/api/refunds/object), the fields the site could read. */
export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
};

export const WEBHOOK_SECRET = "whsec_fake_stripe_for_tests";

/** `a[b][0][c]=1` form fields as nested objects (arrays come back as objects keyed "0", "1"…). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  /** Each subscription payment's invoice, by its payment intent. */
  private readonly invoicePayments = new Map<string, { invoice: string; subscription: string }>();
  /** Subscriptions cancelled through the API; cancelling one again is Stripe's 404 resource_missing. */
  readonly canceledSubscriptions = new Set<string>();
  /** Refunds created through the API; a second full refund of a payment is Stripe's charge_already_refunded. */
  readonly refunds: { payment_intent: string; reason: string | null; metadata: Record<string, string> }[] = [];
  /** Each refund as Stripe's API answered it, by payment intent (for the charge.refunded event that follows). */
  private readonly refundObjects = new Map<string, FakeRefund>();
  /** Each subscription as Stripe keeps it, from the session that started it (self-service block below). */
  readonly subscriptionObjects = new Map<string, FakeSubscription>();
  /** When set, session creation answers without a `url` (SPEC §8 'No checkout URL returned'). */
  omitUrl = false;
  /** When set, session creation, invoice payments and cancellations answer with this HTTP status and a Stripe error. */
  failWith: number | null = null;
  private readonly byKey = new Map<string, string>();
  private readonly refundKeys = new Map<string, FakeRefund>();
  private server?: http.Server;
  private counter = 0;
  origin = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  sessionCreations() {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  }

  /** The customer pays on Stripe's page: the session completes, paid (or still unpaid for a delayed method). */
  complete(sessionId: string, { paid = true }: { paid?: boolean } = {}): FakeSession {
    const session = this.mustGet(sessionId);
    session.status = "complete";
    session.payment_status = paid ? "paid" : "unpaid";
    if (session.mode === "subscription") {
      session.subscription ??= `sub_${sessionId.slice(3)}`;
      this.startSubscription(session.subscription);
      if (paid && !session.invoice) {
        session.invoice = `in_${sessionId.slice(3)}`;
        this.invoicePayments.set(`pi_${session.invoice}`, { invoice: session.invoice, subscription: session.subscription });
      }
    } else session.payment_intent ??= `pi_${sessionId.slice(3)}`;
    if (paid && session.discounts[0]) this.redeemOnce(session);
    return session;
  }

  /** Stripe charges a subscription's invoice (its first, or a renewal): the payment intent that paid it. */
  payInvoice(subscription: string): string {
    const n = ++this.counter;
    const paymentIntent = `pi_inv_${n}`;
    this.invoicePayments.set(paymentIntent, { invoice: `in_${n}`, subscription });
    return paymentIntent;
  }

  /**
   * Stripe's `charge.refunded` for a refund made through the API, as Stripe
   * sends it to the webhook once the refund went through (the charge, fully
   * refunded, with its refunds). Deliver it with signedDelivery.
   */
  refundedChargeEvent(paymentIntent: string) {
    const refund = this.refundObjects.get(paymentIntent);
    if (!refund) throw new Error(`fake stripe: no refund of ${paymentIntent}`);
    return stripeEvent("charge.refunded", {
      id: refund.charge,
      object: "charge",
      amount: refund.amount,
      amount_captured: refund.amount,
      amount_refunded: refund.amount,
      currency: refund.currency,
      livemode: false,
      paid: true,
      payment_intent: paymentIntent,
      refunded: true,
      status: "succeeded",
      refunds: { object: "list", data: [refund], has_more: false, url: `/v1/charges/${refund.charge}/refunds` },
    });
  }

  /** A delayed payment (bank debit) that later succeeded. */
  settle(sessionId: string): FakeSession {
    const session = this.mustGet(sessionId);
    session.payment_status = "paid";
    return session;
  }

  private mustGet(id: string) {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake stripe: no session ${id}`);
    return session;
  }

  // ---- Subscriptions and the Customer Portal (a subscriber's self-service) ----

  /** A subscription Stripe starts when its Checkout Session is paid: active, a month's period, its own customer. */
  private startSubscription(id: string) {
    if (this.subscriptionObjects.has(id)) return;
    const now = Math.floor(Date.now() / 1000);
    this.subscriptionObjects.set(id, {
      id,
      object: "subscription",
      customer: `cus_${id.slice(4)}`,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      livemode: false,
      items: { object: "list", data: [{ id: `si_${id.slice(4)}`, object: "subscription_item", current_period_start: now, current_period_end: now + 30 * 86400 }] },
    });
  }

  subscription(id: string): FakeSubscription {
    const found = this.subscriptionObjects.get(id);
    if (!found) throw new Error(`fake stripe: no subscription ${id}`);
    return found;
  }

  /** The subscriber changes it in Stripe's own pages (the portal): cancel at the period's end, or resume. */
  setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const sub = this.subscription(id);
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? sub.items.data[0]!.current_period_end : null;
    sub.canceled_at = cancel ? Math.floor(Date.now() / 1000) : null;
    return sub;
  }

  /** The period ended on a subscription set to cancel: Stripe cancels it (and sends customer.subscription.deleted). */
  endPeriod(id: string) {
    const sub = this.subscription(id);
    sub.status = "canceled";
    this.canceledSubscriptions.add(id);
    return sub;
  }

  /** A customer.subscription.* event carrying the subscription as it is at this moment. */
  subscriptionEvent(type: "customer.subscription.updated" | "customer.subscription.deleted" | "customer.subscription.created", id: string) {
    return stripeEvent(type, structuredClone(this.subscription(id)));
  }

  billingPortalSessions() {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/billing_portal/sessions");
  }

  private handleSelfService(method: string, path: string, body: Record<string, unknown>, send: (status: number, payload: unknown) => void): boolean {
    const failed = () => send(this.failWith!, { error: { type: "api_error", message: "Something went wrong" } });
    const missing = (id: string) => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` } });
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (one && (method === "GET" || method === "POST")) {
      if (this.failWith) return failed(), true;
      const id = decodeURIComponent(one[1]!);
      const sub = this.subscriptionObjects.get(id);
      if (!sub) return missing(id), true;
      if (method === "POST") {
        // Stripe refuses to change a canceled subscription.
        if (sub.status === "canceled") return send(400, { error: { type: "invalid_request_error", message: "A canceled subscription can only update its cancellation_details and metadata." } }), true;
        if ("cancel_at_period_end" in body) this.setCancelAtPeriodEnd(id, body.cancel_at_period_end === "true");
      }
      return send(200, sub), true;
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (this.failWith) return failed(), true;
      const id = `bps_${++this.counter}`;
      return send(200, { id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${this.origin}/portal/${id}`, livemode: false }), true;
    }
    return false;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const [path = "", query = ""] = (req.url ?? "").split("?");
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      // The SDK sends a GET's parameters in the query, in the same form encoding.
      const body = parseStripeForm(req.method === "GET" ? query : raw);
      this.requests.push({ method: req.method ?? "", path, idempotencyKey, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++this.counter}` });
        res.end(JSON.stringify(payload));
      };
      if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "Something went wrong" } });
        const replayed = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
        if (replayed) return send(200, this.sessions.get(replayed));
        const session = this.createSession(body);
        if (idempotencyKey) this.byKey.set(idempotencyKey, session.id);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && match) {
        const session = this.sessions.get(decodeURIComponent(match[1]!));
        return session ? send(200, session) : send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === "DELETE" && subscription) {
        if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "Something went wrong" } });
        const id = decodeURIComponent(subscription[1]!);
        if (this.canceledSubscriptions.has(id)) {
          return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` } });
        }
        this.canceledSubscriptions.add(id);
        const cancelled = this.subscriptionObjects.get(id);
        if (cancelled) cancelled.status = "canceled";
        return send(200, cancelled ?? { id, object: "subscription", status: "canceled" });
      }
      if (this.handleSelfService(req.method ?? "", path, body, send)) return;
      if (req.method === "POST" && path === "/v1/refunds") {
        if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "Something went wrong" } });
        const paymentIntent = String(body.payment_intent ?? "");
        // The same idempotency key within Stripe's 24 hours answers with the first refund, not an error.
        const replayed = idempotencyKey ? this.refundKeys.get(idempotencyKey) : undefined;
        if (replayed) return send(200, replayed);
        if (this.refunds.some((r) => r.payment_intent === paymentIntent)) {
          return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ch_${paymentIntent.slice(3)} has already been refunded.` } });
        }
        const metadata = (body.metadata as Record<string, string>) ?? {};
        this.refunds.push({ payment_intent: paymentIntent, reason: (body.reason as string) ?? null, metadata });
        const paid = [...this.sessions.values()].find((session) => session.payment_intent === paymentIntent);
        const refund: FakeRefund = {
          id: `re_${++this.counter}${Math.random().toString(36).slice(2, 8)}`,
          object: "refund",
          amount: body.amount ? Number(body.amount) : (paid?.amount_total ?? 0),
          charge: `ch_${paymentIntent.slice(3)}`,
          created: Math.floor(Date.now() / 1000),
          currency: paid?.currency ?? "usd",
          metadata,
          payment_intent: paymentIntent,
          reason: (body.reason as string) ?? null,
          status: "succeeded",
        };
        this.refundObjects.set(paymentIntent, refund);
        if (idempotencyKey) this.refundKeys.set(idempotencyKey, refund);
        return send(200, refund);
      }
      if (this.handlePromotions(req.method ?? "", path, body, idempotencyKey, send)) return;
      if (req.method === "GET" && path === "/v1/invoice_payments") {
        if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "Something went wrong" } });
        return send(200, this.listInvoicePayments(body));
      }
      // Expiring Checkout Sessions (unfinished orders, checkouts another payment covered).
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === "POST" && expire) {
        const [status, payload] = this.expireSession(decodeURIComponent(expire[1]!));
        return send(status, payload);
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  }

  // ── Expiring Checkout Sessions ──────────────────────────────────────────

  /** The session ids the site asked Stripe to expire, in order (repeats included). */
  expirations(): string[] {
    return this.requests.flatMap((r) => {
      const match = r.method === "POST" ? /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(r.path) : null;
      return match ? [decodeURIComponent(match[1]!)] : [];
    });
  }

  /** Stripe lets an open session lapse by itself (24 hours after it was made). */
  lapse(sessionId: string): FakeSession {
    const session = this.mustGet(sessionId);
    session.status = "expired";
    session.url = null;
    return session;
  }

  /**
   * POST /v1/checkout/sessions/:id/expire: an open session expires (its page
   * can no longer be paid; a real race can still complete it, see complete());
   * any other is Stripe's 400 invalid_request_error, an unknown one a 404.
   */
  private expireSession(id: string): [number, unknown] {
    if (this.failWith) return [this.failWith, { error: { type: "api_error", message: "Something went wrong" } }];
    const session = this.sessions.get(id);
    if (!session) return [404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${id}'` } }];
    if (session.status !== "open") {
      const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`;
      return [400, { error: { type: "invalid_request_error", message } }];
    }
    this.lapse(id);
    return [200, session];
  }

  // ─────────────────────────────────────────────────────────────────────────

  /** `payment[type]=payment_intent&payment[payment_intent]=…`, with `expand[]=data.invoice` for the invoice itself. */
  private listInvoicePayments(params: Record<string, unknown>) {
    const payment = (params.payment ?? {}) as Record<string, string>;
    const expand = Object.values((params.expand ?? {}) as Record<string, string>);
    const byInvoice = [...this.invoicePayments].find(([, entry]) => entry.invoice === params.invoice);
    const [paymentIntent, found] =
      payment.type === "payment_intent" ? [payment.payment_intent, this.invoicePayments.get(payment.payment_intent ?? "")] : (byInvoice ?? [undefined, undefined]);
    const data = found
      ? [
          {
            id: `inpay_${found.invoice.slice(3)}`,
            object: "invoice_payment",
            status: "paid",
            payment: { type: "payment_intent", payment_intent: paymentIntent },
            invoice: expand.includes("data.invoice")
              ? {
                  id: found.invoice,
                  object: "invoice",
                  parent: { type: "subscription_details", quote_details: null, subscription_details: { metadata: null, subscription: found.subscription } },
                }
              : found.invoice,
          },
        ]
      : [];
    return { object: "list", data, has_more: false, url: "/v1/invoice_payments" };
  }

  // ── Promotion codes: Products, Coupons, Promotion Codes, and a code entered on the checkout page ──

  readonly products = new Map<string, { id: string; object: "product"; name: string; description: string | null }>();
  readonly coupons = new Map<string, FakeCoupon>();
  readonly promotionCodes = new Map<string, FakePromotionCode>();
  private readonly promotionKeys = new Map<string, unknown>();
  private readonly redeemedSessions = new Set<string>();

  couponCreations() {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/coupons");
  }

  promotionCodeCreations() {
    return this.requests.filter((r) => r.method === "POST" && r.path === "/v1/promotion_codes");
  }

  /**
   * The buyer types `code` into the code box of Stripe's page (allow_promotion_codes):
   * Stripe's refusal when it cannot be used (unknown, inactive, expired, used up,
   * not for the product or currency), else the session's total is reduced.
   */
  enterPromotionCode(sessionId: string, code: string): { error: string } | FakeSession {
    const session = this.mustGet(sessionId);
    if (!session.allow_promotion_codes) return { error: "This checkout has no code box." };
    const promotion = [...this.promotionCodes.values()].find((p) => p.code.toLowerCase() === code.toLowerCase());
    if (!promotion || !promotion.active) return { error: "This code is invalid." };
    if (promotion.expires_at !== null && promotion.expires_at * 1000 <= Date.now()) return { error: "This code has expired." };
    if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions) return { error: "This code has been used up." };
    const coupon = this.coupons.get(promotion.promotion.coupon)!;
    if (coupon.applies_to && !coupon.applies_to.products.includes(session.line_item_product ?? "")) return { error: "This code is not valid for the items in your cart." };
    if (coupon.amount_off !== null && coupon.currency !== session.currency) return { error: "This code is not valid for this currency." };
    const list = session.amount_total + session.total_details.amount_discount;
    const off = Math.min(list, coupon.percent_off !== null ? Math.round((list * coupon.percent_off) / 100) : coupon.amount_off!);
    session.discounts = [{ coupon: coupon.id, promotion_code: promotion.id }];
    session.total_details = { ...session.total_details, amount_discount: off };
    session.amount_total = list - off;
    return session;
  }

  private redeemOnce(session: FakeSession) {
    if (this.redeemedSessions.has(session.id)) return;
    this.redeemedSessions.add(session.id);
    const promotion = this.promotionCodes.get(session.discounts[0]!.promotion_code);
    if (promotion) promotion.times_redeemed += 1;
  }

  /** Answers the promotion endpoints; false for any other request. */
  private handlePromotions(method: string, path: string, body: Record<string, unknown>, key: string | null, send: (status: number, payload: unknown) => void): boolean {
    const replay = key ? this.promotionKeys.get(`${path}:${key}`) : undefined;
    if (method === "POST" && replay) return send(200, replay), true;
    const remember = (payload: unknown) => (key && this.promotionKeys.set(`${path}:${key}`, payload), send(200, payload), true);
    const invalid = (message: string, code?: string) => (send(400, { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } }), true);
    const missing = (what: string, id: string) => (send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` } }), true);

    if (method === "POST" && path === "/v1/products") {
      const id = String(body.id ?? `prod_${++this.counter}`);
      if (this.products.has(id)) return invalid(`Product already exists.`, "resource_already_exists");
      const product = { id, object: "product" as const, name: String(body.name ?? ""), description: (body.description as string) ?? null };
      this.products.set(id, product);
      return remember(product);
    }
    const product = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (method === "POST" && product) {
      const found = this.products.get(decodeURIComponent(product[1]!));
      if (!found) return missing("product", product[1]!);
      Object.assign(found, { name: String(body.name ?? found.name), description: (body.description as string) ?? found.description });
      return send(200, found), true;
    }
    if (method === "POST" && path === "/v1/coupons") {
      const percent = body.percent_off !== undefined ? Number(body.percent_off) : null;
      const amount = body.amount_off !== undefined ? Number(body.amount_off) : null;
      if ((percent === null) === (amount === null)) return invalid("You must pass exactly one of percent_off and amount_off.");
      if (amount !== null && !body.currency) return invalid("You must pass currency when passing amount_off.");
      const products = body.applies_to ? Object.values((body.applies_to as { products?: Record<string, string> }).products ?? {}) : null;
      const unknown = products?.find((id) => !this.products.has(id));
      if (unknown) return invalid(`No such product: '${unknown}'`);
      const coupon: FakeCoupon = {
        id: `coupon_${++this.counter}`,
        object: "coupon",
        percent_off: percent,
        amount_off: amount,
        currency: (body.currency as string) ?? null,
        duration: String(body.duration ?? "once"),
        name: (body.name as string) ?? null,
        ...(products ? { applies_to: { products } } : {}),
        metadata: (body.metadata as Record<string, string>) ?? {},
        valid: true,
      };
      this.coupons.set(coupon.id, coupon);
      return remember(coupon);
    }
    if (method === "POST" && path === "/v1/promotion_codes") {
      const promotion = (body.promotion ?? {}) as Record<string, string>;
      if (promotion.type !== "coupon" || !this.coupons.has(promotion.coupon ?? "")) return invalid(`No such coupon: '${promotion.coupon}'`);
      const code = String(body.code ?? "");
      if ([...this.promotionCodes.values()].some((p) => p.active && p.code.toLowerCase() === code.toLowerCase())) {
        return invalid(`An active promotion code with \`code: ${code}\` already exists.`);
      }
      const created: FakePromotionCode = {
        id: `promo_${++this.counter}`,
        object: "promotion_code",
        code,
        active: true,
        promotion: { type: "coupon", coupon: promotion.coupon! },
        expires_at: body.expires_at ? Number(body.expires_at) : null,
        max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null,
        times_redeemed: 0,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      this.promotionCodes.set(created.id, created);
      return remember(created);
    }
    if (method === "GET" && path === "/v1/promotion_codes") {
      const data = [...this.promotionCodes.values()].filter((p) => !body.code || p.code === body.code);
      return send(200, { object: "list", data, has_more: false, url: "/v1/promotion_codes" }), true;
    }
    const promotionCode = /^\/v1\/promotion_codes\/([^/]+)$/.exec(path);
    if (promotionCode && (method === "GET" || method === "POST")) {
      const found = this.promotionCodes.get(decodeURIComponent(promotionCode[1]!));
      if (!found) return missing("promotion_code", promotionCode[1]!);
      if (method === "POST" && body.active !== undefined) found.active = body.active === "true";
      return send(200, found), true;
    }
    return false;
  }

  private createSession(body: Record<string, unknown>): FakeSession {
    const id = `cs_test_${++this.counter}${Math.random().toString(36).slice(2, 8)}`;
    const item = ((body.line_items as Record<string, Record<string, unknown>>)?.["0"] ?? {}) as Record<string, Record<string, string>>;
    const session: FakeSession = {
      id,
      object: "checkout.session",
      url: this.omitUrl ? null : `${this.origin}/pay/${id}`,
      mode: String(body.mode ?? "payment"),
      status: "open",
      payment_status: "unpaid",
      metadata: (body.metadata as Record<string, string>) ?? {},
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      success_url: String(body.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", id),
      cancel_url: String(body.cancel_url ?? ""),
      amount_total: Number(item.price_data?.unit_amount ?? 0),
      livemode: false,
      currency: String(item.price_data?.currency ?? "usd"),
      payment_intent: null,
      subscription: null,
      invoice: null,
      line_items_sent: body.line_items,
      allow_promotion_codes: body.allow_promotion_codes === "true" ? true : null,
      discounts: [],
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      line_item_product: (item.price_data?.product as string | undefined) ?? null,
    };
    this.sessions.set(id, session);
    return session;
  }
}

let eventCounter = 0;

/** A Stripe event as the webhook receives it. */
export function stripeEvent(type: string, object: unknown, id = `evt_${Date.now()}_${++eventCounter}`) {
  return { id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Body and headers of a signed delivery; `ageSeconds` makes a stale one, `secret` a wrongly signed one. */
export function signedDelivery(event: unknown, { secret = WEBHOOK_SECRET, ageSeconds = 0 }: { secret?: string; ageSeconds?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - ageSeconds });
  return { payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } };
}
