import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, quoteRequests } from "~/db/schema";

/** Stores a custom-quote request (docs/design.md "Data": forms are stored, admins read them at /admin). */
export function createQuoteRequest(input: { productId: string; userId: string | null; name: string; email: string; phone: string | null; message: string | null }) {
  return db.insert(quoteRequests).values(input).returning().get();
}

export function listQuoteRequests(limit = 100) {
  return db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)).limit(limit).all();
}

/** The account's requests: sent signed in, or from one of its addresses (lower case). */
const askedBy = (userId: string, addresses: string[]) => or(eq(quoteRequests.userId, userId), inArray(sql`lower(${quoteRequests.email})`, addresses));

/** The account's own requests, newest first, with the product's name. */
export function listQuoteRequestsOfAccount(userId: string, addresses: string[]) {
  return db
    .select({ quote: quoteRequests, productName: products.name })
    .from(quoteRequests)
    .innerJoin(products, eq(products.id, quoteRequests.productId))
    .where(askedBy(userId, addresses))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .all();
}

/** A deleted account's requests keep only what was asked for and when: who asked, and how to reach them, go. */
export function eraseQuoteRequestsOfAccount(userId: string, addresses: string[]): number {
  return db
    .update(quoteRequests)
    .set({ userId: null, name: null, email: null, phone: null, message: null })
    .where(askedBy(userId, addresses))
    .run().changes;
}
