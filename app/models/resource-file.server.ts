/** Stored versions of the premium PDFs (resource_files); the newest is the one /downloads serves. */
import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { premiumResources, resourceFiles } from "~/db/schema";
import { bumpContentVersion } from "./settings.server";

export type NewResourceVersion = {
  resourceId: string;
  storageKey: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string;
};

/** Records a version and bumps the content version; returns the resource's version count. */
export function addResourceVersion(version: NewResourceVersion): number {
  return db.transaction(() => {
    db.insert(resourceFiles).values(version).run();
    bumpContentVersion();
    return db.select({ n: count() }).from(resourceFiles).where(eq(resourceFiles.resourceId, version.resourceId)).get()?.n ?? 1;
  });
}

export function premiumResourceTitle(id: string): string | undefined {
  return db.select({ title: premiumResources.title }).from(premiumResources).where(eq(premiumResources.id, id)).get()?.title;
}

/** Each resource's newest version: size and date for the list. */
export function latestResourceVersions() {
  const rows = db
    .select({ resourceId: resourceFiles.resourceId, sizeBytes: resourceFiles.sizeBytes, createdAt: resourceFiles.createdAt, id: resourceFiles.id })
    .from(resourceFiles)
    .orderBy(desc(resourceFiles.createdAt), desc(resourceFiles.id))
    .all();
  const latest = new Map<string, { sizeBytes: number; createdAt: Date; versions: number }>();
  for (const row of rows) {
    const seen = latest.get(row.resourceId);
    if (seen) seen.versions++;
    else latest.set(row.resourceId, { sizeBytes: row.sizeBytes, createdAt: row.createdAt, versions: 1 });
  }
  return latest;
}
