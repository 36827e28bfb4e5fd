/**
 * Uploaded images on disk and on the wire. They live in DATA_DIR/images (not
 * public/, which the build owns), named by the SHA-256 of the uploaded bytes:
 * a name's content never changes, so browsers and CDNs may keep it for a year.
 * Only names of that exact shape are ever looked up, so no request can reach
 * another file (a temp file, "..", the database).
 */
import fs from "node:fs";
import path from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { CARD_WIDTH } from "~/utils/images";
import { getEnv } from "~/utils/env.server";
import { CACHE_CONTROL } from "../../../server/policy/index.js";

const IMAGE_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const SERVED_NAME = new RegExp(`^([a-f0-9]{64})(-w${CARD_WIDTH})?\\.(png|jpg|webp)$`);
const IMMUTABLE = CACHE_CONTROL.contentNamed;

export function imagesRoot(dataDir = getEnv().DATA_DIR) {
  return path.resolve(dataDir, "images");
}

export function fullImageName(hash: string, ext: ImageExtension) {
  return `${hash}.${ext}`;
}

export function cardImageName(hash: string, ext: ImageExtension) {
  return `${hash}-w${CARD_WIDTH}.${ext}`;
}

/**
 * The file behind a served name and its size, or undefined. An image no wider
 * than the card has no narrower copy: its card name serves the image itself.
 */
function findImageFile(name: string): { file: string; size: number; ext: ImageExtension } | undefined {
  const match = SERVED_NAME.exec(name);
  if (!match) return undefined;
  const [, hash, card, ext] = match as unknown as [string, string, string | undefined, ImageExtension];
  const candidates = card ? [cardImageName(hash, ext), fullImageName(hash, ext)] : [fullImageName(hash, ext)];
  for (const candidate of candidates) {
    const file = path.join(imagesRoot(), candidate);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) return { file, size: stat.size, ext };
  }
  return undefined;
}

/** /images/<name>: the image with its type and a year's cache, or a plain 404. */
export function imageResponse(name: string): Response {
  const found = findImageFile(name);
  if (!found) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.personal } });
  }
  return new Response(createReadableStreamFromReadable(fs.createReadStream(found.file)), {
    headers: {
      "Content-Type": IMAGE_TYPES[found.ext],
      "Content-Length": String(found.size),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
