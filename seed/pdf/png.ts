/**
 * PNG encoding and embedding: a CRC32 (node:zlib's when present, else a table),
 * chunk writing and `encodePng` (one filter for all rows, deflated by node:zlib),
 * plus `embedPngPassThrough`, which puts a PNG's zlib data straight into the PDF
 * as a FlateDecode image with PNG predictors instead of re-encoding it.
 */
import * as zlib from "node:zlib";
import { promisify } from "node:util";
import { PDFDocument, PDFRef, PDFRawStream } from "pdf-lib";

export const deflateAsync = promisify(zlib.deflate);
// zlib.crc32 exists from Node 20.15; older versions use the table below.
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (nativeCrc32) return nativeCrc32(bytes.subarray(start, end)) >>> 0;
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

export type PngOptions = { filter?: "sub" | "up"; level?: number; strategy?: number };

/**
 * Encodes 8-bit RGB pixels as a PNG with one filter for every row: Sub suits
 * grainy photo-like art, Up suits charts and plans (flat fills, gradients).
 */
export async function encodePng(width: number, height: number, pixels: Uint8Array | Uint8ClampedArray, options: PngOptions = {}): Promise<Uint8Array> {
  const { filter = "up", level = 6, strategy = zlib.constants.Z_DEFAULT_STRATEGY } = options;
  const stride = width * 3;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (stride + 1) + 1;
    const cur = y * stride;
    if (filter === "sub") {
      raw[o - 1] = 1;
      raw[o] = pixels[cur]!;
      raw[o + 1] = pixels[cur + 1]!;
      raw[o + 2] = pixels[cur + 2]!;
      for (let i = 3; i < stride; i++) raw[o + i] = (pixels[cur + i]! - pixels[cur + i - 3]!) & 255;
    } else {
      raw[o - 1] = 2;
      if (y === 0) for (let i = 0; i < stride; i++) raw[o + i] = pixels[cur + i]!;
      else for (let i = 0; i < stride; i++) raw[o + i] = (pixels[cur + i]! - pixels[cur - stride + i]!) & 255;
    }
  }
  const idat = await deflateAsync(raw, { level, strategy });
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const parts = [Uint8Array.from(PNG_SIGNATURE), pngChunk("IHDR", ihdr), pngChunk("IDAT", idat), pngChunk("IEND", new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

/**
 * Embeds an 8-bit RGB, non-interlaced PNG by passing its zlib data straight
 * through as a FlateDecode stream with PNG predictors (PDF 1.2+ reads PNG row
 * filters natively). pdf-lib's embedPng would inflate and re-deflate every
 * image in JavaScript, which is several times slower and bigger here.
 */
export function embedPngPassThrough(doc: PDFDocument, png: Uint8Array, ref: PDFRef) {
  if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) throw new Error("Not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let off = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (off < png.length) {
    const len = view.getUint32(off);
    const type = String.fromCharCode(png[off + 4]!, png[off + 5]!, png[off + 6]!, png[off + 7]!);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === "IHDR") {
      width = view.getUint32(off + 8);
      height = view.getUint32(off + 12);
      if (data[8] !== 8 || data[9] !== 2 || data[12] !== 0) throw new Error("Only 8-bit RGB non-interlaced PNGs can be passed through");
    } else if (type === "IDAT") idat.push(data);
    off += 12 + len;
  }
  const total = idat.reduce((n, d) => n + d.length, 0);
  const contents = new Uint8Array(total);
  let at = 0;
  for (const d of idat) {
    contents.set(d, at);
    at += d.length;
  }
  const dict = doc.context.obj({
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width },
  });
  doc.context.assign(ref, PDFRawStream.of(dict, contents));
}
