import { eq, sql } from "drizzle-orm";
import { db, preparedOnce } from "~/db/client.server";
import { customers } from "~/db/schema";

/** Run on every signed-in request, with the session's query (models/session.server.ts). */
const accessQuery = preparedOnce(() => db.select({ hasAccess: customers.hasAccess }).from(customers).where(eq(customers.userId, sql.placeholder("userId"))).prepare());

/** has_access of the user's customer row; false when there is no row (SPEC §8: silently no access). */
export function customerHasAccess(userId: string): boolean {
  return accessQuery().get({ userId })?.hasAccess ?? false;
}

export function getCustomer(userId: string) {
  return db.select().from(customers).where(eq(customers.userId, userId)).get();
}

export function setCustomerAccess(userId: string, hasAccess: boolean) {
  db.update(customers).set({ hasAccess }).where(eq(customers.userId, userId)).run();
}
