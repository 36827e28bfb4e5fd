/**
 * What the production server (server/app.js) asks of the app before Remix
 * runs: it reaches these through the build's entry module, so it shares the
 * app's database connection and rules instead of opening its own.
 */
import { db } from "~/db/client.server";
import { readSiteState } from "~/models/site-state.server";
import { getEnv } from "~/utils/env.server";
import { isAiConfigured } from "~/services/white-papers/anthropic.server";
import { getAccess, memberReader } from "~/services/auth/auth.server";
import { pruneExpired } from "./housekeeping.server";
import { withResponsePrivacy } from "~/services/requests/response-privacy.server";
import { guardStorageFaults } from "~/services/files/storage-faults.server";
import { mailConfigured, notifyAddresses } from "~/services/mail/mail.server";
import { startOutboxWorker, stopOutboxWorker } from "~/services/mail/mail-worker.server";
import { startNewsletterWorker, stopNewsletterWorker } from "~/services/newsletter/send-worker.server";
import { isPaymentTestMode } from "~/services/checkout/stripe.server";
import { settleTestSubscriptions } from "~/services/checkout/subscriptions.server";
import { startScheduledPublishing } from "~/services/content/scheduled-posts.server";
import { startWeeklySchedule } from "~/services/white-papers/white-paper-schedule.server";
import { followReferral } from "~/services/affiliates/referral.server";
import { countPageView, startPageViewFlushing, stopPageViewFlushing } from "~/services/insights/counting.server";
import { maintenancePageHtml } from "./maintenance-page.server";

/** Expired sessions and old limit rows go every 15 minutes (one process or several: deleting twice is harmless). */
const HOUSEKEEPING_EVERY_MS = 15 * 60 * 1000;

/** How often test mode looks for lapsed subscription periods (ending or renewing one twice is a no-op). */
const TEST_BILLING_EVERY_MS = 60 * 1000;

function settleSubscriptions() {
  try {
    settleTestSubscriptions();
  } catch (error) {
    console.error("test-mode subscriptions could not be settled", error);
  }
}

let stopSchedule = () => {};
let stopScheduledPublishing = () => {};

export const serverHooks = {
  /** Read on every request: the page cache's content and account versions and the maintenance switch. */
  siteState() {
    const { contentVersion, accountVersion, maintenanceMode } = readSiteState();
    return { contentVersion, accountVersion, maintenance: maintenanceMode || getEnv().MAINTENANCE_MODE };
  },

  /** Runs one request through Remix (or for a stand-in reader); tells whether a session or a flash was read while it ran. */
  withResponsePrivacy,

  /** The signed-in reader whose pages may be filled in from a member page, or null (docs/decisions/190). */
  memberReader,

  /** The build with every loader and action answering a full or read-only disk with a 503. */
  guardStorageFaults,

  /** The styled maintenance page for answers made in front of the app (maintenance-page.server.tsx). */
  maintenancePageHtml,

  /**
   * A referral link followed (server/referral-links.js): counts the click of an
   * active affiliate's code and returns the cookie to set; null for any other code.
   */
  followReferral,

  /** A page view seen by the server in front (server/page-views.js); kept in memory and written in batches. */
  countPageView,

  /** Admins keep the whole site during maintenance. */
  async isAdmin(cookie: string) {
    if (!cookie) return false;
    const { isAdmin } = await getAccess(new Request("http://internal/", { headers: { Cookie: cookie } }));
    return isAdmin;
  },

  /** Logged once when production starts: settings that leave the site working but not as a shop should. */
  startupWarnings(): string[] {
    const warnings: string[] = [];
    if (isPaymentTestMode()) {
      warnings.push("Payments are in TEST MODE: STRIPE_SECRET_KEY is not set, so checkout completes without taking money (docs/decisions/123).");
    } else if (!getEnv().STRIPE_WEBHOOK_SECRET) {
      warnings.push("STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, and purchases are fulfilled only when the buyer returns to the site.");
    }
    if (!mailConfigured()) {
      warnings.push("SMTP_URL is not set: no mail is sent. Each mail is kept in the outbox (/admin/outbox) and written to this log with its links.");
    }
    if (notifyAddresses().length === 0) {
      warnings.push("NOTIFY_EMAILS and ADMIN_EMAILS are empty: enquiries and other forms are mailed to nobody (they are still stored at /admin/inbox).");
    }
    if (!isAiConfigured()) {
      warnings.push("ANTHROPIC_API_KEY is not set: white-paper generation is off (the admin page says so) and the weekly run is skipped.");
    }
    return warnings;
  },

  startBackgroundJobs() {
    const tidy = () => {
      try {
        pruneExpired();
      } catch (error) {
        console.error("housekeeping failed", error);
      }
    };
    tidy();
    setInterval(tidy, HOUSEKEEPING_EVERY_MS).unref();
    // Test mode's subscriptions end or renew when their period lapses (Stripe keeps its own); a minute late at most.
    if (isPaymentTestMode()) setInterval(settleSubscriptions, TEST_BILLING_EVERY_MS).unref();
    // Every process sends mail; each mail is claimed in the database, so one process sends it.
    startOutboxWorker();
    // Every process hands newsletter recipients to the outbox at the set pace; each is claimed in the database.
    startNewsletterWorker();
    // Every process runs the schedule; the ISO-week row lets only one of them generate.
    stopSchedule = startWeeklySchedule();
    // Every process publishes scheduled posts at their time; each post is claimed in the database, so once.
    stopScheduledPublishing = startScheduledPublishing();
    startPageViewFlushing();
  },

  /** Graceful shutdown: the last write is on disk and the WAL checkpointed. */
  close() {
    stopNewsletterWorker();
    void stopOutboxWorker();
    stopSchedule();
    stopScheduledPublishing();
    stopPageViewFlushing();
    db.$client.close();
  },
};
