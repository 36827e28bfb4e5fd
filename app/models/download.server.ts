/** The stored files that /downloads/<file> can serve, found by their public file name. */
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { premiumResources, products, resourceFiles, whitePapers } from "~/db/schema";

/** A premium resource's download: its newest published version (a customer's upload waits for an admin). */
export function findPremiumResourceFile(publicPath: string) {
  return db
    .select({ title: premiumResources.title, storageKey: resourceFiles.storageKey, sizeBytes: resourceFiles.sizeBytes })
    .from(premiumResources)
    .innerJoin(resourceFiles, eq(resourceFiles.resourceId, premiumResources.id))
    .where(and(eq(premiumResources.path, publicPath), isNotNull(resourceFiles.publishedAt)))
    .orderBy(desc(resourceFiles.publishedAt), desc(resourceFiles.id))
    .get();
}

export function findWhitePaperFile(fileName: string) {
  return db
    .select({ title: whitePapers.title, category: whitePapers.category, productId: whitePapers.productId })
    .from(whitePapers)
    .where(eq(whitePapers.fileName, fileName))
    .get();
}

export function findProductFile(fileName: string) {
  return db.select({ id: products.id, name: products.name }).from(products).where(eq(products.fileName, fileName)).get();
}

/** The premium PDFs, in display order (the /resources list). */
export function listPremiumResources() {
  return db
    .select({ id: premiumResources.id, title: premiumResources.title, description: premiumResources.description, path: premiumResources.path })
    .from(premiumResources)
    .orderBy(asc(premiumResources.sortOrder))
    .all();
}

/** File names of the given products that have one (what a buyer can download). */
export function productFileNames(productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = db
    .select({ id: products.id, fileName: products.fileName })
    .from(products)
    .where(and(inArray(products.id, productIds), isNotNull(products.fileName)))
    .all();
  return new Map(rows.map((r) => [r.id, r.fileName ?? ""]));
}
