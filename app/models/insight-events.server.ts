/** Events recorded where they happen (docs/decisions/218). */
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { insightEvents, type InsightEventName } from "~/db/schema";

export type InsightEvent = {
  name: InsightEventName;
  /** The page it came from, or "". */
  source?: string;
  /** The premium post the reader came from (the funnel's row). */
  postSlug?: string | null;
  /** A product's id: products.id is text ("hospitality-bundle"), though the column is declared integer. */
  productId?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  detail?: string;
};

export function insertInsightEvent(event: InsightEvent, at: Date) {
  db.insert(insightEvents)
    .values({
      at,
      day: at.toISOString().slice(0, 10),
      name: event.name,
      source: (event.source ?? "").slice(0, 200),
      postSlug: event.postSlug?.slice(0, 100) || null,
      // The column is declared integer, but products are named by text ids; SQLite keeps the text as it is.
      productId: event.productId ?? null,
      amountCents: event.amountCents ?? null,
      currency: event.currency ?? null,
      detail: (event.detail ?? "").slice(0, 200),
    })
    .run();
}

/** Whether an event named `name` with this `detail` (an order's id) was recorded already. */
export function hasInsightEvent(name: InsightEventName, detail: string) {
  return db.select({ id: insightEvents.id }).from(insightEvents).where(and(eq(insightEvents.name, name), eq(insightEvents.detail, detail))).get() !== undefined;
}

/** The post an order's checkout started from (its checkout_start's post), or null. */
export function checkoutStartPost(orderId: string): string | null {
  const row = db
    .select({ postSlug: insightEvents.postSlug })
    .from(insightEvents)
    .where(and(eq(insightEvents.name, "checkout_start"), eq(insightEvents.detail, orderId)))
    .get();
  return row?.postSlug ?? null;
}
