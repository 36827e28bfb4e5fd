/**
 * Stored versions of the premium PDFs (resource_files). The newest published
 * version is the one /downloads serves; a customer's upload waits, unpublished,
 * until an admin publishes or discards it.
 */
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, premiumResources, resourceFiles } from "~/db/schema";

/** Published versions kept per guide: the download and the ones before it, to go back to. */
export const KEPT_PUBLISHED_VERSIONS = 3;

export type NewResourceVersion = {
  resourceId: string;
  storageKey: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string;
};

/** What storing or publishing made obsolete: files to delete once the rows are gone. */
export type Obsolete = { storageKeys: string[] };

/** An admin's upload: the download at once, older versions pruned. */
export function publishNewResourceVersion(version: NewResourceVersion): Obsolete & { id: number } {
  return db.transaction(() => {
    const { id } = db.insert(resourceFiles).values({ ...version, publishedAt: new Date() }).returning({ id: resourceFiles.id }).get();
    return { id, storageKeys: pruneOldVersions(version.resourceId) };
  });
}

/** A customer's upload: waits for an admin; it replaces the same customer's earlier waiting upload of that guide. */
export function addPendingResourceVersion(version: NewResourceVersion): Obsolete & { id: number } {
  return db.transaction(() => {
    const earlier = db
      .delete(resourceFiles)
      .where(
        and(
          eq(resourceFiles.resourceId, version.resourceId),
          eq(resourceFiles.uploadedBy, version.uploadedBy),
          isNull(resourceFiles.publishedAt),
        ),
      )
      .returning({ storageKey: resourceFiles.storageKey })
      .all();
    const { id } = db.insert(resourceFiles).values(version).returning({ id: resourceFiles.id }).get();
    return { id, storageKeys: earlier.map((row) => row.storageKey) };
  });
}

/** Publishes a waiting upload; undefined when there is none with that id. */
export function publishPendingVersion(id: number): (Obsolete & { title: string }) | undefined {
  return db.transaction(() => {
    const row = db
      .update(resourceFiles)
      .set({ publishedAt: new Date() })
      .where(and(eq(resourceFiles.id, id), isNull(resourceFiles.publishedAt)))
      .returning({ resourceId: resourceFiles.resourceId })
      .get();
    if (!row) return undefined;
    return { title: premiumResourceTitle(row.resourceId) ?? row.resourceId, storageKeys: pruneOldVersions(row.resourceId) };
  });
}

/** Deletes a waiting upload; undefined when there is none with that id. */
export function discardPendingVersion(id: number): Obsolete | undefined {
  const row = db
    .delete(resourceFiles)
    .where(and(eq(resourceFiles.id, id), isNull(resourceFiles.publishedAt)))
    .returning({ storageKey: resourceFiles.storageKey })
    .get();
  return row ? { storageKeys: [row.storageKey] } : undefined;
}

/** Drops published versions beyond the newest KEPT_PUBLISHED_VERSIONS; returns their storage keys. */
function pruneOldVersions(resourceId: string): string[] {
  const old = db
    .select({ id: resourceFiles.id, storageKey: resourceFiles.storageKey })
    .from(resourceFiles)
    .where(and(eq(resourceFiles.resourceId, resourceId), isNotNull(resourceFiles.publishedAt)))
    .orderBy(desc(resourceFiles.publishedAt), desc(resourceFiles.id))
    .all()
    .slice(KEPT_PUBLISHED_VERSIONS);
  for (const row of old) db.delete(resourceFiles).where(eq(resourceFiles.id, row.id)).run();
  return old.map((row) => row.storageKey);
}

export function premiumResourceTitle(id: string): string | undefined {
  return db.select({ title: premiumResources.title }).from(premiumResources).where(eq(premiumResources.id, id)).get()?.title;
}

/** Each resource's download (newest published version): size and number of versions for the list. */
export function latestResourceVersions() {
  const rows = db
    .select({ resourceId: resourceFiles.resourceId, sizeBytes: resourceFiles.sizeBytes })
    .from(resourceFiles)
    .where(isNotNull(resourceFiles.publishedAt))
    .orderBy(desc(resourceFiles.publishedAt), desc(resourceFiles.id))
    .all();
  const latest = new Map<string, { sizeBytes: number; versions: number }>();
  for (const row of rows) {
    const seen = latest.get(row.resourceId);
    if (seen) seen.versions++;
    else latest.set(row.resourceId, { sizeBytes: row.sizeBytes, versions: 1 });
  }
  return latest;
}

/** Uploads waiting for an admin, oldest first, with who sent them. */
export function listPendingVersions() {
  return db
    .select({
      id: resourceFiles.id,
      title: premiumResources.title,
      originalName: resourceFiles.originalName,
      sizeBytes: resourceFiles.sizeBytes,
      createdAt: resourceFiles.createdAt,
      uploaderEmail: customers.email,
    })
    .from(resourceFiles)
    .innerJoin(premiumResources, eq(premiumResources.id, resourceFiles.resourceId))
    .leftJoin(customers, eq(customers.userId, resourceFiles.uploadedBy))
    .where(isNull(resourceFiles.publishedAt))
    .orderBy(resourceFiles.createdAt, resourceFiles.id)
    .all();
}

export function countPendingVersions(): number {
  return db.select({ n: count() }).from(resourceFiles).where(isNull(resourceFiles.publishedAt)).get()?.n ?? 0;
}

/** A waiting upload's file, for the admin to check before publishing. */
export function findPendingVersion(id: number) {
  return db
    .select({ storageKey: resourceFiles.storageKey, originalName: resourceFiles.originalName })
    .from(resourceFiles)
    .where(and(eq(resourceFiles.id, id), isNull(resourceFiles.publishedAt)))
    .get();
}

/** The guide versions a member uploaded: file name, size and what became of each. */
export function listUploadsBy(userId: string) {
  return db
    .select({ guide: premiumResources.title, fileName: resourceFiles.originalName, sizeBytes: resourceFiles.sizeBytes, uploadedAt: resourceFiles.createdAt, publishedAt: resourceFiles.publishedAt })
    .from(resourceFiles)
    .innerJoin(premiumResources, eq(premiumResources.id, resourceFiles.resourceId))
    .where(eq(resourceFiles.uploadedBy, userId))
    .orderBy(desc(resourceFiles.createdAt))
    .all();
}
