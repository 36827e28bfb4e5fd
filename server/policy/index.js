/**
 * The policy: the rules that both the app (app/) and the server in front of it
 * (server/) follow, each written once (docs/decisions/207). Cookie and header
 * names, paths that skip parts of the stack, size limits with their messages,
 * Cache-Control strings and Retry-After values. The rate limits are in
 * limits.js beside this file and imported from there, so a page that needs a
 * size limit in the browser does not ship the catalogue. Plain JavaScript with
 * JSDoc types and no imports from Node or the rest of server/, so plain `node`
 * loads it, Remix's compiler bundles it, and even browser code may import it.
 */

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * Sizes other constants are made from, as plain numbers: a property read at the
 * top level (EDITOR_IMAGE.bytes) would keep every constant that reads it in
 * the browser bundle of the pages that import one of them.
 */
const EDITOR_IMAGE_BYTES = 5 * MIB;
const FORM_BYTES = 64 * KIB;

/**
 * Cookie names. The page cache treats any spelling of the session or the flash
 * cookie as a personal request (server/page-cache.js); the referral cookie is
 * not personal: a visitor who carries it still gets the shared pages.
 */
export const COOKIES = /** @type {const} */ ({
  session: "__session",
  flash: "toast",
  /** The affiliate code of the latest valid referral link, and when it was followed (docs/decisions/214). */
  referral: "affiliate_ref",
});

/** The affiliate programme's terms (docs/decisions/214); the affiliate and terms pages print them. */
export const AFFILIATE_TERMS = /** @type {const} */ ({
  /** The query parameter of a referral link, `/any/page?ref=CODE`; `/r/CODE` lands on the home page. */
  linkParam: "ref",
  cookieDays: 30,
  defaultRatePercent: 10,
  minRatePercent: 1,
  maxRatePercent: 50,
  /** Days after payment before a commission is approved; AFFILIATE_REFUND_WINDOW_DAYS overrides it. */
  refundWindowDays: 30,
  /**
   * A month's approved balance is paid from this amount, per currency in its minor
   * unit ($50; ฿1,750 for the baht products); AFFILIATE_MINIMUM_PAYOUT_CENTS overrides the dollar one.
   */
  minimumPayout: { usd: 5000, thb: 175000 },
});

export const HEADERS = /** @type {const} */ ({
  /**
   * The app marks a sign-in 429 that limits the whole client address (not one
   * e-mail) with this header and its wait in seconds; the sign-in gate keeps it
   * to itself and refuses that address before Remix until then.
   */
  signInAddressLimited: "x-sign-in-address-limited",
  /** Stripe's signature over a webhook's raw body. */
  stripeSignature: "stripe-signature",
  /**
   * A page that showed a premium post's teaser names the post here; the
   * counting in front of the app (server/page-views.js) reads it and takes it
   * off before the answer leaves.
   */
  insightTeaser: "x-insight-teaser",
});

export const PATHS = /** @type {const} */ ({
  health: "/healthz",
  stripeWebhook: "/webhooks/stripe",
  /** Mailgun's bounces and complaints (signed JSON). */
  mailWebhook: "/webhooks/mail",
  /** Fingerprinted build files: served by the server before Remix, cached for a year. */
  buildFiles: "/build",
  /**
   * The newsletter's unsubscribe link: RFC 8058's one-click POST comes from a
   * mail provider, with no cookie and any Origin, so it is the one path the
   * cross-site check lets through (its token, not a session, says whose it is).
   */
  oneClickUnsubscribe: "/newsletter/unsubscribe",
  /** The guide upload: its multipart body is streamed past the form limit. */
  guideUpload: "/resources",
  /**
   * Open while the site is in maintenance: the health check, the webhook, and
   * signing in and out (a reset link included), so an admin can always reach the switch.
   */
  openDuringMaintenance: ["/healthz", "/webhooks/stripe", "/login", "/logout", "/forgot-password", "/reset-password"],
  /** Posts that cost a password hash: the sign-in gate lets one at a time through per address. */
  passwordHashing: ["/login", "/signup"],
});

export const CACHE_CONTROL = /** @type {const} */ ({
  /** A page shared by everyone without a session: a CDN and the page cache may keep it a minute; browsers revalidate. */
  sharedPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  /** Rendered for one person: nobody stores it. */
  personal: "private, no-store",
  /**
   * A page not declared shared: nobody stores it either. It carries this
   * response's CSP nonce, and a 304 would pair the stored page with a new nonce.
   */
  unsharedPage: "private, no-store",
  /** A resource route that declared nothing: private, revalidated. */
  resourceDefault: "private, no-cache",
  /** Refusals, the maintenance page, health answers and exports: never kept. */
  never: "no-store",
  /** Uploaded images, named by their content. */
  contentNamed: "public, max-age=31536000, immutable",
  /** robots.txt and sitemap.xml. */
  crawlerFiles: "public, max-age=3600",
  /** The RSS feed. */
  feed: "public, max-age=600",
});

export const RETRY_AFTER_SECONDS = /** @type {const} */ ({
  /** The maintenance page, from the app or from the server in front. */
  maintenance: 3600,
  /** /healthz when something it checks is failing. */
  unhealthy: 30,
  /** Writes refused while the disk is full or read-only. */
  storageFault: 120,
  /** A webhook without its secret (STRIPE_WEBHOOK_SECRET, MAIL_WEBHOOK_SIGNING_KEY). */
  webhookUnconfigured: 3600,
  /** The Stripe webhook when Stripe could not be reached: Stripe sends the event again. */
  stripeUnreachable: 60,
  /** A buyer's stamped copy of a PDF that is being made, or could not be made just now (docs/decisions/212). */
  stampedCopy: 10,
  /** A refusal page that named no wait of its own: 503s wait as long as maintenance, the rest this. */
  refusal: 60,
});

/** Any form post, checked by the server before Remix (bytes) and by the app again (fields). Our largest form has about 30 fields. */
export const FORM_LIMIT = /** @type {const} */ ({ bytes: FORM_BYTES, fields: 300 });

/** A post's image in the editor: the app checks it, and the editor's form limit leaves room for it. */
export const EDITOR_IMAGE = /** @type {const} */ ({
  bytes: EDITOR_IMAGE_BYTES,
  tooLarge: "Image too large: please upload an image of at most 5 MB.",
});

/** A guide PDF uploaded on /resources (SPEC §9: the storage bucket's limit, 10485760 bytes), with SPEC's message. */
export const GUIDE_UPLOAD = /** @type {const} */ ({
  bytes: 10 * MIB,
  tooLarge: "File too large: Please upload a PDF file smaller than 10MB.",
});

/** A legal page's text, in characters. */
export const LEGAL_TEXT_CHARS = 30_000;

/** Stripe's signed JSON on the webhook path (the form limit when the signature header is missing). */
export const STRIPE_WEBHOOK_BYTES = MIB;

/**
 * A CSV of subscribers imported on /admin/subscribers (a file or pasted text):
 * its bytes and its rows, each refused with the message below.
 */
const SUBSCRIBER_IMPORT_TOO_LARGE = "This import is too large: at most 1 MB and 5,000 addresses at a time. Split the file and import each part.";
export const SUBSCRIBER_IMPORT = /** @type {const} */ ({
  bytes: MIB,
  rows: 5000,
  tooLarge: SUBSCRIBER_IMPORT_TOO_LARGE,
});

/** Mailgun's signed JSON on the mail webhook: one event of a few KiB (its signature is inside the body). */
export const MAIL_WEBHOOK_BYTES = 256 * KIB;

/**
 * Admin forms larger than the form limit, for a signed-in admin only, each
 * with what a refusal says it was most likely too large for.
 * - The post editor posts a whole article (a long white paper is well over
 *   64 KiB encoded) and may carry an image: 1 MiB of text, the image and room
 *   for the multipart framing.
 * - A legal page's text: a character of the Thai or CJK scripts takes 3 bytes
 *   in the multipart form the page sends, 9 URL-encoded; room for either, so
 *   the app's own limit, with its message, is the one a writer meets.
 */
export const LARGE_FORMS = /** @type {const} */ ([
  {
    prefix: "/admin/posts/",
    bytes: MIB + EDITOR_IMAGE_BYTES + FORM_BYTES,
    refusal: "This form is too large to send: an image may be at most 5 MB, and an article's text at most 1 MB.",
  },
  {
    // Pasted text is URL-encoded (up to three times its bytes), a file is not: room for either.
    prefix: "/admin/subscribers",
    bytes: 3 * MIB + FORM_BYTES,
    refusal: SUBSCRIBER_IMPORT_TOO_LARGE,
  },
  {
    prefix: "/admin/legal",
    bytes: LEGAL_TEXT_CHARS * 9 + FORM_BYTES,
    refusal: "This form is too large to send: a page's text may be at most 30,000 characters.",
  },
]);
