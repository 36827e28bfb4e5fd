/**
 * Brings a database's reference data (everything docs/spec.md lists) to this
 * release's: new rows added, the code's changes applied where the admin did not
 * change the column, removed products withdrawn (seed/reference.ts). Files are
 * written only when absent. Runs at every start and by hand (`npm run db:seed`).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/open.server";
import {
  blogPosts,
  libraryPrompts,
  premiumResources,
  products,
  promptBundles,
  resourceFiles,
  whitePapers,
} from "~/db/schema";
import {
  resolveStorageKey,
  storageKey,
  writeStoredFile,
  type StorageArea,
} from "~/services/files/storage.server";
import { storedPostFields } from "~/models/post-row.server";
import { rebuildSearchIndex } from "~/models/search-index.server";
import { blogPostSeeds, type BlogPostSeed } from "./data/blog-posts";
import { ATTACHMENT_FILES, premiumResourceSeeds, whitePaperSeeds } from "./data/catalogue-files";
import { documentSpecs } from "./data/documents";
import { libraryPromptSeeds } from "./data/library-prompts";
import { productFileSeeds } from "./data/product-files";
import { productSeeds } from "./data/products";
import { promptBundleSeeds } from "./data/prompt-bundles";
import { buildPdf } from "./pdf";
import { syncReferenceRows, type OwnedTable, type SyncReport } from "./reference";

type StoredFile = { key: string; sizeBytes: number };
function areaOf(fileName: string): StorageArea {
  if (productFileSeeds.some((p) => p.fileName === fileName)) return "products";
  if (premiumResourceSeeds.some((r) => r.fileName === fileName)) return "resources";
  if (ATTACHMENT_FILES.includes(fileName)) return "attachments";
  return "white-papers";
}

/** Makes each seed PDF unless it is already on disk; a file already there is only measured (this runs at every start). */
async function ensureFiles(dataDir: string): Promise<Map<string, StoredFile>> {
  const stored = new Map<string, StoredFile>();
  const specs: [string, (typeof documentSpecs)[string]][] = [
    ...Object.entries(documentSpecs),
    ...productFileSeeds.map((p) => [p.fileName, p.spec] as [string, (typeof documentSpecs)[string]]),
  ];
  for (const [fileName, spec] of specs) {
    const key = storageKey(areaOf(fileName), fileName);
    const full = resolveStorageKey(key, dataDir);
    if (fs.existsSync(full)) stored.set(fileName, { key, sizeBytes: fs.statSync(full).size });
    else stored.set(fileName, { key, sizeBytes: writeStoredFile(key, await buildPdf(spec), dataDir).sizeBytes });
  }
  return stored;
}

function fileOf(files: Map<string, StoredFile>, fileName: string): StoredFile {
  const file = files.get(fileName);
  if (!file) throw new Error(`Seed document missing for ${fileName}`);
  return file;
}

export async function seedDatabase(db: Db, dataDir: string): Promise<SyncReport> {
  const files = await ensureFiles(dataDir);
  const report = syncReferenceRows(db, ownedTables(files));
  db.transaction((tx) => {
    for (const { fileName, id } of premiumResourceSeeds) {
      const resource = tx.select({ id: premiumResources.id }).from(premiumResources).where(eq(premiumResources.id, id)).get();
      const hasFile = tx.select({ id: resourceFiles.id }).from(resourceFiles).where(eq(resourceFiles.resourceId, id)).get();
      if (!resource || hasFile) continue;
      const file = fileOf(files, fileName);
      const sha256 = createHash("sha256").update(fs.readFileSync(resolveStorageKey(file.key, dataDir))).digest("hex");
      tx.insert(resourceFiles)
        .values({ resourceId: id, storageKey: file.key, originalName: fileName, sizeBytes: file.sizeBytes, sha256, publishedAt: new Date() })
        .onConflictDoNothing()
        .run();
    }
  });
  // Posts and papers are written as rows, not through the model's writes, so the search index is rebuilt here.
  const changed = [...report.inserted, ...report.updated, ...report.removed];
  if (changed.some((row) => row.startsWith("blog_posts/") || row.startsWith("white_papers/"))) rebuildSearchIndex(db);
  return report;
}

/** Every table whose rows the code owns, in the order their references need (docs/decisions/202). */
function ownedTables(files: Map<string, StoredFile>): OwnedTable[] {
  const productFiles = new Map<string, string>(productFileSeeds.map((p) => [p.productId, p.fileName]));
  return [
    {
      table: products,
      rows: productSeeds.map((p) => ({ ...p, fileName: productFiles.get(p.id) ?? null })),
      adminEditable: false,
      removal: "withdraw",
    },
    { table: premiumResources, rows: premiumResourceSeeds.map(({ fileName: _, ...resource }) => resource), adminEditable: false, removal: "keep" },
    {
      table: whitePapers,
      rows: whitePaperSeeds.map((wp) => ({ ...wp, fileSize: fileOf(files, wp.fileName).sizeBytes })),
      adminEditable: false,
      removal: "keep",
    },
    { table: libraryPrompts, rows: libraryPromptSeeds, adminEditable: false, removal: "delete-unchanged" },
    { table: promptBundles, rows: promptBundleSeeds, adminEditable: false, removal: "delete-unchanged" },
    { table: blogPosts, rows: blogPostSeeds.map(seedPostRow), adminEditable: true, removal: "keep" },
  ];
}

/** A seed post as the write API stores a post (storedPostFields), with the seed's own id, slug and dates. */
function seedPostRow({ content, id, slug, isPublished, publishedAt, ...post }: BlogPostSeed) {
  return { ...storedPostFields({ ...post, contentHtml: content }), id, slug, isPublished, publishedAt, source: "seed" as const };
}

/** True when the database has never been seeded (no products at all). */
export function isDatabaseEmpty(db: Db): boolean {
  return !db.select({ id: products.id }).from(products).limit(1).get();
}
