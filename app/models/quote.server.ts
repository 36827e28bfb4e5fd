import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";

/** Stores a custom-quote request (DESIGN: forms are stored, admins read them at /admin). */
export function createQuoteRequest(input: { productId: string; userId: string | null; name: string; email: string; phone: string | null; message: string | null }) {
  return db.insert(quoteRequests).values(input).returning().get();
}

export function listQuoteRequests(limit = 100) {
  return db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)).limit(limit).all();
}
