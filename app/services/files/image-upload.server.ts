/**
 * An admin's image upload (the post editor). The file is known by its first
 * bytes, not its name, and the name's ending must agree with them, so a PNG
 * called .pdf and a page called .png are both refused. What is stored is made
 * by sharp from the upload: turned upright, without the camera's metadata
 * (a phone photo carries where it was taken), at most 2 × CARD_WIDTH wide,
 * plus a copy CARD_WIDTH wide when it is wider, so no byte of the upload
 * itself is ever served. Files are written to a temp file and renamed, and
 * named by the SHA-256 of the upload: the same file uploaded again is the same
 * image. Nothing a visitor sees changes until a post uses it, and saving the
 * post bumps the content version.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Sharp } from "sharp";
import { CARD_WIDTH } from "~/utils/images";
import { keepCopyOf } from "./file-copies.server";
import { cardImageName, fullImageName, imagesRoot, type ImageExtension } from "./images.server";
import { EDITOR_IMAGE } from "../../../server/policy/index.js";

export const MAX_IMAGE_BYTES = EDITOR_IMAGE.bytes;
/** A photo from any phone or camera fits; a small file that decodes to a vast image does not. */
const MAX_PIXELS = 50_000_000;
const FULL_WIDTH = 2 * CARD_WIDTH;

export const IMAGE_MESSAGES = {
  noFile: "Choose an image to upload.",
  tooLarge: EDITOR_IMAGE.tooLarge,
  tooManyPixels: "Image too large: please upload an image of at most 50 megapixels (for example 8000 × 6000 pixels).",
  notImage: "This file is not a PNG, JPEG or WebP image. Please upload an image in one of those formats.",
  unreadable: "This image could not be read and may be damaged. Please save it again and upload it.",
} as const;

function wrongNameMessage(fileName: string, kind: Kind) {
  const ending = path.extname(fileName);
  const name = ending ? `The file's name ends in ${ending}` : "The file's name has no ending";
  return `${name}, but the file is a ${kind.label} image. Rename it to end in .${kind.ext} and upload it again.`;
}

type Kind = { label: string; ext: ImageExtension; endings: string[]; matches: (head: Buffer) => boolean };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KINDS: Kind[] = [
  { label: "PNG", ext: "png", endings: [".png"], matches: (head) => head.subarray(0, 8).equals(PNG_SIGNATURE) },
  { label: "JPEG", ext: "jpg", endings: [".jpg", ".jpeg"], matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  {
    label: "WebP",
    ext: "webp",
    endings: [".webp"],
    matches: (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  },
];

/** The kind of image the bytes begin as, if any. */
function sniffImage(bytes: Uint8Array): Kind | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  return KINDS.find((kind) => kind.matches(head));
}

export type StoredImage = { path: string; width: number; height: number };
export type ImageUploadResult = { ok: true; image: StoredImage } | { ok: false; status: 400 | 413; error: string };

const refused = (status: 400 | 413, error: string): ImageUploadResult => ({ ok: false, status, error });

/** The image in the form's `field`, checked and stored; null when no file was chosen. */
export async function uploadImageFromForm(form: FormData, field: string): Promise<ImageUploadResult | null> {
  const file = form.get(field);
  if (file === null || typeof file === "string" || (file.size === 0 && !file.name)) return null;
  if (file.size > MAX_IMAGE_BYTES) return refused(413, IMAGE_MESSAGES.tooLarge);
  return storeUploadedImage(new Uint8Array(await file.arrayBuffer()), file.name);
}

async function storeUploadedImage(bytes: Uint8Array, fileName: string): Promise<ImageUploadResult> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refused(413, IMAGE_MESSAGES.tooLarge);
  const kind = sniffImage(bytes);
  if (!kind) return refused(400, IMAGE_MESSAGES.notImage);
  if (!kind.endings.includes(path.extname(fileName).toLowerCase())) return refused(400, wrongNameMessage(fileName, kind));

  const hash = createHash("sha256").update(bytes).digest("hex");
  const root = imagesRoot();
  const fullFile = path.join(root, fullImageName(hash, kind.ext));
  const publicPath = `/images/${fullImageName(hash, kind.ext)}`;
  // Written last, so its presence means both copies are there.
  if (fs.existsSync(fullFile)) {
    const sharp = await loadSharp();
    const { width = 0, height = 0 } = await sharp(fullFile).metadata();
    return { ok: true, image: { path: publicPath, width, height } };
  }

  let copies: Awaited<ReturnType<typeof makeCopies>>;
  try {
    copies = await makeCopies(bytes, kind);
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    return refused(/pixel limit/i.test(message) ? 413 : 400, /pixel limit/i.test(message) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }
  fs.mkdirSync(root, { recursive: true });
  const cardFile = path.join(root, cardImageName(hash, kind.ext));
  if (copies.card) writeAtomically(cardFile, copies.card);
  writeAtomically(fullFile, copies.full.data);
  // Before any post can name them (docs/decisions/201).
  for (const file of copies.card ? [cardFile, fullFile] : [fullFile]) keepCopyOf(file);
  return { ok: true, image: { path: publicPath, width: copies.full.info.width, height: copies.full.info.height } };
}

/** Both copies at once, each from the upload; sharp's work runs off the event loop. */
async function makeCopies(bytes: Uint8Array, kind: Kind) {
  const sharp = await loadSharp();
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  if (meta.format !== (kind.ext === "jpg" ? "jpeg" : kind.ext)) throw new Error(`decoded as ${meta.format}`);
  const uprightWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  const [full, card] = await Promise.all([
    encode(source().resize({ width: FULL_WIDTH, withoutEnlargement: true }), kind, "full").toBuffer({ resolveWithObject: true }),
    uprightWidth > CARD_WIDTH ? encode(source().resize({ width: CARD_WIDTH }), kind, "card").toBuffer() : null,
  ]);
  return { full, card };
}

/** The card is what visitors load most: mozjpeg's smaller file is worth its time there, not on the large copy (seconds). */
function encode(image: Sharp, kind: Kind, copy: "full" | "card"): Sharp {
  if (kind.ext === "png") return image.png();
  if (kind.ext === "jpg") return copy === "card" ? image.jpeg({ quality: 82, mozjpeg: true }) : image.jpeg({ quality: 85 });
  return image.webp({ quality: 82 });
}

/** Temp file in the same folder, flushed, then renamed: a reader sees the whole image or none. */
function writeAtomically(file: string, bytes: Uint8Array) {
  const tmp = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
  try {
    const fd = fs.openSync(tmp, "wx");
    try {
      fs.writeFileSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/** sharp (a native library) is loaded with the first upload, not at start-up (docs/decisions/192-sdks-loaded-when-used.md). */
async function loadSharp() {
  return (await import("sharp")).default;
}
