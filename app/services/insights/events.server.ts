/**
 * recordEvent: called where a thing happens (a purchase in fulfilment, a form
 * sent, a download served). An event that cannot be written is logged and
 * lost; what happened is never undone because of it. Called inside a
 * transaction, it is part of it (a purchase counts once, with its order).
 */
import { insertInsightEvent, type InsightEvent } from "~/models/insight-events.server";

export type { InsightEvent };

export function recordEvent(event: InsightEvent, now = new Date()) {
  try {
    insertInsightEvent(event, now);
  } catch (error) {
    console.error(`the ${event.name} event could not be recorded`, error);
  }
}
