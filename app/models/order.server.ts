import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, products } from "~/db/schema";

export function listOrdersForUser(userId: string) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      amountCents: orders.amountCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      productName: products.name,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .all();
}
