/**
 * Page views are kept in memory and written in batches (docs/decisions/218):
 * a view costs the page an HMAC and a push, never a write. Each process writes
 * its batch every INSIGHTS_FLUSH_MS, when the batch is full, and at shutdown.
 * A batch that cannot be written (a full disk) is dropped: counting never holds
 * up a page, and views are figures, not orders.
 */
import { insertPageViews } from "~/models/page-views.server";
import { getEnv } from "~/utils/env.server";
import { pageViewRow, type PageViewRow, type SeenView } from "./page-view.server";

/** Written at once beyond this: a burst never holds more than this many views in memory. */
const BATCH_LIMIT = 2_000;

let batch: PageViewRow[] = [];
let timer: ReturnType<typeof setInterval> | null = null;

/** serverHooks.countPageView: one view seen by the server in front. */
export function countPageView(view: SeenView, now = new Date()) {
  batch.push(pageViewRow(view, ownHost(), now));
  // Here as well as at start-up: `npm run dev` swaps in a rebuilt app, whose batch needs its own timer.
  startPageViewFlushing();
  if (batch.length >= BATCH_LIMIT) flushPageViews();
}

/** Writes what this process holds; returns how many views it wrote. */
export function flushPageViews(): number {
  if (batch.length === 0) return 0;
  const rows = batch;
  batch = [];
  try {
    insertPageViews(rows);
    return rows.length;
  } catch (error) {
    // One line, not a stack: on a full disk this comes every few seconds.
    console.error(`${rows.length} page views could not be written: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}

export function startPageViewFlushing() {
  if (timer) return;
  timer = setInterval(flushPageViews, getEnv().INSIGHTS_FLUSH_MS);
  timer.unref();
}

export function stopPageViewFlushing() {
  if (timer) clearInterval(timer);
  timer = null;
  flushPageViews();
}

let host: string | null = null;
function ownHost(): string {
  host ??= new URL(getEnv().PUBLIC_URL).hostname.toLowerCase();
  return host;
}
