/**
 * The end of a billing period that starts at `start`: the same day and time one
 * interval later in UTC, on the month's last day when it has no such day (as
 * Stripe bills: 31 January, then 28 or 29 February). Used for test-mode
 * subscriptions, which have no Stripe to say when their period ends.
 */
export function periodEnd(start: Date, interval: "month" | "year"): Date {
  const months = interval === "year" ? 12 : 1;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
