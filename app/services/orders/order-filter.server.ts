/**
 * The orders page's query: state (utils/order-state.ts), product, a range of
 * UTC days, a customer.
 * A value the page never offers is left out of the filter and named, so the
 * page says what it ignored (with a 400) instead of showing a wrong list.
 */
import type { OrderFilter } from "~/models/admin-orders.server";
import { ORDER_STATES } from "~/utils/order-state";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const BAD_DATE = "Dates are written YYYY-MM-DD, e.g. 2026-11-28.";

function dayOf(value: string | null, errors: string[]): string | null {
  if (!value) return null;
  const day = DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  // 2031-02-30 is a date JavaScript rolls over to March: only a day that reads back the same is one.
  const valid = day !== null && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  if (!valid) errors.push(BAD_DATE);
  return valid ? value : null;
}

export function readOrderFilter(params: URLSearchParams, productIds: readonly string[]): { filter: OrderFilter; errors: string[] } {
  const errors: string[] = [];
  const status = params.get("status") || null;
  const productId = params.get("product") || null;
  const filter: OrderFilter = {
    status: ORDER_STATES.find((s) => s === status) ?? null,
    productId: productId && productIds.includes(productId) ? productId : null,
    from: dayOf(params.get("from"), errors),
    to: dayOf(params.get("to"), errors),
    customerId: params.get("customer")?.slice(0, 100) || null,
  };
  if (status && !filter.status) errors.push("Unknown status: choose one from the list.");
  if (productId && !filter.productId) errors.push("No order is for that product: choose one from the list.");
  if (filter.from && filter.to && filter.from > filter.to) errors.push("The start date is after the end date.");
  return { filter, errors: [...new Set(errors)] };
}

/** The filter as the query it came from (for the CSV link and paging), without the page. */
export function filterQuery(filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.productId) params.set("product", filter.productId);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.customerId) params.set("customer", filter.customerId);
  return params.toString();
}
