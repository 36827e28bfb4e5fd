import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers } from "~/db/schema";

/** Prepared once: it runs on every signed-in request (as the session's query, models/session.server.ts). */
let accessQuery: ReturnType<typeof prepareAccessQuery> | undefined;

function prepareAccessQuery() {
  return db.select({ hasAccess: customers.hasAccess }).from(customers).where(eq(customers.userId, sql.placeholder("userId"))).prepare();
}

/** has_access of the user's customer row; false when there is no row (SPEC §8: silently no access). */
export function customerHasAccess(userId: string): boolean {
  accessQuery ??= prepareAccessQuery();
  return accessQuery.get({ userId })?.hasAccess ?? false;
}

export function getCustomer(userId: string) {
  return db.select().from(customers).where(eq(customers.userId, userId)).get();
}

export function setCustomerAccess(userId: string, hasAccess: boolean) {
  db.update(customers).set({ hasAccess }).where(eq(customers.userId, userId)).run();
}
