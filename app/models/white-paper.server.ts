/** The built-in white papers (SPEC §3), with the price of the product that sells a paid one. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, whitePapers } from "~/db/schema";

export function listWhitePapers() {
  return db
    .select({
      id: whitePapers.id,
      title: whitePapers.title,
      description: whitePapers.description,
      imageUrl: whitePapers.imageUrl,
      category: whitePapers.category,
      productId: whitePapers.productId,
      fileName: whitePapers.fileName,
      fileSize: whitePapers.fileSize,
      publishedAt: whitePapers.publishedAt,
      isFeatured: whitePapers.isFeatured,
      priceCents: products.priceCents,
      billingInterval: products.billingInterval,
    })
    .from(whitePapers)
    .leftJoin(products, eq(products.id, whitePapers.productId))
    .orderBy(desc(whitePapers.publishedAt))
    .all();
}

/** The blog sidebar's featured papers, newest first. */
export function listFeaturedWhitePapers(limit = 3) {
  return db
    .select({ id: whitePapers.id, title: whitePapers.title, description: whitePapers.description, imageUrl: whitePapers.imageUrl, publishedAt: whitePapers.publishedAt })
    .from(whitePapers)
    .where(eq(whitePapers.isFeatured, true))
    .orderBy(desc(whitePapers.publishedAt))
    .limit(limit)
    .all();
}
