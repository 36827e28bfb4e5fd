/** Events recorded where they happen (docs/decisions/218). */
import { db } from "~/db/client.server";
import { insightEvents, type InsightEventName } from "~/db/schema";

export type InsightEvent = {
  name: InsightEventName;
  /** The page it came from, or "". */
  source?: string;
  /** The premium post the reader came from (the funnel's row). */
  postSlug?: string | null;
  productId?: number | null;
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
      productId: event.productId ?? null,
      amountCents: event.amountCents ?? null,
      currency: event.currency ?? null,
      detail: (event.detail ?? "").slice(0, 200),
    })
    .run();
}
