/**
 * A buyer's copy of a purchased PDF (docs/decisions/212): the stored file with
 * "Licensed to <name> <email> · order <id>" in small grey type at the foot of
 * its first page and in its metadata, made with pdf-lib, which keeps every
 * object of the original (pages, outline, links) under the same numbers.
 *
 * A copy is made once per buyer, order, file version and account details, and
 * kept under DATA_DIR/stamped/<user id>/ (outside files/, so it is neither
 * served by any route nor copied into the database: it can always be made
 * again). One copy is made at a time in a process, so a 10 MB file costs at
 * most a few tens of MB at once, whatever the traffic.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName, PDFHexString, StandardFonts, grayscale, type PDFFont } from "pdf-lib";
import { SlotsBusy, WorkSlots } from "~/services/ops/work-slots.server";
import { getEnv } from "~/utils/env.server";
import { resolveStorageKey } from "./storage.server";

/** Who a copy is licensed to; `orderId` null for premium access that no paid order gave (granted by hand). */
export type Licence = { userId: string; name: string; email: string; orderId: string | null };

export type StampedCopy = { file: string; size: number; etag: string };

/** The copy could not be made now: `busy` when others are being made first, else it failed (and was logged). */
export class StampNotReady extends Error {
  constructor(readonly busy: boolean) {
    super(busy ? "Busy making other copies." : "The copy could not be made.");
  }
}

/** Changes every copy's name when the stamp itself changes, so old copies are made again. */
const STAMP_VERSION = "1";
/** One copy at a time; a download that would wait longer than this is told to come back. */
const stamping = new WorkSlots(1, 20_000, 1_000);
const making = new Map<string, Promise<StampedCopy>>();

export function stampedRoot(dataDir = getEnv().DATA_DIR) {
  return path.resolve(dataDir, "stamped");
}

/** The line printed on the copy (and kept in its metadata). */
export function licenceLine(licence: Licence) {
  return `Licensed to ${licence.name} ${licence.email}${licence.orderId ? ` · order ${licence.orderId}` : ""}`;
}

/**
 * The buyer's copy of the stored file `storageKey`, made now if it is not on
 * disk. Throws StampNotReady when it cannot be made now, and the storage
 * error itself when the original is missing.
 */
export async function stampedCopy(storageKey: string, fileName: string, licence: Licence): Promise<StampedCopy> {
  const source = resolveStorageKey(storageKey);
  const stat = fs.statSync(source);
  const folder = path.join(stampedRoot(), safeName(licence.userId));
  const prefix = `${safeName(licence.orderId ?? "access")}--${safeName(fileName)}--`;
  const tag = createHash("sha256")
    .update(JSON.stringify([STAMP_VERSION, storageKey, stat.size, stat.mtimeMs, licence.name, licence.email, licence.orderId]))
    .digest("base64url")
    .slice(0, 32);
  const file = path.join(folder, `${prefix}${tag}.pdf`);
  const kept = describe(file);
  if (kept) return kept;
  let made = making.get(file);
  if (!made) {
    made = make(source, folder, prefix, file, licence).finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

async function make(source: string, folder: string, prefix: string, file: string, licence: Licence): Promise<StampedCopy> {
  try {
    return await stamping.run(async () => {
      const bytes = await stampPdf(fs.readFileSync(source), licence);
      fs.mkdirSync(folder, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, file);
      // The same order's copies of older versions of this file, or made before the buyer's details changed.
      for (const name of fs.readdirSync(folder)) {
        if (name.startsWith(prefix) && path.join(folder, name) !== file && !name.endsWith(".tmp")) fs.rmSync(path.join(folder, name), { force: true });
      }
      return describe(file)!;
    });
  } catch (error) {
    if (error instanceof SlotsBusy) throw new StampNotReady(true);
    console.error(`Stamping ${path.basename(source)} for order ${licence.orderId ?? "(premium access)"} failed; it is tried again on the next download`, error);
    throw new StampNotReady(false);
  }
}

/**
 * The PDF with the licence line at the foot of its first page and in its
 * Subject, Keywords and a LicensedTo entry of its information dictionary.
 * pdf-lib rewrites the file from its objects as they were, so the outline,
 * links and page count stay; the original's own metadata is kept.
 */
export async function stampPdf(original: Uint8Array, licence: Licence): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const line = licenceLine(licence);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.getPage(0);
  const box = page.getCropBox();
  const text = printable(line, font);
  const room = box.width - 72;
  const size = Math.max(4, Math.min(7, (7 * room) / font.widthOfTextAtSize(text, 7)));
  page.drawText(text, { x: box.x + 36, y: box.y + 12, size, font, color: grayscale(0.45) });
  const subject = doc.getSubject();
  doc.setSubject(subject ? `${subject} · ${line}` : line);
  doc.setKeywords([...(doc.getKeywords()?.split(" ").filter(Boolean) ?? []), licence.email, ...(licence.orderId ? [licence.orderId] : [])]);
  // setSubject made sure the document has an information dictionary.
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of("LicensedTo"), PDFHexString.fromText(line));
  return doc.save({ updateFieldAppearances: false });
}

/** The standard font draws only Latin-1-like text: anything else becomes "?" on the page (the metadata keeps it whole). */
function printable(text: string, font: PDFFont) {
  const drawable = new Set(font.getCharacterSet());
  return [...text].map((c) => (drawable.has(c.codePointAt(0)!) ? c : "?")).join("");
}

function describe(file: string): StampedCopy | null {
  try {
    const stat = fs.statSync(file);
    return { file, size: stat.size, etag: `"${createHash("sha1").update(`${path.basename(file)} ${stat.size} ${stat.mtimeMs}`).digest("base64url")}"` };
  } catch {
    return null;
  }
}

/** An id as one safe path segment. */
function safeName(value: string) {
  return /^[A-Za-z0-9._-]{1,120}$/.test(value) && !value.startsWith(".") ? value : createHash("sha256").update(value).digest("hex").slice(0, 32);
}

/**
 * Deletes the copies made before `madeBefore` (a download makes its copy
 * again), so the folder holds what was downloaded lately, not one copy per
 * buyer and file for ever. Returns how many went.
 */
export function pruneStampedCopies(madeBefore: Date, dataDir?: string): number {
  const root = stampedRoot(dataDir);
  if (!fs.existsSync(root)) return 0;
  let removed = 0;
  for (const user of fs.readdirSync(root)) {
    const folder = path.join(root, user);
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(folder, name);
      if (fs.statSync(file).mtimeMs >= madeBefore.getTime()) continue;
      fs.rmSync(file, { force: true });
      removed++;
    }
    if (fs.readdirSync(folder).length === 0) fs.rmSync(folder, { recursive: true, force: true });
  }
  return removed;
}

/** Deletes the copies licensed to a user, or only those of one of their orders (a refund). Never throws. */
export function dropStampedCopies(userId: string, orderId?: string, dataDir?: string) {
  const folder = path.join(stampedRoot(dataDir), safeName(userId));
  try {
    if (!orderId) return fs.rmSync(folder, { recursive: true, force: true });
    const prefix = `${safeName(orderId)}--`;
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) if (name.startsWith(prefix)) fs.rmSync(path.join(folder, name), { force: true });
  } catch (error) {
    console.error(`Removing stamped copies of ${userId} failed`, error);
  }
}
