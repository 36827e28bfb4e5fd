/**
 * Every rate limit of the site, in one catalogue (docs/decisions/207): what is
 * counted (the bucket, whose key names who), how many in what window, what the
 * refused person reads, and where it is applied. The app's limits are rows in
 * the database (docs/decisions/009), keyed by the bucket plus who is counted;
 * the sign-in gate in front of Remix keeps its two in memory. Code that applies
 * a limit reads its numbers and its message from here; the admin dashboard
 * shows this table.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * In a message, where the wait goes ("9 minutes"). Written out in each message,
 * not interpolated: plain strings keep this module free of side effects, so
 * the browser bundle of a route that imports it for its action drops it.
 */
export const WAIT = "{wait}";

/**
 * @typedef {object} RateLimit
 * @property {string} bucket the counter's name; the key adds who is counted
 * @property {string} per who is counted
 * @property {number} max how many in the window
 * @property {number} windowMs
 * @property {string} message what a refused person reads; {wait} becomes the time to wait
 * @property {string} [detail] a second line, where the refusal is a notice with a heading
 * @property {string} appliedAt the route or server part that applies it
 * @property {string} [countedIn] where the count is kept, when not the limit rows (rate_limit_hits)
 */

/**
 * Failed sign-ins per address, read by the gate too. Named here, not read back
 * from RATE_LIMITS: a property read at the top level would keep this module in
 * the browser bundle of every route that imports it for its action.
 */
const SIGN_IN_PER_ADDRESS = 20;

const SIGN_IN_REFUSED = "Too many failed sign-in attempts. Please try again in {wait}.";
const NEWSLETTER_REFUSED = "Too many subscription requests. Please try again in {wait}.";
const RESET_REFUSED = "Too many reset requests. Please try again in {wait}.";

export const RATE_LIMITS = /** @satisfies {Record<string, RateLimit>} */ ({
  signInPerAddress: {
    bucket: "signin-ip:",
    per: "client address",
    max: SIGN_IN_PER_ADDRESS,
    windowMs: 15 * MINUTE,
    message: SIGN_IN_REFUSED,
    appliedAt: "/login: failed sign-ins (then the sign-in gate refuses the address)",
  },
  signInPerEmail: {
    bucket: "signin:",
    per: "e-mail and client address",
    max: 5,
    windowMs: 15 * MINUTE,
    message: SIGN_IN_REFUSED,
    appliedAt: "/login: failed sign-ins",
  },
  signUp: {
    bucket: "signup:",
    per: "client address",
    max: 10,
    windowMs: HOUR,
    message: "Too many sign-ups from your network. Please try again in {wait}.",
    appliedAt: "/signup",
  },
  publicForms: {
    bucket: "form:",
    per: "form and client address",
    max: 10,
    windowMs: 10 * MINUTE,
    message: "Too many submissions. Please try again in {wait}.",
    appliedAt: "/enquiry, /contact, /affiliate, /quote",
  },
  confirmationMails: {
    bucket: "%-confirmation:%",
    per: "recipient address (mails in the outbox)",
    max: 3,
    windowMs: DAY,
    message: "None: the form is stored and the team notified, the sender's confirmation is not sent.",
    appliedAt: "Confirmations of the public forms",
    countedIn: "mail outbox",
  },
  resetRequestPerAddress: {
    bucket: "reset-ip:",
    per: "client address",
    max: 10,
    windowMs: 15 * MINUTE,
    message: RESET_REFUSED,
    appliedAt: "/forgot-password",
  },
  resetRequestPerEmail: {
    bucket: "reset-email:",
    per: "e-mail address",
    max: 3,
    windowMs: HOUR,
    message: RESET_REFUSED,
    appliedAt: "/forgot-password",
  },
  newsletterPerAddress: {
    bucket: "newsletter-ip:",
    per: "client address",
    max: 10,
    windowMs: 15 * MINUTE,
    message: NEWSLETTER_REFUSED,
    appliedAt: "/newsletter: subscribe forms (blog, posts, footer, free guide)",
  },
  newsletterPerEmail: {
    bucket: "newsletter-email:",
    per: "e-mail address",
    max: 3,
    windowMs: HOUR,
    message: NEWSLETTER_REFUSED,
    appliedAt: "/newsletter: subscribe forms (blog, posts, footer, free guide)",
  },
  resetSubmit: {
    bucket: "reset-submit:",
    per: "client address",
    max: 20,
    windowMs: 15 * MINUTE,
    message: "Too many attempts. Please try again later.",
    appliedAt: "/reset-password",
  },
  currentPassword: {
    bucket: "account-password:",
    per: "account",
    max: 10,
    windowMs: 15 * MINUTE,
    message: "Too many wrong passwords. Please try again in {wait}.",
    appliedAt: "/account: wrong current passwords (new password, new address, deletion)",
  },
  emailChange: {
    bucket: "email-change:",
    per: "account",
    max: 5,
    windowMs: HOUR,
    message: "Too many address changes. Please try again in {wait}.",
    appliedAt: "/account: change of address",
  },
  verifyResend: {
    bucket: "verify-resend:",
    per: "account",
    max: 3,
    windowMs: HOUR,
    message: "Too many verification e-mails",
    detail: "Please try again in {wait}.",
    appliedAt: "/verify-email: sending the link again",
  },
  guideUploadTries: {
    bucket: "guide-upload-try:",
    per: "customer (admins are not limited)",
    max: 10,
    windowMs: HOUR,
    message: "Upload limit reached: You can try 10 uploads an hour. Please try again later.",
    appliedAt: "/resources: guide uploads, refused files included",
  },
  guideUploadQuota: {
    bucket: "guide-upload:",
    per: "customer (admins are not limited)",
    max: 3,
    windowMs: HOUR,
    message: "Upload limit reached: You can upload 3 guide versions an hour. Please try again later.",
    appliedAt: "/resources: guide uploads stored (a refused file gives its turn back)",
  },
});

/**
 * The sign-in gate (server/sign-in-gate.js), in front of Remix: sign-in and
 * sign-up posts, per client address, counted in memory. A refusal is held
 * back `holdMs` before it is sent.
 */
export const SIGN_IN_GATE = /** @type {const} */ ({
  oneAtATime: {
    per: "client address",
    max: 1,
    window: "while its sign-in or sign-up runs",
    status: 503,
    retryAfterSeconds: 1,
    holdMs: 500,
    message: "The site is busy. Please try again in a moment.",
    appliedAt: "Sign-in gate: POST /login and /signup",
  },
  addressLimited: {
    per: "client address",
    max: SIGN_IN_PER_ADDRESS,
    window: "until the address's sign-in limit has room again",
    status: 429,
    holdMs: 1000,
    message: "Too many failed sign-in attempts. Please try again later.",
    appliedAt: "Sign-in gate: POST /login and /signup",
  },
});

/** @param {number} ms */
function windowText(ms) {
  if (ms % DAY === 0) return ms === DAY ? "1 day" : `${ms / DAY} days`;
  if (ms % HOUR === 0) return ms === HOUR ? "1 hour" : `${ms / HOUR} hours`;
  return `${ms / MINUTE} minutes`;
}

/**
 * The catalogue as rows to show: the database limits, then the gate's.
 * @returns {Array<{ name: string, bucket: string, per: string, max: number, window: string, message: string, appliedAt: string }>}
 */
export function limitRows() {
  const counted = Object.entries(RATE_LIMITS).map(([name, limit]) => ({
    name,
    bucket: limit.bucket,
    per: limit.per,
    max: limit.max,
    window: windowText(limit.windowMs),
    message: "detail" in limit ? `${limit.message}: ${limit.detail}` : limit.message,
    appliedAt: limit.appliedAt,
  }));
  const gate = Object.entries(SIGN_IN_GATE).map(([name, limit]) => ({
    name: `signInGate.${name}`,
    bucket: "in memory",
    per: limit.per,
    max: limit.max,
    window: limit.window,
    message: limit.message,
    appliedAt: limit.appliedAt,
  }));
  return [...counted, ...gate];
}
