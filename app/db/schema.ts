/**
 * The whole product's data model in one place (SPEC §3), so later features add
 * behaviour, not tables. Times are stored as integer milliseconds since the epoch;
 * money as integer cents (or satang for THB) to keep arithmetic exact.
 */
import { sql } from "drizzle-orm";
import {
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import { MAIL_STATUSES } from "../utils/mail-statuses";
import { POST_BODY_FORMATS } from "../utils/post-body-format";
import { PRODUCT_KINDS, type ProductFeature, type ProductKind } from "../utils/product-kinds";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const ROLES = ["user", "admin"] as const;

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ROLES }).notNull().default("user"),
  /** Set when the owner of the address proved it (a link mailed to it); null until then. */
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  /**
   * The address a link that set the current password was mailed to (a reset, or
   * confirming an address on ADMIN_EMAILS): whoever holds the password also reads
   * that mailbox. ADMIN_EMAILS counts only while it is the account's address
   * (docs/decisions/199).
   */
  passwordProvenFor: text("password_proven_for"),
  createdAt: createdAt(),
  /**
   * Set when the owner deleted the account: the row stays only so the paid
   * orders that point at it are kept, with no name, password or address
   * (email holds a placeholder that is no address: docs/decisions/186).
   */
  deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const customers = sqliteTable("customers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  name: text("name").notNull(),
  hasAccess: integer("has_access", { mode: "boolean" }).notNull().default(false),
  stripeCustomerId: text("stripe_customer_id"),
  createdAt: createdAt(),
});

export { PRODUCT_KINDS, type ProductFeature, type ProductKind };
export const CURRENCIES = ["usd", "thb"] as const;

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    /** Minor units of `currency` (cents for USD, satang for THB). */
    priceCents: integer("price_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("usd"),
    /** Set for subscriptions only; null means a one-time purchase. */
    billingInterval: text("billing_interval", { enum: ["month", "year"] }),
    description: text("description").notNull(),
    features: text("features", { mode: "json" })
      .$type<ProductFeature[]>()
      .notNull()
      .default(sql`'[]'`),
    targetAudience: text("target_audience").notNull().default(""),
    ctaText: text("cta_text").notNull().default(""),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    isConsulting: integer("is_consulting", { mode: "boolean" }).notNull().default(false),
    customQuote: integer("custom_quote", { mode: "boolean" }).notNull().default(false),
    /** For a bundle: the ids of the catalogue products it contains. */
    includes: text("includes", { mode: "json" }).$type<string[]>(),
    /** A digital product's file (under DATA_DIR/files/products), served to its buyers at /downloads/<file_name>. */
    fileName: text("file_name").unique(),
    /** Shown in the home page catalogue (the 11 products and the bundle). */
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** When a release removed it from the catalogue: no longer sold; its orders and buyers keep it (docs/decisions/202). */
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("products_listed_kind_idx").on(t.listed, t.kind, t.sortOrder)],
);

export const AFFILIATE_SOURCES = ["link", "code"] as const;
export const AFFILIATE_STATUSES = ["active", "suspended"] as const;

/**
 * Approved affiliates (docs/decisions/214). An application becomes one when an
 * admin approves it, keeping its code; the account is linked when the applicant
 * follows the approval mail's link while signed in with the applied address.
 * Only an active affiliate's code attributes anything.
 */
export const affiliates = sqliteTable("affiliates", {
  id: text("id").primaryKey(),
  applicationId: integer("application_id")
    .unique()
    .references(() => affiliateApplications.id, { onDelete: "set null" }),
  /** The application's code, upper case: `?ref=CODE`, `/r/CODE`. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  /** The applied address; the approval link is mailed here. */
  email: text("email").notNull(),
  userId: text("user_id")
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  /** Whole percent of what a referred order actually paid, 1-50. */
  ratePercent: integer("rate_percent").notNull(),
  status: text("status", { enum: AFFILIATE_STATUSES }).notNull().default("active"),
  approvedAt: integer("approved_at", { mode: "timestamp_ms" }).notNull(),
  suspendedAt: integer("suspended_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/**
 * Referral link clicks, counted per affiliate, UTC day, landing path and referrer
 * host: nothing about the visitor is kept.
 */
export const referralClicks = sqliteTable(
  "referral_clicks",
  {
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, UTC. */
    day: text("day").notNull(),
    landingPath: text("landing_path").notNull(),
    /** The Referer's host, or "" when none was sent. */
    referrerHost: text("referrer_host").notNull().default(""),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.day, t.landingPath, t.referrerHost] })],
);

export const COMMISSION_KINDS = ["commission", "adjustment"] as const;

/**
 * What an affiliate earns (docs/decisions/214). Fulfilment writes one 'commission'
 * per paid attributed order, in its transaction. Its state is read, not stored:
 * reversed when `reversed_at` is set, paid when `payout_id` is, approved once
 * `available_at` (paid + the refund window) has passed, pending before. A refund
 * after payout adds one negative 'adjustment' for the same order instead.
 */
export const commissions = sqliteTable(
  "commissions",
  {
    id: text("id").primaryKey(),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "restrict" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: COMMISSION_KINDS }).notNull(),
    /** What the order actually paid (after discount, before tax), in the order's currency. */
    baseCents: integer("base_cents").notNull(),
    ratePercent: integer("rate_percent").notNull(),
    /** rate × base, rounded to the cent; negative for an adjustment. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    availableAt: integer("available_at", { mode: "timestamp_ms" }).notNull(),
    reversedAt: integer("reversed_at", { mode: "timestamp_ms" }),
    payoutId: text("payout_id").references(() => affiliatePayouts.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("commissions_order_kind_unique").on(t.orderId, t.kind),
    index("commissions_affiliate_idx").on(t.affiliateId, t.availableAt),
  ],
);

/**
 * One affiliate's payment for a month (YYYY-MM) in one currency, made by "Mark
 * paid": it locks the commission rows it paid. One per affiliate, month and currency.
 */
export const affiliatePayouts = sqliteTable(
  "affiliate_payouts",
  {
    id: text("id").primaryKey(),
    affiliateId: text("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "restrict" }),
    period: text("period").notNull(),
    reference: text("reference").notNull(),
    orders: integer("orders").notNull(),
    grossCents: integer("gross_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    adjustmentCents: integer("adjustment_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("affiliate_payouts_affiliate_period_currency_unique").on(t.affiliateId, t.period, t.currency),
    index("affiliate_payouts_period_idx").on(t.period),
  ],
);

export const ORDER_STATUSES = ["pending", "paid", "refunded", "failed", "canceled"] as const;

/**
 * Promotion codes an admin made (docs/decisions/211): percent or amount off,
 * for every product or a list, until an optional expiry, up to an optional
 * number of paid orders. With a Stripe key each is also a Stripe coupon and
 * promotion code, whose ids are kept here.
 */
export const promotionCodes = sqliteTable("promotion_codes", {
  id: text("id").primaryKey(),
  /** Upper case; a buyer's entry is compared upper-cased, so codes are case-insensitive. */
  code: text("code").notNull().unique(),
  /** Exactly one of percent_off (1-100) and amount_off_cents (with its currency) is set. */
  percentOff: integer("percent_off"),
  amountOffCents: integer("amount_off_cents"),
  currency: text("currency", { enum: CURRENCIES }),
  /** The products it is for; null for every product. */
  productIds: text("product_ids", { mode: "json" }).$type<string[]>(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  maxRedemptions: integer("max_redemptions"),
  /** Paid orders that used it, counted in fulfilment's transaction. */
  timesRedeemed: integer("times_redeemed").notNull().default(0),
  deactivatedAt: integer("deactivated_at", { mode: "timestamp_ms" }),
  stripeCouponId: text("stripe_coupon_id"),
  stripePromotionCodeId: text("stripe_promotion_code_id").unique(),
  /** The affiliate a code belongs to: a paid order that used it is theirs, with or without a referral link (docs/decisions/214). */
  affiliateId: text("affiliate_id"),
  createdAt: createdAt(),
});

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    /** 'stripe' for real checkouts, 'test' for the keyless test-mode checkout. */
    mode: text("mode", { enum: ["stripe", "test"] }).notNull(),
    stripeSessionId: text("stripe_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** Set for the white-paper subscription: its deletion ends the access it gave. */
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** When a refund or a subscription's end took back what the order gave. */
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    /** When an admin asked Stripe to refund the order; it is refunded when Stripe's charge.refunded arrives. */
    refundRequestedAt: integer("refund_requested_at", { mode: "timestamp_ms" }),
    /** Consulting orders wait in the admin inbox until someone has contacted the buyer. */
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
    /** A business buyer's details for the receipt, added by the buyer after paying. */
    billingCompany: text("billing_company"),
    billingTaxId: text("billing_tax_id"),
    /** A subscription's current paid period ends here (Stripe's period end, or a month after a test-mode payment). */
    periodEndsAt: integer("period_ends_at", { mode: "timestamp_ms" }),
    /** A subscription set to end at its period's end instead of renewing; null or false renews. */
    cancelsAtPeriodEnd: integer("cancels_at_period_end", { mode: "boolean" }),
    /** When the latest cancellation was asked for: names its confirmation mail, so each cancellation is mailed once. */
    cancelRequestedAt: integer("cancel_requested_at", { mode: "timestamp_ms" }),
    /**
     * The promotion code the order was paid with (docs/decisions/211): its row, the code
     * as it read then, and what it took off. `amount_cents` is then what was charged;
     * the list price is `amount_cents + discount_cents`.
     */
    promotionCodeId: text("promotion_code_id").references(() => promotionCodes.id, { onDelete: "restrict" }),
    promotionCode: text("promotion_code"),
    discountCents: integer("discount_cents"),
    /**
     * The affiliate the sale is attributed to (docs/decisions/214): from the referral
     * cookie when checkout opened ('link'), or from an affiliate's promotion code at
     * fulfilment ('code'), which wins.
     */
    affiliateId: text("affiliate_id").references(() => affiliates.id, { onDelete: "restrict" }),
    affiliateSource: text("affiliate_source", { enum: AFFILIATE_SOURCES }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_payment_intent_idx").on(t.stripePaymentIntentId),
    index("orders_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/**
 * What a paid order gave its buyer: the product itself and, for a bundle, each
 * product it includes. Download rights are read from here; a refund revokes.
 */
export const purchases = sqliteTable(
  "purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("purchases_order_product_idx").on(t.orderId, t.productId),
    index("purchases_user_product_idx").on(t.userId, t.productId),
  ],
);

/** Each Stripe event id is stored once, so a replayed webhook changes nothing. */
export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * A full refund whose payment matched no order yet (Stripe sends events in
 * any order): kept so the completion that follows takes nothing.
 */
export const refundsSeen = sqliteTable("refunds_seen", {
  paymentIntentId: text("payment_intent_id").primaryKey(),
  seenAt: createdAt(),
});

export const BLOG_CATEGORIES = ["white-paper", "case-study", "article", "research"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Who a post is sent to (the newsletter): every confirmed subscriber, or the free or the premium ones. */
export const NEWSLETTER_SEGMENTS = ["all", "free", "premium"] as const;
export type NewsletterSegment = (typeof NEWSLETTER_SEGMENTS)[number];

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    /** Sanitised HTML (allow-list) — never stored raw. */
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    category: text("category", { enum: BLOG_CATEGORIES }).notNull(),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    readingTime: integer("reading_time").notNull().default(1),
    author: text("author").notNull(),
    authorTitle: text("author_title").notNull().default(""),
    /** Attachment download path (served by an access-checked route) and its label. */
    attachmentUrl: text("attachment_url"),
    attachmentName: text("attachment_name"),
    source: text("source", { enum: ["seed", "ai", "admin"] }).notNull().default("seed"),
    /** What an admin typed in the post editor; `content` is its sanitised rendering. Null for seeded and generated posts. */
    bodyMarkdown: text("body_markdown"),
    /**
     * How the editor reads the body (docs/decisions/206): "markdown" (its source is
     * `body_markdown`) or "html" (seeded and generated posts: `content` is the source).
     */
    bodyFormat: text("body_format", { enum: POST_BODY_FORMATS }).notNull().default("html"),
    /** The page's meta description and the feed's; null: the description is used. */
    metaDescription: text("meta_description"),
    /** An image on this site for share cards and the feed; null: the post's image (or the site's). */
    socialImageUrl: text("social_image_url"),
    /** When a scheduled post publishes itself (it is not published until then); null when none is set. */
    publishAt: integer("publish_at", { mode: "timestamp_ms" }),
    /**
     * A scheduled post's send to subscribers, started when it is published (by
     * its schedule or by hand): the segment, and the admin who asked; null: none.
     */
    sendOnPublish: text("send_on_publish", { enum: NEWSLETTER_SEGMENTS }),
    sendOnPublishBy: text("send_on_publish_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_category_idx").on(t.isPublished, t.category, t.publishedAt),
    index("blog_posts_scheduled_idx").on(t.publishAt).where(sql`${t.publishAt} IS NOT NULL`),
    index("blog_posts_send_on_publish_idx").on(t.isPublished).where(sql`${t.sendOnPublish} IS NOT NULL`),
  ],
);

export const WHITE_PAPER_CATEGORIES = ["free", "premium", "subscription"] as const;

export const whitePapers = sqliteTable(
  "white_papers",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    category: text("category", { enum: WHITE_PAPER_CATEGORIES }).notNull(),
    /** The product sold for a paid paper; null for free ones. Price lives on the product. */
    productId: text("product_id").references(() => products.id),
    /** File name under DATA_DIR/files/white-papers, served by an access-checked route. */
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("white_papers_category_idx").on(t.category, t.publishedAt)],
);

export const premiumResources = sqliteTable("premium_resources", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  /** Public download path, e.g. /downloads/prompt-rulebook.pdf (access-checked). */
  path: text("path").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Every stored PDF of a premium resource. The newest published one is served; a
 * customer's upload waits unpublished until an admin publishes it.
 */
export const resourceFiles = sqliteTable(
  "resource_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    resourceId: text("resource_id")
      .notNull()
      .references(() => premiumResources.id, { onDelete: "cascade" }),
    /** Path relative to DATA_DIR/files. */
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** When it became the download; null while it waits for an admin. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("resource_files_resource_idx").on(t.resourceId, t.createdAt)],
);

export const DEPARTMENTS = [
  "Kitchen Systems",
  "F&B Operations",
  "Front Office",
  "Marketing",
  "Staff Training",
] as const;
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export const LANGUAGES = ["English", "Thai", "Multilingual"] as const;
export const USE_CASES = [
  "SOP Generation",
  "Menu Development",
  "Staff Training",
  "Complaint Response",
  "Cost Control",
  "Marketing",
  "Sustainability",
] as const;

export const libraryPrompts = sqliteTable("library_prompts", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  context: text("context").notNull(),
  promptText: text("prompt_text").notNull(),
  department: text("department", { enum: DEPARTMENTS }).notNull(),
  difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
  language: text("language", { enum: LANGUAGES }).notNull(),
  useCase: text("use_case", { enum: USE_CASES }).notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const PROMPT_ROLES = ["Chef", "GM", "BarManager", "Receptionist", "CostController"] as const;
export type PromptRole = (typeof PROMPT_ROLES)[number];
export type BundlePrompt = { title: string; text: string; sampleOutput: string };

export const promptBundles = sqliteTable(
  "prompt_bundles",
  {
    id: text("id").primaryKey(),
    role: text("role", { enum: PROMPT_ROLES }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    prompts: text("prompts", { mode: "json" }).$type<BundlePrompt[]>().notNull(),
    tips: text("tips", { mode: "json" }).$type<string[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("prompt_bundles_role_idx").on(t.role, t.sortOrder)],
);

const handledAt = () => integer("handled_at", { mode: "timestamp_ms" });

export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    selectedServices: text("selected_services", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    message: text("message").notNull(),
    sourcePath: text("source_path"),
    /** The account that sent it, when signed in: deleting the account deletes it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    handledAt: handledAt(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiries_created_idx").on(t.createdAt)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message").notNull(),
    /** The account that sent it, when signed in: deleting the account deletes it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    handledAt: handledAt(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const affiliateApplications = sqliteTable(
  "affiliate_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    about: text("about").notNull(),
    affiliateCode: text("affiliate_code").notNull().unique(),
    /** The account that sent it, when signed in: deleting the account deletes it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    handledAt: handledAt(),
    /** An admin turned it down at /admin/affiliates; an approved one has an `affiliates` row instead. */
    rejectedAt: integer("rejected_at", { mode: "timestamp_ms" }),
    submittedAt: createdAt(),
  },
  (t) => [index("affiliate_applications_submitted_idx").on(t.submittedAt)],
);

export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who to reply to: the account's name, or what a signed-out visitor typed. */
    name: text("name"),
    email: text("email"),
    /** Optional: a number to call back on, and what the project is. */
    phone: text("phone"),
    message: text("message"),
    handledAt: handledAt(),
    createdAt: createdAt(),
  },
  (t) => [index("quote_requests_created_idx").on(t.createdAt)],
);

/** Small key/value switches an admin can flip at run time (e.g. maintenance_mode). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * The value a site setting had until it was changed: receipts show the
 * seller's address, e-mail and phone as they were when the order was paid.
 */
export const settingHistory = sqliteTable(
  "setting_history",
  {
    key: text("key").notNull(),
    value: text("value").notNull(),
    validUntil: integer("valid_until", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("setting_history_key_idx").on(t.key, t.validUntil)],
);

/** One row per ISO week, so two processes or a restart never generate twice. */
export const generationRuns = sqliteTable("generation_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  weekKey: text("week_key").notNull().unique(),
  status: text("status", { enum: ["running", "succeeded", "failed"] }).notNull(),
  postId: text("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
  error: text("error"),
  startedAt: createdAt(),
  finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
});

/** Sliding-window counters for sign-in throttling and form rate limits. */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_hits_bucket_idx").on(t.bucket, t.createdAt)],
);

/**
 * Every mail the site sends, written in the same transaction as its cause and
 * sent afterwards by the outbox worker (services/mail/mail-worker.server.ts). `key`
 * (event + recipient) is unique, so a cause that runs twice stores one mail.
 * 'logged': no SMTP_URL was set, so the mail was written to the log instead.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull().unique(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    /** The account the mail is about (its own mail, or a form it sent): deleting the account deletes the mail. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Holds a single-use link: its body is blanked once sent or logged. */
    sensitive: integer("sensitive", { mode: "boolean" }).notNull().default(false),
    /**
     * A list mail's one-click unsubscribe link (https): sent as List-Unsubscribe,
     * with a mailto and List-Unsubscribe-Post (RFC 8058). Null for every other mail.
     */
    unsubscribeUrl: text("unsubscribe_url"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** A worker's claim on a 'sending' mail; once past, another worker may take it (the first one died). */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

/** "change-email": mailed to the address an account asked to move to; email_tokens.email holds that address. */
export const TOKEN_PURPOSES = ["password-reset", "verify-email", "change-email"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use links mailed to a user; only the SHA-256 of the token is stored. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: a verification proves this address only. */
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId, t.purpose)],
);
/**
 * A post's earlier slugs, so a renamed post keeps its old address working
 * (/blog/<old> redirects to the post's current slug). A slug taken by a new
 * post stops being a redirect.
 */
export const postSlugRedirects = sqliteTable("post_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: text("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * A copy of every file the site keeps under DATA_DIR (files/…, images/…), in
 * the database itself, so that Litestream's replica holds the files with the
 * rows that point at them, at every point in time (docs/decisions/201). The
 * disk stays what is served; start-up writes back any file the disk lacks.
 */
export const storedFiles = sqliteTable("stored_files", {
  /** Relative to DATA_DIR, with forward slashes: "files/resources/guide-v3.pdf", "images/<sha256>.png". */
  path: text("path").primaryKey(),
  sha256: text("sha256").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  data: blob("data", { mode: "buffer" }).notNull(),
  createdAt: createdAt(),
});

/**
 * The values the code last wrote to each row it owns (docs/decisions/202): a
 * column still holding them may take the next release's value; one that
 * differs was changed by the admin and is kept. A row recorded here but gone
 * from its table was deleted by the admin and is not put back.
 */
export const referenceRows = sqliteTable(
  "reference_rows",
  {
    tableName: text("table_name").notNull(),
    rowId: text("row_id").notNull(),
    /** Column name → the value as stored (JSON). */
    codeValues: text("code_values", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

/**
 * Counting (docs/decisions/218): first-party and cookieless. `visitor` is a hash of
 * the day's secret (insight_salts, deleted when the day is over), the address and
 * the browser's name: unique within a day, never across days; neither is stored.
 */
export const DEVICE_CLASSES = ["desktop", "mobile", "tablet"] as const;

/** One page a visitor was shown (kept 13 months; insight_daily keeps the day's totals for ever). */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** YYYY-MM-DD, UTC. */
    day: text("day").notNull(),
    /** The path, with only the `category` and `page` parameters of its query. */
    path: text("path").notNull(),
    /** Another site's host the visitor came from, or "". */
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device", { enum: DEVICE_CLASSES }).notNull(),
    visitor: text("visitor").notNull(),
    /** The premium post's slug when this view showed its teaser (the reader had no access). */
    teaserOf: text("teaser_of"),
  },
  (t) => [index("page_views_day_idx").on(t.day, t.path)],
);

export const INSIGHT_EVENTS = [
  "unlock_click",
  "checkout_start",
  "purchase",
  "signup",
  "enquiry",
  "contact",
  "quote",
  "affiliate_application",
  "download",
  "newsletter_signup",
  "newsletter_confirm",
  "newsletter_unsubscribe",
  "newsletter_send",
] as const;
export type InsightEventName = (typeof INSIGHT_EVENTS)[number];

/** What a visitor did, recorded where it happens (kept 13 months; insight_event_daily for ever). */
export const insightEvents = sqliteTable(
  "insight_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    day: text("day").notNull(),
    name: text("name", { enum: INSIGHT_EVENTS }).notNull(),
    /** The page it came from (a form's page, the post whose Unlock was followed), or "". */
    source: text("source").notNull().default(""),
    /** The premium post the reader came from, for the funnel; null when none. */
    postSlug: text("post_slug"),
    /** A purchase's or checkout's product (products.id, no reference: a product may go); a download's file name goes in `detail`. */
    productId: text("product_id"),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    detail: text("detail").notNull().default(""),
  },
  (t) => [index("insight_events_day_idx").on(t.day, t.name)],
);

/**
 * A day's page-view totals, kept for ever. `dimension` is 'site' (value ''), 'path',
 * 'referrer', 'campaign' (source / medium / campaign), 'device' or 'teaser' (a post's slug).
 * Rebuilt from page_views while that day's rows are kept (rollup.server.ts).
 */
export const insightDaily = sqliteTable(
  "insight_daily",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** A day's events by name, source, post and product, kept for ever. */
export const insightEventDaily = sqliteTable(
  "insight_event_daily",
  {
    day: text("day").notNull(),
    name: text("name", { enum: INSIGHT_EVENTS }).notNull(),
    source: text("source").notNull(),
    postSlug: text("post_slug").notNull(),
    /** "" when none. */
    productId: text("product_id").notNull(),
    currency: text("currency").notNull(),
    events: integer("events").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.source, t.postSlug, t.productId, t.currency] })],
);

/** Days rolled up, and when: a day is final once rolled after it ended. */
export const insightRollups = sqliteTable("insight_rollups", {
  day: text("day").primaryKey(),
  rolledAt: integer("rolled_at", { mode: "timestamp_ms" }).notNull(),
});

/** The day's secret for visitor keys; yesterday's is deleted, so no key can be made again. */
export const insightSalts = sqliteTable("insight_salts", {
  day: text("day").primaryKey(),
  secret: blob("secret", { mode: "buffer" }).notNull(),
});

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * Newsletter subscribers. Only a confirmed address receives anything: it proved
 * it reads the mailbox (the confirmation link), it is the verified address of the
 * account that subscribed, or the admin recorded where consent was given (an import).
 * Consent is kept as when and which form, never an address.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull().unique(),
    name: text("name"),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    /** The account that subscribed from /account; deleting the account deletes the subscriber. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The form it came from: blog, post, footer, guide, account, import. */
    source: text("source").notNull(),
    /** When consent was given (the confirmation, the account's click, or the import's record); null while pending. */
    consentAt: integer("consent_at", { mode: "timestamp_ms" }),
    /** Where consent was given, as the admin recorded it for an import; "" otherwise. */
    consentNote: text("consent_note").notNull().default(""),
    createdAt: createdAt(),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("subscribers_status_idx").on(t.status, t.createdAt), index("subscribers_user_idx").on(t.userId)],
);

export const SUPPRESSION_REASONS = ["bounce", "complaint", "admin"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Addresses no list mail goes to: a permanent SMTP refusal, a complaint, or the admin's choice. */
export const mailSuppressions = sqliteTable("mail_suppressions", {
  /** Trimmed and lower-cased. */
  email: text("email").primaryKey(),
  reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
  /** The SMTP reply or the provider's report, shortened. */
  detail: text("detail").notNull().default(""),
  createdAt: createdAt(),
});

/** A post sent to subscribers: once per post, with the audience frozen when it started. */
export const newsletterSends = sqliteTable("newsletter_sends", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  postId: text("post_id")
    .notNull()
    .unique()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  segment: text("segment", { enum: NEWSLETTER_SEGMENTS }).notNull(),
  /** How many subscribers the frozen audience held. */
  audience: integer("audience").notNull(),
  startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
  startedAt: createdAt(),
  /** When the last recipient was handed to the outbox. */
  queuedAllAt: integer("queued_all_at", { mode: "timestamp_ms" }),
});

export const RECIPIENT_STATUSES = ["waiting", "queued", "skipped"] as const;

/**
 * A send's frozen audience, one row per subscriber. 'waiting' rows are handed to
 * the outbox at the throttle's pace ('queued', with the key newsletter:<send>:<subscriber>);
 * a subscriber who left or was suppressed meanwhile is 'skipped'.
 */
export const newsletterRecipients = sqliteTable(
  "newsletter_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    /** Frozen with the audience: the whole post (premium access) or its teaser. */
    premium: integer("premium", { mode: "boolean" }).notNull(),
    status: text("status", { enum: RECIPIENT_STATUSES }).notNull().default("waiting"),
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("newsletter_recipients_unique").on(t.sendId, t.subscriberId), index("newsletter_recipients_waiting_idx").on(t.status, t.sendId)],
);
