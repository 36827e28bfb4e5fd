/**
 * Fills a database with everything docs/spec.md lists. Idempotent: rows are inserted
 * only when missing (by primary key) and files written only when absent, so it
 * can run at every start and by hand (`npm run db:seed`).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { and, eq, isNull } from "drizzle-orm";
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
} from "~/services/storage.server";
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

type StoredFile = { key: string; sizeBytes: number; sha256: string };

function areaOf(fileName: string): StorageArea {
  if (productFileSeeds.some((p) => p.fileName === fileName)) return "products";
  if (premiumResourceSeeds.some((r) => r.fileName === fileName)) return "resources";
  if (ATTACHMENT_FILES.includes(fileName)) return "attachments";
  return "white-papers";
}

/** Makes each seed PDF unless it is already on disk. */
async function ensureFiles(dataDir: string): Promise<Map<string, StoredFile>> {
  const stored = new Map<string, StoredFile>();
  const specs: [string, (typeof documentSpecs)[string]][] = [
    ...Object.entries(documentSpecs),
    ...productFileSeeds.map((p) => [p.fileName, p.spec] as [string, (typeof documentSpecs)[string]]),
  ];
  for (const [fileName, spec] of specs) {
    const key = storageKey(areaOf(fileName), fileName);
    const full = resolveStorageKey(key, dataDir);
    if (fs.existsSync(full)) {
      const bytes = fs.readFileSync(full);
      stored.set(fileName, {
        key,
        sizeBytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    } else {
      stored.set(fileName, { key, ...writeStoredFile(key, await buildPdf(spec), dataDir) });
    }
  }
  return stored;
}

function fileOf(files: Map<string, StoredFile>, fileName: string): StoredFile {
  const file = files.get(fileName);
  if (!file) throw new Error(`Seed document missing for ${fileName}`);
  return file;
}

export async function seedDatabase(db: Db, dataDir: string) {
  const files = await ensureFiles(dataDir);

  db.transaction((tx) => {
    tx.insert(products).values(productSeeds).onConflictDoNothing().run();
    // Also for databases seeded before products had files.
    for (const { productId, fileName } of productFileSeeds) {
      fileOf(files, fileName);
      tx.update(products).set({ fileName }).where(and(eq(products.id, productId), isNull(products.fileName))).run();
    }

    for (const { fileName, ...resource } of premiumResourceSeeds) {
      tx.insert(premiumResources).values(resource).onConflictDoNothing().run();
      const hasFile = tx
        .select({ id: resourceFiles.id })
        .from(resourceFiles)
        .where(eq(resourceFiles.resourceId, resource.id))
        .get();
      if (!hasFile) {
        const file = fileOf(files, fileName);
        tx.insert(resourceFiles)
          .values({
            resourceId: resource.id,
            storageKey: file.key,
            originalName: fileName,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            publishedAt: new Date(),
          })
          .onConflictDoNothing()
          .run();
      }
    }

    tx.insert(whitePapers)
      .values(whitePaperSeeds.map((wp) => ({ ...wp, fileSize: fileOf(files, wp.fileName).sizeBytes })))
      .onConflictDoNothing()
      .run();

    tx.insert(libraryPrompts).values(libraryPromptSeeds).onConflictDoNothing().run();
    tx.insert(promptBundles).values(promptBundleSeeds).onConflictDoNothing().run();
    tx.insert(blogPosts).values(blogPostSeeds.map(seedPostRow)).onConflictDoNothing().run();
  });
  // The posts went in as one statement, not through the model's writes, so the search index is built once here.
  rebuildSearchIndex(db);
}

/** A seed post as the write API stores a post (storedPostFields), with the seed's own id, slug and dates. */
function seedPostRow({ content, id, slug, isPublished, publishedAt, ...post }: BlogPostSeed) {
  return { ...storedPostFields({ ...post, contentHtml: content }), id, slug, isPublished, publishedAt, source: "seed" as const };
}

/** True when the database has never been seeded (no products at all). */
export function isDatabaseEmpty(db: Db): boolean {
  return !db.select({ id: products.id }).from(products).limit(1).get();
}
