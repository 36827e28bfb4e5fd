/**
 * How long counting keeps its rows (docs/decisions/218): views and events 13
 * months, the daily sums for ever, the day's visitor secret one day.
 */
import { ensureRolledUp, pruneInsightRows } from "~/models/insight-rollup.server";
import { utcDay } from "./page-view.server";

export const KEPT_MONTHS = 13;

/** The first day whose views and events are still kept. */
export function keptFromDay(now: Date): string {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - KEPT_MONTHS);
  return utcDay(from);
}

/** Housekeeping: older rows go, once their days are summed. */
export function pruneInsights(now = new Date()) {
  return pruneInsightRows(keptFromDay(now), now);
}

/**
 * The daily sums from one day to another are brought up to date (the dashboard
 * reads only them). On a full or read-only disk they are shown as they were
 * last summed: reading the figures never fails because they cannot be written.
 */
export function rollUpRange(fromDay: string, toDay: string, now = new Date()) {
  try {
    ensureRolledUp(fromDay, toDay, now, keptFromDay(now));
  } catch (error) {
    console.error(`the daily sums could not be brought up to date: ${error instanceof Error ? error.message : String(error)}`);
  }
}
