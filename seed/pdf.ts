/**
 * Deterministic PDF builder for the seed's downloads (premium resources, white
 * papers, blog attachments).
 *
 * Same spec in, same bytes out: no clocks, no Math.random, fixed metadata
 * dates, and every procedural figure comes from a PRNG seeded by `spec.seed`.
 * Only the 14 standard fonts are used (nothing embedded), so all text must be
 * WinAnsi; `toWinAnsi` folds typographic punctuation to ASCII and throws on
 * anything else so a bad character fails the seed loudly instead of silently.
 *
 * Text conventions inside `paragraphs` and `bullets`:
 *   "**bold**"       bold run
 *   "## Heading"     (paragraph) sub-heading
 *   "> text"         (paragraph) shaded callout box, e.g. an example prompt;
 *                    "\n" inside it keeps line breaks
 */
import * as zlib from "node:zlib";
import { promisify } from "node:util";
import {
  PDFArray,
  PDFContentStream,
  PDFDocument,
  PDFHexString,
  PDFRef,
  PDFName,
  PDFRawStream,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type Color,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import { SITE } from "../app/content/site";

export type PdfSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  table?: { head: string[]; rows: string[][] };
};

export type PdfDocumentSpec = {
  title: string;
  subtitle: string;
  author: string;
  sections: PdfSection[];
  figures?: number;
  seed: number;
};

const deflateAsync = promisify(zlib.deflate);
// zlib.crc32 exists from Node 20.15; older versions use the table below.
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

// Fixed so that rebuilding a document never changes its bytes.
const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 2, 8, 0, 0));
const YEAR = DOCUMENT_DATE.getUTCFullYear();
const EDITION = `Edition ${YEAR}`;
const BRAND = SITE.name;
const BRAND_MARK = "K&K";
const BRAND_TAGLINE = "Restaurants \u00b7 Hotels \u00b7 Kitchens";

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 62;
const MARGIN_TOP = 76;
const MARGIN_BOTTOM = 68;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const CONTENT_TOP = PAGE_H - MARGIN_TOP;

const INK = rgb(0.13, 0.14, 0.15);
const MUTED = rgb(0.42, 0.43, 0.44);
const BRAND_DARK = rgb(0.07, 0.25, 0.24);
const BRAND_TINT = rgb(0.9, 0.94, 0.93);
const ACCENT = rgb(0.78, 0.49, 0.24);
const ACCENT_TINT = rgb(0.985, 0.955, 0.92);
const PAPER = rgb(0.985, 0.972, 0.945);
const RULE = rgb(0.82, 0.83, 0.82);
const WHITE = rgb(1, 1, 1);

const BODY_SIZE = 10.5;
const BODY_LEADING = 15;

// ---------------------------------------------------------------------------
// Text helpers

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\t": " ",
};

/** Folds common typography to ASCII; anything else outside Latin-1 is a content bug. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = TYPOGRAPHIC[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255)) {
      out += ch;
      continue;
    }
    throw new Error(`Character U+${code.toString(16).padStart(4, "0")} cannot be set in a standard PDF font: "${text.slice(0, 60)}"`);
  }
  return out;
}

type Fonts = {
  sans: PDFFont;
  sansBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
};

type Piece = { text: string; bold: boolean };
type Word = { pieces: Piece[] } | { lineBreak: true };
type Line = { words: Piece[][]; width: number };

/** Splits text into words made of bold/regular pieces; "**x**" marks bold, "\n" forces a break. */
function tokenize(text: string): Word[] {
  const words: Word[] = [];
  let current: Piece[] = [];
  const flush = () => {
    if (current.length > 0) words.push({ pieces: current });
    current = [];
  };
  const parts = toWinAnsi(text).split(/(\*\*[^*]+\*\*)/);
  for (const part of parts) {
    if (part === "") continue;
    const bold = part.startsWith("**") && part.endsWith("**") && part.length > 4;
    const body = bold ? part.slice(2, -2) : part;
    for (const chunk of body.split(/(\s+)/)) {
      if (chunk === "") continue;
      if (/^\s+$/.test(chunk)) {
        flush();
        const breaks = chunk.split("\n").length - 1;
        for (let i = 0; i < breaks; i++) words.push({ lineBreak: true });
      } else {
        current.push({ text: chunk, bold });
      }
    }
  }
  flush();
  return words;
}

// Standard-font metrics depend only on the font name, so caches are shared across documents.
const widthCache = new Map<string, Map<string, number>>();

/** Text width with a memo: the same words are measured thousands of times. */
function measure(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font.name);
  if (!cache) {
    cache = new Map();
    widthCache.set(font.name, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1000);
    cache.set(text, w);
  }
  return (w * size) / 1000;
}

function pieceWidth(p: Piece, regular: PDFFont, bold: PDFFont, size: number): number {
  return measure(p.bold ? bold : regular, p.text, size);
}

const wrapCache = new Map<string, Line[]>();

/** Greedy word wrap (memoised: measuring and drawing wrap the same text twice). */
function wrap(text: string, width: number, regular: PDFFont, bold: PDFFont, size: number): Line[] {
  const key = `${regular.name}|${bold.name}|${size}|${width}|${text}`;
  let lines = wrapCache.get(key);
  if (!lines) {
    lines = wrapUncached(text, width, regular, bold, size);
    wrapCache.set(key, lines);
  }
  return lines;
}

/** Words longer than a line are cut by characters. */
function wrapUncached(text: string, width: number, regular: PDFFont, bold: PDFFont, size: number): Line[] {
  const space = measure(regular, " ", size);
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0 };
  const push = () => {
    lines.push(line);
    line = { words: [], width: 0 };
  };
  for (const word of tokenize(text)) {
    if ("lineBreak" in word) {
      push();
      continue;
    }
    const pieces = word.pieces;
    const w = pieces.reduce((sum, p) => sum + pieceWidth(p, regular, bold, size), 0);
    if (w > width) {
      // Hard-split an over-long token (URLs, long formulas) into line-sized chunks.
      const first = pieces[0] ?? { text: "", bold: false };
      const textAll = pieces.map((p) => p.text).join("");
      let rest = textAll;
      while (rest.length > 0) {
        let n = rest.length;
        while (n > 1 && pieceWidth({ text: rest.slice(0, n), bold: first.bold }, regular, bold, size) > width) n--;
        const chunk: Piece = { text: rest.slice(0, n), bold: first.bold };
        if (line.words.length > 0) push();
        line.words.push([chunk]);
        line.width = pieceWidth(chunk, regular, bold, size);
        rest = rest.slice(n);
      }
      continue;
    }
    const extra = line.words.length > 0 ? space + w : w;
    if (line.words.length > 0 && line.width + extra > width) push();
    line.width += line.words.length > 0 ? space + w : w;
    line.words.push(pieces);
  }
  if (line.words.length > 0 || lines.length === 0) push();
  return lines;
}

/** Draws one wrapped line, merging neighbouring pieces of the same font into one text run. */
function drawLine(page: PDFPage, line: Line, x: number, y: number, size: number, regular: PDFFont, bold: PDFFont, color: Color) {
  const runs: { text: string; bold: boolean }[] = [];
  line.words.forEach((pieces, wi) => {
    pieces.forEach((p, pi) => {
      const sep = wi > 0 && pi === 0 ? " " : "";
      const last = runs[runs.length - 1];
      if (last && last.bold === p.bold) last.text += sep + p.text;
      else {
        if (last && sep) last.text += sep;
        runs.push({ text: p.text, bold: p.bold });
      }
    });
  });
  let cx = x;
  for (const run of runs) {
    const font = run.bold ? bold : regular;
    page.drawText(run.text, { x: cx, y, size, font, color });
    cx += measure(font, run.text, size);
  }
}

// ---------------------------------------------------------------------------
// Seeded randomness and a small RGB raster for procedural figures

/** mulberry32: tiny, fast, good enough for textures and layout jitter. */
function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = readonly [number, number, number];
type Rng = () => number;

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length) % items.length] as T;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

class Raster {
  readonly px: Uint8ClampedArray;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8ClampedArray(w * h * 3);
  }

  private blend(i: number, c: Rgb, a: number) {
    const p = this.px;
    p[i] = p[i]! + (c[0] - p[i]!) * a;
    p[i + 1] = p[i + 1]! + (c[1] - p[i + 1]!) * a;
    p[i + 2] = p[i + 2]! + (c[2] - p[i + 2]!) * a;
  }

  gradient(top: Rgb, bottom: Rgb, y0 = 0, y1 = this.h) {
    const row = this.w * 3;
    for (let y = Math.max(0, y0); y < Math.min(this.h, y1); y++) {
      const c = mix(top, bottom, (y - y0) / Math.max(1, y1 - y0));
      const start = y * row;
      this.px[start] = c[0];
      this.px[start + 1] = c[1];
      this.px[start + 2] = c[2];
      // Doubling copies fill the row in log(w) steps.
      for (let n = 3; n < row; n *= 2) this.px.copyWithin(start + n, start, start + Math.min(n, row - n));
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb, a = 1) {
    const xa = Math.max(0, Math.round(x0));
    const xb = Math.min(this.w, Math.round(x1));
    const ya = Math.max(0, Math.round(y0));
    const yb = Math.min(this.h, Math.round(y1));
    for (let y = ya; y < yb; y++) for (let x = xa, i = (y * this.w + xa) * 3; x < xb; x++, i += 3) this.blend(i, c, a);
  }

  strokeRect(x0: number, y0: number, x1: number, y1: number, t: number, c: Rgb, a = 1) {
    this.rect(x0, y0, x1, y0 + t, c, a);
    this.rect(x0, y1 - t, x1, y1, c, a);
    this.rect(x0, y0 + t, x0 + t, y1 - t, c, a);
    this.rect(x1 - t, y0 + t, x1, y1 - t, c, a);
  }

  /** Anti-aliased ellipse; `feather` widens the soft edge (bokeh, glows). */
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, a = 1, feather = 1) {
    const m = feather + 1;
    const xa = Math.max(0, Math.floor(cx - rx - m));
    const xb = Math.min(this.w, Math.ceil(cx + rx + m));
    const ya = Math.max(0, Math.floor(cy - ry - m));
    const yb = Math.min(this.h, Math.ceil(cy + ry + m));
    const r = Math.min(rx, ry);
    for (let y = ya; y < yb; y++) {
      const dy = (y + 0.5 - cy) / ry;
      for (let x = xa, i = (y * this.w + xa) * 3; x < xb; x++, i += 3) {
        const dx = (x + 0.5 - cx) / rx;
        const q = Math.sqrt(dx * dx + dy * dy);
        const cov = clamp01(((1 - q) * r) / feather + 0.5);
        if (cov > 0) this.blend(i, c, cov * a);
      }
    }
  }

  disc(cx: number, cy: number, r: number, c: Rgb, a = 1, feather = 1) {
    this.ellipse(cx, cy, r, r, c, a, feather);
  }

  ring(cx: number, cy: number, r: number, t: number, c: Rgb, a = 1) {
    const xa = Math.max(0, Math.floor(cx - r - t));
    const xb = Math.min(this.w, Math.ceil(cx + r + t));
    const ya = Math.max(0, Math.floor(cy - r - t));
    const yb = Math.min(this.h, Math.ceil(cy + r + t));
    for (let y = ya; y < yb; y++) {
      for (let x = xa, i = (y * this.w + xa) * 3; x < xb; x++, i += 3) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const cov = clamp01(t / 2 - Math.abs(d - r) + 0.5);
        if (cov > 0) this.blend(i, c, cov * a);
      }
    }
  }

  /** Thick anti-aliased segment with round caps. */
  line(x0: number, y0: number, x1: number, y1: number, t: number, c: Rgb, a = 1) {
    const h = t / 2 + 1;
    const xa = Math.max(0, Math.floor(Math.min(x0, x1) - h));
    const xb = Math.min(this.w, Math.ceil(Math.max(x0, x1) + h));
    const ya = Math.max(0, Math.floor(Math.min(y0, y1) - h));
    const yb = Math.min(this.h, Math.ceil(Math.max(y0, y1) + h));
    const vx = x1 - x0;
    const vy = y1 - y0;
    const len2 = vx * vx + vy * vy || 1;
    for (let y = ya; y < yb; y++) {
      for (let x = xa, i = (y * this.w + xa) * 3; x < xb; x++, i += 3) {
        const px = x + 0.5 - x0;
        const py = y + 0.5 - y0;
        const s = Math.max(0, Math.min(1, (px * vx + py * vy) / len2));
        const d = Math.hypot(px - s * vx, py - s * vy);
        const cov = clamp01(t / 2 - d + 0.5);
        if (cov > 0) this.blend(i, c, cov * a);
      }
    }
  }

  dashed(points: [number, number][], t: number, dash: number, gap: number, c: Rgb, a = 1) {
    for (let k = 1; k < points.length; k++) {
      const [x0, y0] = points[k - 1]!;
      const [x1, y1] = points[k]!;
      const len = Math.hypot(x1 - x0, y1 - y0);
      for (let s = 0; s < len; s += dash + gap) {
        const e = Math.min(len, s + dash);
        this.line(x0 + ((x1 - x0) * s) / len, y0 + ((y1 - y0) * s) / len, x0 + ((x1 - x0) * e) / len, y0 + ((y1 - y0) * e) / len, t, c, a);
      }
    }
  }

  arrowHead(x: number, y: number, angle: number, size: number, c: Rgb) {
    const a1 = angle + Math.PI * 0.82;
    const a2 = angle - Math.PI * 0.82;
    this.line(x, y, x + Math.cos(a1) * size, y + Math.sin(a1) * size, size / 3, c);
    this.line(x, y, x + Math.cos(a2) * size, y + Math.sin(a2) * size, size / 3, c);
  }

  /** Multiplies brightness by a per-pixel factor (shading, vignettes). */
  shade(fn: (x: number, y: number) => number) {
    for (let y = 0, i = 0; y < this.h; y++) {
      for (let x = 0; x < this.w; x++, i += 3) {
        const f = fn(x, y);
        this.px[i] = this.px[i]! * f;
        this.px[i + 1] = this.px[i + 1]! * f;
        this.px[i + 2] = this.px[i + 2]! * f;
      }
    }
  }

  /** Bilinear 2x enlargement (weights 3/4 and 1/4), done as two separable passes. */
  upscale2(): Raster {
    const { w, h } = this;
    const src = this.px;
    const wide = new Uint8ClampedArray(w * 2 * h * 3);
    for (let y = 0; y < h; y++) {
      const s0 = y * w * 3;
      const d0 = y * w * 6;
      for (let x = 0; x < w; x++) {
        const l = x > 0 ? x - 1 : 0;
        const r = x < w - 1 ? x + 1 : x;
        for (let k = 0; k < 3; k++) {
          const c = src[s0 + x * 3 + k]!;
          wide[d0 + x * 6 + k] = (3 * c + src[s0 + l * 3 + k]! + 2) >> 2;
          wide[d0 + x * 6 + 3 + k] = (3 * c + src[s0 + r * 3 + k]! + 2) >> 2;
        }
      }
    }
    const out = new Raster(w * 2, h * 2);
    const dst = out.px;
    const row = w * 6;
    for (let y = 0; y < h; y++) {
      const up = (y > 0 ? y - 1 : 0) * row;
      const mid = y * row;
      const down = (y < h - 1 ? y + 1 : y) * row;
      const o0 = 2 * y * row;
      const o1 = o0 + row;
      for (let i = 0; i < row; i++) {
        const c = 3 * wide[mid + i]! + 2;
        dst[o0 + i] = (c + wide[up + i]!) >> 2;
        dst[o1 + i] = (c + wide[down + i]!) >> 2;
      }
    }
    return out;
  }

  /** Film grain: triangular luminance noise plus a little chroma noise, from an inline xorshift. */
  grain(seed: number, amount: number, chroma: number) {
    let s = seed | 0 || 0x9e3779b9;
    const p = this.px;
    for (let i = 0; i < p.length; i += 3) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const n = (((s & 255) + ((s >>> 8) & 255) - 255) / 255) * amount;
      const cr = ((((s >>> 16) & 255) - 127.5) / 127.5) * chroma;
      const cb = ((((s >>> 24) & 255) - 127.5) / 127.5) * chroma;
      p[i] = p[i]! + n + cr;
      p[i + 1] = p[i + 1]! + n;
      p[i + 2] = p[i + 2]! + n + cb;
    }
  }
}

/** Smooth value noise on a coarse lattice, sampled in pixel space. */
class ValueNoise {
  private readonly grid: Float32Array;
  constructor(
    rng: Rng,
    private readonly gw: number,
    private readonly gh: number,
    private readonly cell: number,
  ) {
    this.grid = new Float32Array((gw + 2) * (gh + 2));
    for (let i = 0; i < this.grid.length; i++) this.grid[i] = rng() * 2 - 1;
  }
  at(x: number, y: number) {
    const u = Math.min(this.gw, Math.max(0, x / this.cell));
    const v = Math.min(this.gh, Math.max(0, y / this.cell));
    const i = Math.floor(u);
    const j = Math.floor(v);
    let fu = u - i;
    let fv = v - j;
    fu = fu * fu * (3 - 2 * fu);
    fv = fv * fv * (3 - 2 * fv);
    const row = this.gw + 2;
    const g = this.grid;
    const a = g[j * row + i]!;
    const b = g[j * row + i + 1]!;
    const c = g[(j + 1) * row + i]!;
    const d = g[(j + 1) * row + i + 1]!;
    return a + (b - a) * fu + (c - a) * fv + (a - b - c + d) * fu * fv;
  }
}

const noiseFor = (rng: Rng, w: number, h: number, cell: number) => new ValueNoise(rng, Math.ceil(w / cell) + 1, Math.ceil(h / cell) + 1, cell);

// ---------------------------------------------------------------------------
// PNG encoding (node:zlib + CRC32) and pass-through embedding

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
function embedPngPassThrough(doc: PDFDocument, png: Uint8Array, ref: PDFRef) {
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

// ---------------------------------------------------------------------------
// Procedural figures

type Label = { x: number; y: number; text: string; size: number; color: Rgb; bold?: boolean; align?: "left" | "center" | "right" };
// "grain": Sub filter + Huffman-only deflate (LZ matching finds nothing in film grain, so skip it);
// "flat": Up filter + ordinary deflate for charts and plans.
type Figure = { raster: Raster; labels: Label[]; caption: string; compression: "grain" | "flat" };
type FigureKind = "photo" | "chart" | "plan";
type FigureTemplate = { kind: FigureKind; tags: Tag[]; render: (rng: Rng, seed: number) => Figure };

type Tag = "ai" | "kitchen" | "sustainability" | "revenue" | "hotel" | "menu" | "design";
const TAG_PATTERNS: Record<Tag, RegExp> = {
  ai: /\bai\b|prompt|automation|chatbot/,
  kitchen: /kitchen|chef|food cost|prep\b|culinary/,
  sustainability: /sustainab|waste|energy|carbon|water/,
  revenue: /revenue|pricing|revpar|\badr\b|yield|profit|roi\b/,
  hotel: /hotel|housekeeping|front office|rooms?\b/,
  menu: /menu engineering|contribution margin|plowhorse/,
  design: /design|layout|floor plan|workflow|zoning/,
};

const FIG_W = 1500;
const PHOTO_W = 1200;
const PHOTO_GRAIN = 5;
// Barely visible paper/blueprint texture on plans and the printable matrix.
const PAPER_GRAIN = 0.6;
const C_BRAND: Rgb = [18, 64, 61];
const C_BRAND_2: Rgb = [74, 140, 128];
const C_ACCENT: Rgb = [199, 125, 61];
const C_GOOD: Rgb = [63, 133, 92];
const C_INK: Rgb = [40, 42, 44];
const C_MUTED: Rgb = [105, 108, 110];
const C_PAPER: Rgb = [250, 247, 240];
const C_GRID: Rgb = [222, 216, 204];
const C_WHITE: Rgb = [255, 255, 255];

type Axis = { x0: number; x1: number; y0: number; y1: number; min: number; max: number; y: (v: number) => number };

/** Paper, grid, y ticks and x labels shared by the bar and line charts. */
function chartFrame(r: Raster, labels: Label[], min: number, max: number, step: number, fmt: (v: number) => string, xLabels: string[]): Axis & { slot: (i: number) => number; slotW: number } {
  r.gradient(C_PAPER, [246, 241, 231]);
  const x0 = 150;
  const x1 = r.w - 50;
  const y0 = 90;
  const y1 = r.h - 110;
  const y = (v: number) => y1 - ((v - min) / (max - min)) * (y1 - y0);
  for (let v = min; v <= max + 1e-9; v += step) {
    r.rect(x0, y(v) - 1, x1, y(v) + 1, C_GRID);
    labels.push({ x: x0 - 16, y: y(v) + 8, text: fmt(v), size: 7, color: C_MUTED, align: "right" });
  }
  r.rect(x0, y1 - 2, x1, y1 + 2, [120, 116, 108]);
  const slotW = (x1 - x0) / xLabels.length;
  const slot = (i: number) => x0 + slotW * (i + 0.5);
  xLabels.forEach((t, i) => labels.push({ x: slot(i), y: y1 + 40, text: t, size: 7, color: C_MUTED, align: "center" }));
  return { x0, x1, y0, y1, min, max, y, slot, slotW };
}

function legend(r: Raster, labels: Label[], items: [string, Rgb][], x: number, y: number) {
  let cx = x;
  for (const [text, c] of items) {
    r.rect(cx, y - 22, cx + 28, y + 2, c);
    labels.push({ x: cx + 40, y: y, text, size: 7.5, color: C_INK });
    cx += 60 + text.length * 15;
  }
}

function polyline(r: Raster, pts: [number, number][], c: Rgb, t = 6) {
  for (let i = 1; i < pts.length; i++) r.line(pts[i - 1]![0], pts[i - 1]![1], pts[i]![0], pts[i]![1], t, c);
  for (const [x, y] of pts) {
    r.disc(x, y, t * 1.6, c);
    r.disc(x, y, t * 0.7, C_WHITE);
  }
}

const WEEKS = Array.from({ length: 12 }, (_, i) => `W${i + 1}`);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const FIGURE_TEMPLATES: FigureTemplate[] = [
  // --- photo-like panels ---------------------------------------------
  // Drawn at half resolution (soft, like a shallow depth of field), then
  // doubled and given full-resolution film grain.
  {
    kind: "photo",
    tags: ["kitchen", "revenue", "ai", "menu", "hotel", "sustainability"],
    render(rng, seed) {
      const r = new Raster(PHOTO_W / 2, 345);
      const n = noiseFor(rng, r.w, r.h, 72);
      const tableTop = Math.round(r.h * between(rng, 0.5, 0.6));
      r.gradient([38, 27, 22], [96, 64, 44], 0, tableTop);
      // Warm out-of-focus lights along the back wall.
      const bokeh = 34 + Math.floor(rng() * 16);
      for (let i = 0; i < bokeh; i++) {
        const rad = between(rng, 6, 26);
        r.disc(between(rng, 0, r.w), between(rng, 16, tableTop - 12), rad, pick(rng, [[255, 196, 120], [255, 220, 160], [240, 160, 90], [255, 238, 200]] as Rgb[]), between(rng, 0.12, 0.38), rad * 0.35);
      }
      // Wood table: planks and grain.
      const wood = noiseFor(rng, r.w, r.h, 48);
      const knots = noiseFor(rng, r.w, r.h, 14);
      for (let y = tableTop; y < r.h; y++) {
        const plank = Math.floor((y - tableTop) / 48) % 2 === 0 ? 1 : 0.93;
        const depth = 1 - 0.25 * ((r.h - y) / (r.h - tableTop));
        for (let x = 0, i = y * r.w * 3; x < r.w; x++, i += 3) {
          const g = Math.sin(y * 0.9 + wood.at(x, y) * 4 + knots.at(x, y) * 0.6) * 0.5 + 0.5;
          const f = (0.78 + 0.22 * g) * plank * depth;
          r.px[i] = 122 * f;
          r.px[i + 1] = 80 * f;
          r.px[i + 2] = 52 * f;
        }
      }
      r.rect(0, tableTop - 2, r.w, tableTop + 2, [30, 20, 14], 0.6);
      // Plates seen at an angle, each with a plated dish and cutlery.
      const plates = 2 + Math.floor(rng() * 3);
      for (let k = 0; k < plates; k++) {
        const cx = ((k + 0.5) / plates) * r.w + between(rng, -24, 24);
        const cy = tableTop + (r.h - tableTop) * between(rng, 0.45, 0.62);
        const rx = between(rng, 60, 84);
        r.ellipse(cx + 5, cy + 6, rx, rx * 0.42, [20, 12, 8], 0.45, 7);
        r.ellipse(cx, cy, rx, rx * 0.42, [236, 232, 224], 1, 1);
        r.ellipse(cx, cy, rx * 0.72, rx * 0.3, [246, 243, 236], 1, 2.5);
        const food = pick(rng, [[64, 110, 48], [170, 70, 45], [205, 150, 70], [120, 60, 40]] as Rgb[]);
        for (let b = 0; b < 9; b++) r.ellipse(cx + between(rng, -rx * 0.3, rx * 0.3), cy + between(rng, -rx * 0.1, rx * 0.08), between(rng, 6, 18), between(rng, 3, 8), mix(food, pick(rng, [[240, 220, 160], [40, 90, 40], [150, 40, 30]] as Rgb[]), rng() * 0.4), 0.9, 1.2);
        r.ellipse(cx - rx * 0.2, cy - rx * 0.15, rx * 0.25, rx * 0.05, C_WHITE, 0.35, 4);
        r.line(cx + rx * 1.12, cy - rx * 0.3, cx + rx * 1.2, cy + rx * 0.32, 3.6, [200, 200, 196]);
        r.line(cx - rx * 1.12, cy - rx * 0.3, cx - rx * 1.18, cy + rx * 0.32, 2.8, [200, 200, 196]);
      }
      r.shade((x, y) => {
        const dx = x / r.w - 0.5;
        const dy = y / r.h - 0.45;
        return (1 - 0.75 * (dx * dx + dy * dy)) * (1 + 0.07 * n.at(x, y));
      });
      const big = r.upscale2();
      big.grain(seed, PHOTO_GRAIN, 1);
      return { raster: big, labels: [], caption: "Evening dining room: a procedurally generated study of light, table setting and plating texture.", compression: "grain" };
    },
  },
  {
    kind: "photo",
    tags: ["kitchen", "design", "sustainability", "menu", "ai"],
    render(rng, seed) {
      const r = new Raster(PHOTO_W / 2, 330);
      const streak = new Float32Array(r.h);
      let v = 0;
      for (let y = 0; y < r.h; y++) {
        v = v * 0.7 + (rng() - 0.5) * 16;
        streak[y] = v;
      }
      const n = noiseFor(rng, r.w, r.h, 56);
      const shelfY = Math.round(r.h * between(rng, 0.22, 0.3));
      const counterY = Math.round(r.h * between(rng, 0.62, 0.7));
      // Brushed stainless steel: row streaks plus slow light falloff.
      for (let y = 0; y < r.h; y++) {
        const band = y < shelfY ? 0.78 : y < counterY ? 0.9 : 1.02;
        for (let x = 0, i = y * r.w * 3; x < r.w; x++, i += 3) {
          const base = (150 + streak[y]! + n.at(x, y) * 22) * band * (0.82 + 0.3 * Math.sin((x / r.w) * Math.PI));
          r.px[i] = base * 0.97;
          r.px[i + 1] = base;
          r.px[i + 2] = base * 1.04;
        }
      }
      r.rect(0, shelfY - 4, r.w, shelfY + 2, [70, 72, 76]);
      r.rect(0, counterY - 2, r.w, counterY + 4, [60, 62, 66]);
      // Ticket rail with order tickets.
      const railY = shelfY + 16;
      r.rect(16, railY, r.w - 16, railY + 5, [95, 98, 102]);
      const tickets = 8 + Math.floor(rng() * 6);
      for (let k = 0; k < tickets; k++) {
        const x = 28 + (k / tickets) * (r.w - 64) + between(rng, -4, 4);
        const h = between(rng, 48, 76);
        r.rect(x, railY + 2, x + 33, railY + h, [244, 242, 232]);
        for (let l = 0; l < 6; l++) r.rect(x + 4, railY + 10 + l * 7, x + between(rng, 16, 29), railY + 12 + l * 7, [120, 120, 120], 0.6);
      }
      // Heat lamps glowing over the pass, plates waiting below.
      const lamps = 4 + Math.floor(rng() * 3);
      for (let k = 0; k < lamps; k++) {
        const cx = ((k + 0.5) / lamps) * r.w;
        r.ellipse(cx, shelfY - 16, 36, 10, [255, 150, 60], 0.55, 16);
        r.ellipse(cx, (shelfY + counterY) / 2 + 24, 104, 72, [255, 170, 80], 0.16, 64);
        r.ellipse(cx, counterY - 16, 44, 12, [240, 238, 232], 1, 1);
        r.ellipse(cx, counterY - 17, 24, 6, pick(rng, [[120, 150, 70], [190, 90, 50], [220, 180, 110]] as Rgb[]), 0.9, 2.5);
      }
      r.shade((x, y) => {
        const dx = x / r.w - 0.5;
        const dy = y / r.h - 0.5;
        return 1 - 0.6 * (dx * dx + dy * dy);
      });
      const big = r.upscale2();
      big.grain(seed, PHOTO_GRAIN, 1);
      return { raster: big, labels: [], caption: "The pass during service: brushed steel, heat lamps and the ticket rail (procedurally generated illustration).", compression: "grain" };
    },
  },
  {
    kind: "photo",
    tags: ["hotel", "revenue", "ai"],
    render(rng, seed) {
      const r = new Raster(PHOTO_W / 2, 336);
      const n = noiseFor(rng, r.w, r.h, 88);
      const warp = noiseFor(rng, r.w, r.h, 60);
      const a1 = between(rng, 0.035, 0.05);
      const a2 = between(rng, 0.06, 0.09);
      // Soft diagonal folds in a duvet lit from a window on the left.
      for (let y = 0; y < r.h; y++) {
        for (let x = 0, i = y * r.w * 3; x < r.w; x++, i += 3) {
          const w = warp.at(x, y);
          const fold = Math.sin((x * 0.9 + y * 0.45) * a1 + w * 1.6) * 0.65 + Math.sin((x * 0.3 - y * 0.95) * a2 + w) * 0.35;
          const light = 1.04 - 0.3 * (x / r.w) + 0.05 * n.at(x, y);
          const f = light * (0.9 + 0.08 * fold);
          r.px[i] = 244 * f;
          r.px[i + 1] = 239 * f;
          r.px[i + 2] = 229 * f;
        }
      }
      // Pillows and a folded runner with a welcome card.
      const py = r.h * 0.18;
      for (let k = 0; k < 2; k++) {
        const cx = r.w * (0.32 + 0.36 * k);
        r.ellipse(cx + 8, py + 60, 120, 48, [120, 110, 95], 0.35, 24);
        r.ellipse(cx, py + 48, 116, 46, [250, 248, 242], 1, 12);
      }
      const runnerY = r.h * between(rng, 0.62, 0.7);
      r.rect(0, runnerY, r.w, runnerY + 52, [84, 104, 98], 0.92);
      r.rect(0, runnerY + 4, r.w, runnerY + 6, [200, 170, 120], 0.7);
      r.rect(0, runnerY + 46, r.w, runnerY + 48, [200, 170, 120], 0.7);
      // A folded welcome card with its shadow.
      r.rect(r.w * 0.645, runnerY - 38, r.w * 0.805, runnerY - 12, [60, 50, 40], 0.18);
      r.rect(r.w * 0.64, runnerY - 44, r.w * 0.8, runnerY - 18, [252, 250, 244]);
      r.rect(r.w * 0.66, runnerY - 36, r.w * 0.74, runnerY - 34, [84, 104, 98], 0.8);
      r.rect(r.w * 0.66, runnerY - 30, r.w * 0.77, runnerY - 29, [150, 150, 150], 0.6);
      r.shade((x, y) => 1 - 0.5 * ((x / r.w - 0.4) ** 2 + (y / r.h - 0.5) ** 2));
      const big = r.upscale2();
      big.grain(seed, PHOTO_GRAIN, 1);
      return { raster: big, labels: [], caption: "Turn-down detail: linen, light and texture in a guest room (procedurally generated illustration).", compression: "grain" };
    },
  },
  // --- charts ----------------------------------------------------------
  {
    kind: "chart",
    tags: ["kitchen", "menu", "revenue"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const ax = chartFrame(r, labels, 20, 40, 5, (v) => `${v}%`, WEEKS);
      let v = between(rng, 33, 36);
      WEEKS.forEach((_, i) => {
        v = Math.max(24, Math.min(38, v - between(rng, 0, 0.9) + between(rng, -0.6, 0.6)));
        const c = v <= 30 ? C_GOOD : C_ACCENT;
        r.rect(ax.slot(i) - ax.slotW * 0.3, ax.y(v), ax.slot(i) + ax.slotW * 0.3, ax.y1 - 2, c);
        // Labels near the target line go inside the bar so the dashed line stays readable.
        const inside = Math.abs(v - 30) < 1.4;
        labels.push({ x: ax.slot(i), y: inside ? Math.max(ax.y(v), ax.y(30)) + 34 : ax.y(v) - 14, text: `${v.toFixed(1)}%`, size: 6.5, color: inside ? C_WHITE : C_INK, bold: inside, align: "center" });
      });
      r.dashed([[ax.x0, ax.y(30)], [ax.x1, ax.y(30)]], 5, 24, 14, C_BRAND);
      legend(r, labels, [["Above target", C_ACCENT], ["On target", C_GOOD], ["Target 30%", C_BRAND]], ax.x0 + 10, 50);
      return { raster: r, labels, caption: "Weekly food cost as a share of food sales against a 30% target (illustrative 12-week data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["sustainability", "kitchen"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const ax = chartFrame(r, labels, 0, 20, 4, (v) => `${v} kg`, WEEKS);
      let base = between(rng, 13, 15);
      let prog = base;
      const a: [number, number][] = [];
      const b: [number, number][] = [];
      WEEKS.forEach((_, i) => {
        base = Math.max(11, Math.min(17, base + between(rng, -0.8, 0.8)));
        prog = i < 2 ? base : Math.max(5.5, prog * between(rng, 0.88, 0.97));
        a.push([ax.slot(i), ax.y(base)]);
        b.push([ax.slot(i), ax.y(prog)]);
      });
      polyline(r, a, [170, 160, 150]);
      polyline(r, b, C_GOOD);
      legend(r, labels, [["Baseline kitchen", [170, 160, 150]], ["With waste programme", C_GOOD]], ax.x0 + 10, 50);
      labels.push({ x: ax.x1 - 4, y: 58, text: "Food waste per 100 covers", size: 7.5, color: C_MUTED, align: "right" });
      return { raster: r, labels, caption: "Food waste in kg per 100 covers, baseline against a measured waste programme (illustrative data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["ai"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const depts = ["Kitchen", "F&B service", "Front office", "Housekeeping", "Marketing", "Finance"];
      const ax = chartFrame(r, labels, 0, 16, 4, (v) => `${v} h`, depts);
      depts.forEach((_, i) => {
        const before = between(rng, 7, 15);
        const after = before * between(rng, 0.45, 0.7);
        const w = ax.slotW * 0.28;
        r.rect(ax.slot(i) - w - 4, ax.y(before), ax.slot(i) - 4, ax.y1 - 2, [176, 170, 160]);
        r.rect(ax.slot(i) + 4, ax.y(after), ax.slot(i) + w + 4, ax.y1 - 2, C_BRAND_2);
        labels.push({ x: ax.slot(i) + w / 2 + 4, y: ax.y(after) - 14, text: `-${Math.round((1 - after / before) * 100)}%`, size: 6.5, color: C_BRAND, bold: true, align: "center" });
      });
      legend(r, labels, [["Before templates", [176, 170, 160]], ["After 30 days", C_BRAND_2]], ax.x0 + 10, 50);
      labels.push({ x: ax.x1 - 4, y: 58, text: "Admin hours per week", size: 7.5, color: C_MUTED, align: "right" });
      return { raster: r, labels, caption: "Weekly hours spent on writing and admin tasks per department, before and after prompt templates (illustrative data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["revenue", "hotel"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const ax = chartFrame(r, labels, 0, 160, 40, (v) => `$${v}`, MONTHS);
      const season = between(rng, 0, Math.PI * 2);
      MONTHS.forEach((_, i) => {
        const last = 92 + 28 * Math.sin(season + (i / 12) * Math.PI * 2) + between(rng, -6, 6);
        const now = last * between(rng, 1.02, 1.14);
        const w = ax.slotW * 0.3;
        r.rect(ax.slot(i) - w, ax.y(last), ax.slot(i), ax.y1 - 2, [186, 180, 170]);
        r.rect(ax.slot(i), ax.y(now), ax.slot(i) + w, ax.y1 - 2, C_BRAND);
      });
      legend(r, labels, [["RevPAR last year", [186, 180, 170]], ["RevPAR this year", C_BRAND]], ax.x0 + 10, 50);
      return { raster: r, labels, caption: "Revenue per available room by month, last year against this year after pricing fences were introduced (illustrative data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["sustainability", "design", "kitchen"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const hours = Array.from({ length: 18 }, (_, i) => `${String(i + 6).padStart(2, "0")}h`);
      const ax = chartFrame(r, labels, 0, 120, 20, (v) => `${v} kW`, hours);
      const before: [number, number][] = [];
      const after: [number, number][] = [];
      hours.forEach((_, i) => {
        const h = i + 6;
        const service = Math.exp(-((h - 12.5) ** 2) / 3) * 45 + Math.exp(-((h - 19.5) ** 2) / 4) * 55;
        const b = 38 + service + between(rng, -4, 4);
        const a = (i < 2 || i > 15 ? 12 : 22) + service * 0.85 + between(rng, -3, 3);
        before.push([ax.slot(i), ax.y(b)]);
        after.push([ax.slot(i), ax.y(a)]);
      });
      // Shade the saving between the two curves.
      for (let i = 1; i < before.length; i++) {
        const [xa, ya] = before[i - 1]!;
        const [xb, yb] = before[i]!;
        const [, za] = after[i - 1]!;
        const [, zb] = after[i]!;
        for (let x = Math.floor(xa); x < xb; x++) {
          const t = (x - xa) / (xb - xa);
          r.rect(x, ya + (yb - ya) * t, x + 1, za + (zb - za) * t, [120, 180, 140], 0.35);
        }
      }
      polyline(r, before, C_ACCENT, 5);
      polyline(r, after, C_GOOD, 5);
      legend(r, labels, [["Equipment always on", C_ACCENT], ["Switch-on schedule", C_GOOD]], ax.x0 + 10, 50);
      return { raster: r, labels, caption: "Kitchen electrical load across a trading day with and without a switch-on schedule; the shaded area is the saving (illustrative data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["ai"],
    render(rng) {
      const r = new Raster(FIG_W, 800);
      const labels: Label[] = [];
      const days = Array.from({ length: 10 }, (_, i) => `Day ${(i + 1) * 3}`);
      const ax = chartFrame(r, labels, 0, 100, 20, (v) => `${v}%`, days);
      const pts: [number, number][] = [];
      let v = 0;
      days.forEach((_, i) => {
        v = Math.min(92, v + between(rng, 5, 13) * (i < 6 ? 1.2 : 0.7));
        pts.push([ax.slot(i), ax.y(v)]);
      });
      r.rect(ax.x0, ax.y(80), ax.x1, ax.y(60), [200, 225, 210], 0.55);
      polyline(r, pts, C_BRAND_2, 6);
      labels.push({ x: ax.x0 + 16, y: ax.y(80) + 30, text: "Target band for day 30", size: 7, color: C_GOOD });
      legend(r, labels, [["Share of routine writing tasks started from an approved prompt", C_BRAND_2]], ax.x0 + 10, 50);
      return { raster: r, labels, caption: "Adoption over the first 30 days: share of routine writing tasks that start from an approved prompt (illustrative data).", compression: "flat" };
    },
  },
  {
    kind: "chart",
    tags: ["menu"],
    render(rng, seed) {
      const r = new Raster(FIG_W, 900);
      const labels: Label[] = [];
      r.gradient(C_PAPER, [246, 241, 231]);
      const x0 = 170;
      const x1 = r.w - 60;
      const y0 = 60;
      const y1 = r.h - 120;
      const mx = (x0 + x1) / 2;
      const my = (y0 + y1) / 2;
      r.rect(mx, y0, x1, my, [214, 234, 220]);
      r.rect(x0, y0, mx, my, [246, 230, 206]);
      r.rect(mx, my, x1, y1, [222, 230, 240]);
      r.rect(x0, my, mx, y1, [238, 222, 220]);
      r.strokeRect(x0, y0, x1, y1, 3, [120, 116, 108]);
      r.dashed([[mx, y0], [mx, y1]], 4, 20, 12, C_INK);
      r.dashed([[x0, my], [x1, my]], 4, 20, 12, C_INK);
      labels.push({ x: x1 - 20, y: y0 + 40, text: "STARS", size: 10, color: C_GOOD, bold: true, align: "right" });
      labels.push({ x: x0 + 20, y: y0 + 40, text: "PUZZLES", size: 10, color: C_ACCENT, bold: true });
      labels.push({ x: x1 - 20, y: y1 - 24, text: "PLOWHORSES", size: 10, color: [60, 90, 140], bold: true, align: "right" });
      labels.push({ x: x0 + 20, y: y1 - 24, text: "DOGS", size: 10, color: [150, 60, 60], bold: true });
      labels.push({ x: (x0 + x1) / 2, y: r.h - 40, text: "Popularity (menu mix %)  -  line at 70% of fair share", size: 7.5, color: C_MUTED, align: "center" });
      labels.push({ x: 40, y: y0 + 20, text: "Contribution", size: 7.5, color: C_MUTED });
      labels.push({ x: 40, y: y0 + 50, text: "margin ($)", size: 7.5, color: C_MUTED });
      labels.push({ x: 40, y: my + 8, text: "average", size: 7, color: C_MUTED });
      const items = ["Burger", "Risotto", "Sea bass", "Ribeye", "Caesar", "Curry", "Gnocchi", "Tacos", "Lamb", "Salmon", "Tart", "Pork belly"];
      items.forEach((name, i) => {
        const qx = i % 2 === 0 ? 1 : -1;
        const qy = Math.floor(i / 2) % 2 === 0 ? -1 : 1;
        const x = mx + qx * between(rng, 60, (x1 - x0) / 2 - 120);
        const y = my + qy * between(rng, 40, (y1 - y0) / 2 - 70);
        const c = qx > 0 ? (qy < 0 ? C_GOOD : ([60, 90, 140] as Rgb)) : qy < 0 ? C_ACCENT : ([150, 60, 60] as Rgb);
        r.disc(x, y, 14, c);
        r.disc(x, y, 6, C_WHITE);
        labels.push({ x: x + 24, y: y + 8, text: name, size: 7, color: C_INK });
      });
      // A faint paper texture: the matrix is meant to be printed and written on.
      r.grain(seed, PAPER_GRAIN, 0);
      return { raster: r, labels, caption: "Menu engineering matrix: each dish plotted by popularity and contribution margin (illustrative twelve-item menu).", compression: "flat" };
    },
  },
  // --- plans -----------------------------------------------------------
  {
    kind: "plan",
    tags: ["kitchen", "design", "sustainability", "menu", "ai"],
    render(rng, seed) {
      const r = new Raster(FIG_W, 940);
      const labels: Label[] = [];
      const bg: Rgb = [27, 57, 90];
      const line: Rgb = [232, 240, 248];
      const equip: Rgb = [150, 200, 235];
      r.gradient(bg, [24, 52, 84]);
      for (let x = 0; x < r.w; x += 25) r.rect(x, 0, x + 1, r.h, x % 125 === 0 ? [55, 92, 130] : [38, 72, 108]);
      for (let y = 0; y < r.h; y += 25) r.rect(0, y, r.w, y + 1, y % 125 === 0 ? [55, 92, 130] : [38, 72, 108]);
      const L = 70;
      const R = r.w - 70;
      const T = 70;
      const B = r.h - 90;
      const split = Math.round(L + (R - L) * between(rng, 0.4, 0.46));
      const row1 = Math.round(T + (B - T) * between(rng, 0.27, 0.33));
      const row2 = Math.round(T + (B - T) * between(rng, 0.6, 0.66));
      const c1 = Math.round(L + (split - L) * 0.36);
      const c2 = Math.round(L + (split - L) * 0.68);
      r.strokeRect(L, T, R, B, 10, line);
      r.rect(split - 3, T, split + 3, B, line);
      r.rect(L, row1 - 3, split, row1 + 3, line);
      r.rect(L, row2 - 3, split, row2 + 3, line);
      r.rect(c1 - 3, T, c1 + 3, row1, line);
      r.rect(c2 - 3, T, c2 + 3, row1, line);
      // Door openings (painted over with background) and swing arcs.
      const door = (x: number, y: number, vertical: boolean) => {
        if (vertical) r.rect(x - 6, y - 38, x + 6, y + 38, bg);
        else r.rect(x - 38, y - 6, x + 38, y + 6, bg);
        r.ring(x, y, 38, 2, line, 0.6);
      };
      door(L + 60, row1, false);
      door((c1 + c2) / 2, row1, false);
      door(split, (row1 + row2) / 2, true);
      door(split, row2 + 90, true);
      door(L, T + 70, true);
      // Equipment.
      for (let k = 0; k < 4; k++) {
        const x = L + 40 + k * ((split - L - 80) / 4);
        r.strokeRect(x, row2 + 24, x + (split - L - 120) / 4, row2 + 100, 3, equip);
        r.ring(x + 30, row2 + 50, 12, 3, equip);
        r.ring(x + 70, row2 + 74, 12, 3, equip);
      }
      r.strokeRect(L + 40, B - 80, split - 60, B - 34, 3, equip);
      r.strokeRect(L + 30, row1 + 30, L + 60, row2 - 30, 3, equip);
      r.strokeRect(split - 80, row1 + 40, split - 30, row2 - 40, 3, equip);
      r.strokeRect(c2 + 30, T + 30, split - 30, row1 - 30, 3, equip);
      for (let k = 0; k < 4; k++) r.rect(c1 + 24, T + 30 + k * 40, c2 - 24, T + 36 + k * 40, equip, 0.9);
      r.strokeRect(L + 90, row1 + 60, split - 130, row1 + 120, 3, equip);
      // Dining room: round and square tables with chairs, a bar counter.
      const barY = T + 60;
      r.strokeRect(split + 60, barY, R - 200, barY + 50, 4, equip);
      for (let x = split + 90; x < R - 220; x += 60) r.ring(x, barY + 90, 14, 3, equip);
      const cols = 4 + Math.floor(rng() * 2);
      const rows = 3;
      for (let i = 0; i < cols; i++) {
        for (let j = 0; j < rows; j++) {
          const cx = split + 110 + (i + 0.5) * ((R - split - 160) / cols);
          const cy = barY + 200 + j * ((B - barY - 250) / rows);
          if ((i + j) % 2 === 0) {
            r.ring(cx, cy, 42, 4, line);
            for (let s = 0; s < 6; s++) r.disc(cx + Math.cos((s * Math.PI) / 3) * 64, cy + Math.sin((s * Math.PI) / 3) * 64, 11, equip, 0.85);
          } else {
            r.strokeRect(cx - 40, cy - 40, cx + 40, cy + 40, 4, line);
            r.disc(cx - 60, cy, 11, equip, 0.85);
            r.disc(cx + 60, cy, 11, equip, 0.85);
          }
        }
      }
      // Flow: receiving -> storage -> prep -> line -> pass -> dining.
      const orange: Rgb = [246, 160, 70];
      const flow: [number, number][] = [
        [L + 30, T + 70],
        [(L + c1) / 2, (T + row1) / 2],
        [(c1 + c2) / 2, (T + row1) / 2],
        [(c1 + c2) / 2, (row1 + row2) / 2],
        [(L + split) / 2, row2 + 150],
        [split - 20, row2 + 90],
        [split + 140, row2 + 90],
      ];
      r.dashed(flow, 6, 26, 16, orange);
      r.arrowHead(split + 140, row2 + 90, 0, 30, orange);
      const zone = (x: number, y: number, text: string) => labels.push({ x, y, text, size: 7.5, color: C_WHITE, bold: true, align: "center" });
      zone((L + c1) / 2, T + 30 + (row1 - T) / 2, "RECEIVING / DRY STORE");
      zone((c1 + c2) / 2, row1 - 24, "WALK-IN");
      zone((c2 + split) / 2, row1 - 10, "DISH");
      zone((L + split) / 2, (row1 + row2) / 2 + 30, "PREP");
      zone((L + split) / 2, row2 + 130, "HOT LINE");
      zone((L + split) / 2, B - 14, "PASS");
      zone((split + R) / 2, barY - 22, "BAR");
      zone((split + R) / 2, B - 14, "DINING ROOM");
      labels.push({ x: R, y: r.h - 34, text: "Orange dashed line: flow of goods from delivery to guest", size: 7, color: [246, 190, 120], align: "right" });
      labels.push({ x: L, y: r.h - 34, text: "Grid 0.5 m", size: 7, color: [170, 200, 225] });
      r.grain(seed, PAPER_GRAIN, 0);
      return { raster: r, labels, caption: "Illustrative restaurant plan: one-way flow from receiving through storage, prep and the line to the pass, with the dining room beyond.", compression: "flat" };
    },
  },
  {
    kind: "plan",
    tags: ["hotel", "ai", "revenue"],
    render(rng, seed) {
      const r = new Raster(FIG_W, 820);
      const labels: Label[] = [];
      const bg: Rgb = [27, 57, 90];
      const line: Rgb = [232, 240, 248];
      const equip: Rgb = [150, 200, 235];
      r.gradient(bg, [24, 52, 84]);
      for (let x = 0; x < r.w; x += 25) r.rect(x, 0, x + 1, r.h, x % 125 === 0 ? [55, 92, 130] : [38, 72, 108]);
      for (let y = 0; y < r.h; y += 25) r.rect(0, y, r.w, y + 1, y % 125 === 0 ? [55, 92, 130] : [38, 72, 108]);
      const L = 60;
      const R = r.w - 60;
      const T = 60;
      const B = r.h - 100;
      const cy0 = Math.round((T + B) / 2 - 40);
      const cy1 = cy0 + 80;
      r.strokeRect(L, T, R, B, 10, line);
      r.rect(L, cy0 - 3, R, cy0 + 3, line);
      r.rect(L, cy1 - 3, R, cy1 + 3, line);
      const coreL = L + 160;
      const perSide = 10;
      const roomW = (R - coreL) / perSide;
      r.rect(coreL - 3, T, coreL + 3, B, line);
      const floor = 3 + Math.floor(rng() * 5);
      for (let k = 0; k < perSide; k++) {
        const x = coreL + k * roomW;
        for (const top of [true, false]) {
          if (k > 0) r.rect(x - 3, top ? T : cy1, x + 3, top ? cy0 : B, line);
          const y0 = top ? T : cy1;
          const y1 = top ? cy0 : B;
          // Bathroom by the corridor, bed by the window.
          const bathY0 = top ? y1 - 90 : y0;
          r.strokeRect(x + 10, bathY0 + 6, x + 80, bathY0 + 84, 3, equip);
          const bedY = top ? y0 + 30 : y1 - 150;
          r.strokeRect(x + roomW * 0.3, bedY, x + roomW - 20, bedY + 120, 3, line);
          r.rect(x + roomW * 0.36, top ? bedY + 8 : bedY + 88, x + roomW - 30, top ? bedY + 30 : bedY + 110, equip, 0.8);
          const doorX = x + roomW - 40;
          r.rect(doorX - 24, (top ? y1 : y0) - 6, doorX + 24, (top ? y1 : y0) + 6, bg);
          const num = `${floor}${String(k * 2 + (top ? 1 : 2)).padStart(2, "0")}`;
          labels.push({ x: x + roomW / 2, y: top ? y0 + 190 : y1 - 170, text: num, size: 7, color: C_WHITE, bold: true, align: "center" });
        }
      }
      // Service core: linen store, lifts, stairs.
      r.strokeRect(L + 20, T + 20, coreL - 20, cy0 - 20, 3, equip);
      r.strokeRect(L + 20, cy1 + 20, coreL - 20, B - 20, 3, equip);
      for (let s = 0; s < 6; s++) r.rect(L + 30, cy1 + 40 + s * 22, coreL - 30, cy1 + 44 + s * 22, equip, 0.8);
      labels.push({ x: (L + coreL) / 2, y: (T + cy0) / 2 - 4, text: "LINEN", size: 7, color: C_WHITE, bold: true, align: "center" });
      labels.push({ x: (L + coreL) / 2, y: (T + cy0) / 2 + 24, text: "LIFTS", size: 7, color: C_WHITE, bold: true, align: "center" });
      labels.push({ x: (L + coreL) / 2, y: B - 30, text: "STAIRS", size: 7, color: C_WHITE, bold: true, align: "center" });
      // Cart route with stops.
      const orange: Rgb = [246, 160, 70];
      const stops = 5 + Math.floor(rng() * 3);
      const pts: [number, number][] = [[coreL - 60, (cy0 + cy1) / 2]];
      for (let s = 0; s < stops; s++) pts.push([coreL + ((s + 0.5) / stops) * (R - coreL - 40), (cy0 + cy1) / 2]);
      r.dashed(pts, 6, 26, 14, orange);
      pts.slice(1).forEach(([x, y], s) => {
        r.disc(x, y, 18, orange);
        labels.push({ x, y: y + 7, text: String(s + 1), size: 7, color: [27, 57, 90], bold: true, align: "center" });
      });
      labels.push({ x: R, y: r.h - 40, text: "Orange: housekeeping cart stops, one pass along the corridor", size: 7, color: [246, 190, 120], align: "right" });
      labels.push({ x: L, y: r.h - 40, text: `Level ${floor}, 20 keys`, size: 7, color: [170, 200, 225] });
      r.grain(seed, PAPER_GRAIN, 0);
      return { raster: r, labels, caption: "Illustrative hotel floor: a 20-key corridor with the linen store by the lifts and a single-pass housekeeping cart route.", compression: "flat" };
    },
  },
];

// Small documents get the light figures first; photos carry the weight in long ones.
const KIND_CYCLE: FigureKind[] = ["chart", "plan", "photo", "photo", "chart", "photo", "plan", "photo"];

function chooseTemplates(spec: PdfDocumentSpec, count: number): FigureTemplate[] {
  const text = [spec.title, spec.subtitle, ...spec.sections.map((s) => s.heading)].join(" ").toLowerCase();
  const tags = (Object.keys(TAG_PATTERNS) as Tag[]).filter((t) => TAG_PATTERNS[t].test(text));
  const used = new Map<FigureKind, number>();
  const out: FigureTemplate[] = [];
  for (let k = 0; k < count; k++) {
    const kind = KIND_CYCLE[k % KIND_CYCLE.length]!;
    const ofKind = FIGURE_TEMPLATES.filter((t) => t.kind === kind);
    // Prefer the most specific match: a menu-only chart beats a general kitchen chart for a menu document.
    const score = (t: FigureTemplate) => {
      const hits = t.tags.filter((tag) => tags.includes(tag)).length;
      return hits / t.tags.length + hits * 0.01;
    };
    const matching = ofKind.filter((t) => score(t) > 0).sort((a, b) => score(b) - score(a));
    const pool = matching.length > 0 ? matching : ofKind;
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    out.push(pool[n % pool.length]!);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Page layout

type PageInfo = { page: PDFPage; section: string };
type PlacedFigure = { ref: PDFRef; figure: Figure; number: number };

class Layout {
  page!: PDFPage;
  y = CONTENT_TOP;
  readonly pages: PageInfo[] = [];
  private current = "";
  private pending: PlacedFigure[] = [];

  constructor(
    private readonly addPage: () => PDFPage,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.addPage();
    this.pages.push({ page: this.page, section: this.current });
    this.y = CONTENT_TOP;
    this.placePending();
  }

  /** Height that waiting figures would take at the top of a page. */
  pendingHeight() {
    return this.pending.reduce((sum, f) => sum + this.figureHeight(f) + 6, 0);
  }

  private atTop() {
    return this.y >= CONTENT_TOP - 0.01;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM && !this.atTop()) this.newPage();
  }

  gap(h: number) {
    if (!this.atTop()) this.y -= h;
  }

  sectionHeading(index: number, text: string) {
    const { sansBold } = this.fonts;
    const lines = wrap(text, CONTENT_W, sansBold, sansBold, 17);
    // Keep the heading with at least a few lines of what follows.
    this.ensure(lines.length * 21 + 110);
    this.gap(18);
    const top = this.y + 6;
    this.current = toWinAnsi(text);
    const info = this.pages[this.pages.length - 1];
    if (info && (this.atTop() || info.section === "")) info.section = this.current;
    this.page.drawText(String(index + 1).padStart(2, "0"), { x: MARGIN_X, y: this.y - 10, size: 10, font: sansBold, color: ACCENT });
    this.page.drawRectangle({ x: MARGIN_X + 22, y: this.y - 7, width: 36, height: 1.2, color: ACCENT });
    this.y -= 32;
    for (const line of lines) {
      drawLine(this.page, line, MARGIN_X, this.y, 17, sansBold, sansBold, BRAND_DARK);
      this.y -= 21;
    }
    this.y -= 6;
    return { page: this.page, top };
  }

  subHeading(text: string) {
    const { sansBold } = this.fonts;
    const lines = wrap(text, CONTENT_W, sansBold, sansBold, 11.5);
    // Keep the sub-heading with its first lines (or the top of a prompt box).
    this.ensure(lines.length * 15 + 95);
    this.gap(8);
    for (const line of lines) {
      drawLine(this.page, line, MARGIN_X, this.y - 11, 11.5, sansBold, sansBold, BRAND_DARK);
      this.y -= 15;
    }
    this.y -= 5;
  }

  paragraph(text: string, indent = 0, size = BODY_SIZE, leading = BODY_LEADING) {
    const { serif, serifBold } = this.fonts;
    const lines = wrap(text, CONTENT_W - indent, serif, serifBold, size);
    this.ensure(Math.min(2, lines.length) * leading);
    for (const line of lines) {
      if (this.y - leading < MARGIN_BOTTOM) this.newPage();
      drawLine(this.page, line, MARGIN_X + indent, this.y - size, size, serif, serifBold, INK);
      this.y -= leading;
    }
    this.y -= 7;
  }

  callout(text: string) {
    const { sans, sansBold } = this.fonts;
    const size = 9.2;
    const leading = 13.2;
    const pad = 9;
    const lines = wrap(text, CONTENT_W - 2 * pad - 6, sans, sansBold, size);
    let i = 0;
    this.gap(2);
    while (i < lines.length) {
      let fit = Math.floor((this.y - MARGIN_BOTTOM - 2 * pad) / leading);
      if (fit < Math.min(3, lines.length - i)) {
        this.newPage();
        fit = Math.floor((this.y - MARGIN_BOTTOM - 2 * pad) / leading);
      }
      const chunk = lines.slice(i, i + fit);
      const h = chunk.length * leading + 2 * pad;
      this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: ACCENT_TINT });
      this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: 3, height: h, color: ACCENT });
      let ly = this.y - pad - size + 1;
      for (const line of chunk) {
        drawLine(this.page, line, MARGIN_X + pad + 6, ly, size, sans, sansBold, INK);
        ly -= leading;
      }
      this.y -= h;
      i += chunk.length;
    }
    this.y -= 10;
  }

  bullets(items: string[]) {
    const { serif, serifBold } = this.fonts;
    const indent = 18;
    for (const item of items) {
      const lines = wrap(item, CONTENT_W - indent, serif, serifBold, BODY_SIZE);
      this.ensure(Math.min(2, lines.length) * BODY_LEADING);
      lines.forEach((line, n) => {
        if (this.y - BODY_LEADING < MARGIN_BOTTOM) this.newPage();
        if (n === 0) this.page.drawCircle({ x: MARGIN_X + 6, y: this.y - BODY_SIZE + 3.4, size: 2.1, color: ACCENT });
        drawLine(this.page, line, MARGIN_X + indent, this.y - BODY_SIZE, BODY_SIZE, serif, serifBold, INK);
        this.y -= BODY_LEADING;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }

  table(table: { head: string[]; rows: string[][] }) {
    const { sans, sansBold } = this.fonts;
    const size = 8.4;
    const leading = 10.8;
    const padX = 5;
    const padY = 5;
    const cols = table.head.length;
    const cell = (row: string[], c: number) => row[c] ?? "";
    // Column widths: every column gets its longest word, the rest is shared by natural text width.
    const minW: number[] = [];
    const natW: number[] = [];
    for (let c = 0; c < cols; c++) {
      const texts = [cell(table.head, c), ...table.rows.map((r) => cell(r, c))];
      let longestWord = 0;
      let natural = 0;
      texts.forEach((t, ti) => {
        const font = ti === 0 ? sansBold : sans;
        for (const w of toWinAnsi(t).split(/\s+/)) longestWord = Math.max(longestWord, measure(font, w, size));
        natural = Math.max(natural, measure(font, toWinAnsi(t), size));
      });
      minW.push(Math.min(longestWord, CONTENT_W / cols) + 2 * padX + 1);
      natW.push(Math.max(natural + 2 * padX + 1, 36));
    }
    const natSum = natW.reduce((a, b) => a + b, 0);
    let widths: number[];
    if (natSum <= CONTENT_W) widths = natW.map((w) => (w / natSum) * CONTENT_W);
    else {
      const minSum = minW.reduce((a, b) => a + b, 0);
      const spare = Math.max(0, CONTENT_W - minSum);
      const want = natW.map((w, c) => Math.max(0, w - minW[c]!));
      const wantSum = want.reduce((a, b) => a + b, 0) || 1;
      widths = minW.map((w, c) => w + (want[c]! / wantSum) * spare);
      const total = widths.reduce((a, b) => a + b, 0);
      widths = widths.map((w) => (w / total) * CONTENT_W);
    }
    const numeric = Array.from({ length: cols }, (_, c) => table.rows.length > 0 && table.rows.every((r) => /^[-+$%0-9.,x()/ ]*$/i.test(cell(r, c))) && table.rows.some((r) => /[0-9]/.test(cell(r, c))));
    const layoutRow = (row: string[], bold: boolean) => widths.map((w, c) => wrap(cell(row, c) || " ", w - 2 * padX, bold ? sansBold : sans, sansBold, size));
    const heightOf = (cells: Line[][]) => Math.max(...cells.map((l) => l.length)) * leading + 2 * padY;
    const head = layoutRow(table.head, true);
    const headH = heightOf(head);
    const drawRow = (cells: Line[][], h: number, isHead: boolean, stripe: boolean) => {
      if (isHead) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: BRAND_DARK });
      else if (stripe) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: BRAND_TINT });
      let x = MARGIN_X;
      cells.forEach((lines, c) => {
        const w = widths[c]!;
        let ly = this.y - padY - size + 0.5;
        for (const line of lines) {
          const right = numeric[c];
          const lx = right ? x + w - padX - line.width : x + padX;
          drawLine(this.page, line, lx, ly, size, isHead ? sansBold : sans, sansBold, isHead ? WHITE : INK);
          ly -= leading;
        }
        if (c > 0) this.page.drawRectangle({ x, y: this.y - h, width: 0.5, height: h, color: isHead ? BRAND_DARK : RULE });
        x += w;
      });
      if (!isHead) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: 0.5, color: RULE });
      this.y -= h;
    };
    const rows = table.rows.map((r) => layoutRow(r, false));
    this.gap(4);
    const fullHeight = headH + rows.reduce((sum, cells) => sum + Math.max(heightOf(cells), 19), 0);
    // Short tables are never split; long ones break between rows and repeat the header.
    this.ensure(fullHeight <= (CONTENT_TOP - MARGIN_BOTTOM) * 0.45 ? fullHeight : headH + (rows[0] ? heightOf(rows[0]) : 0) + 4);
    drawRow(head, headH, true, false);
    rows.forEach((cells, i) => {
      const h = Math.max(heightOf(cells), 19);
      if (this.y - h < MARGIN_BOTTOM) {
        this.newPage();
        drawRow(head, headH, true, false);
      }
      drawRow(cells, h, false, i % 2 === 1);
    });
    this.y -= 14;
  }

  /**
   * Figures float: one that does not fit in the space left waits for the top of
   * the next page while the text carries on, so no half-empty pages are left.
   */
  figure(imageRef: PDFRef, figure: Figure, number: number) {
    const placed: PlacedFigure = { ref: imageRef, figure, number };
    if (this.pending.length === 0 && this.figureFits(placed)) this.drawFigure(placed);
    else this.pending.push(placed);
  }

  /** Places figures still waiting at the end of the document. */
  flushFigures() {
    while (this.pending.length > 0) this.newPage();
  }

  private figureHeight({ figure, number }: PlacedFigure) {
    const { serifItalic } = this.fonts;
    const h = figure.raster.h * (CONTENT_W / figure.raster.w);
    const caption = wrap(`Figure ${number}. ${figure.caption}`, CONTENT_W, serifItalic, serifItalic, 9);
    return h + caption.length * 12 + 24;
  }

  private figureFits(placed: PlacedFigure) {
    return this.y - this.figureHeight(placed) >= MARGIN_BOTTOM || this.atTop();
  }

  placePending() {
    const waiting = this.pending;
    this.pending = [];
    while (waiting.length > 0 && this.figureFits(waiting[0]!)) this.drawFigure(waiting.shift()!);
    this.pending = waiting;
  }

  private drawFigure({ ref, figure, number }: PlacedFigure) {
    const { sans, sansBold, serifItalic } = this.fonts;
    const k = CONTENT_W / figure.raster.w;
    const h = figure.raster.h * k;
    const caption = wrap(`Figure ${number}. ${figure.caption}`, CONTENT_W, serifItalic, serifItalic, 9);
    this.gap(6);
    const top = this.y;
    const name = this.page.node.newXObject("Image", ref);
    this.page.pushOperators(pushGraphicsState(), concatTransformationMatrix(CONTENT_W, 0, 0, h, MARGIN_X, top - h), drawObject(name), popGraphicsState());
    for (const label of figure.labels) {
      const font = label.bold ? sansBold : sans;
      const text = toWinAnsi(label.text);
      const w = measure(font, text, label.size);
      const ax = MARGIN_X + label.x * k;
      const x = label.align === "center" ? ax - w / 2 : label.align === "right" ? ax - w : ax;
      this.page.drawText(text, { x, y: top - label.y * k, size: label.size, font, color: rgb(label.color[0] / 255, label.color[1] / 255, label.color[2] / 255) });
    }
    this.y = top - h - 6;
    for (const line of caption) {
      drawLine(this.page, line, MARGIN_X, this.y - 9, 9, serifItalic, serifItalic, MUTED);
      this.y -= 12;
    }
    this.y -= 12;
  }
}

// ---------------------------------------------------------------------------
// Cover, contents, running header/footer, bookmarks

function drawCover(page: PDFPage, spec: PdfDocumentSpec, fonts: Fonts) {
  const rng = createRng(spec.seed ^ 0x5eed);
  const blockBottom = PAGE_H * 0.44;
  page.drawRectangle({ x: 0, y: 0, width: PAGE_W, height: PAGE_H, color: PAPER });
  page.drawRectangle({ x: 0, y: blockBottom, width: PAGE_W, height: PAGE_H - blockBottom, color: BRAND_DARK });
  // Table-top illustration: plates, cutlery and glasses seen from above.
  const cols = 3 + Math.floor(rng() * 2);
  const rows = 3;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (rng() < 0.18) continue;
      const cx = ((i + 0.5) / cols) * PAGE_W + between(rng, -25, 25);
      const cy = blockBottom + 40 + ((j + 0.5) / rows) * (PAGE_H - blockBottom - 40) + between(rng, -20, 20);
      const r = between(rng, 34, 58);
      page.drawCircle({ x: cx, y: cy, size: r * 1.25, color: rgb(0.12, 0.34, 0.32), opacity: 0.8 });
      page.drawCircle({ x: cx, y: cy, size: r, color: rgb(0.93, 0.95, 0.93), opacity: 0.16, borderColor: WHITE, borderOpacity: 0.35, borderWidth: 1.2 });
      page.drawCircle({ x: cx, y: cy, size: r * 0.62, borderColor: WHITE, borderOpacity: 0.25, borderWidth: 0.8 });
      if (rng() < 0.55) page.drawCircle({ x: cx + r * 0.1, y: cy - r * 0.05, size: r * 0.34, color: ACCENT, opacity: 0.55 });
      page.drawRectangle({ x: cx - r - 16, y: cy - r * 0.8, width: 3.2, height: r * 1.6, color: WHITE, opacity: 0.35 });
      page.drawRectangle({ x: cx + r + 12, y: cy - r * 0.8, width: 4, height: r * 1.6, color: WHITE, opacity: 0.35 });
      page.drawCircle({ x: cx + r + 16, y: cy + r + 12, size: 9, borderColor: WHITE, borderOpacity: 0.4, borderWidth: 1 });
    }
  }
  for (let k = 0; k < 5; k++) {
    const y = blockBottom + between(rng, 30, PAGE_H - blockBottom - 30);
    page.drawLine({ start: { x: 0, y }, end: { x: PAGE_W, y: y + between(rng, -60, 60) }, thickness: 0.6, color: ACCENT, opacity: 0.45 });
  }
  // Overflow below the block is covered by the paper panel.
  page.drawRectangle({ x: 0, y: 0, width: PAGE_W, height: blockBottom, color: PAPER });
  page.drawRectangle({ x: 0, y: blockBottom - 5, width: PAGE_W, height: 5, color: ACCENT });
  // Brand mark.
  page.drawRectangle({ x: MARGIN_X - 18, y: PAGE_H - 84, width: 236, height: 44, color: BRAND_DARK, opacity: 0.85 });
  page.drawRectangle({ x: MARGIN_X - 10, y: PAGE_H - 76, width: 28, height: 28, color: ACCENT });
  page.drawText(BRAND_MARK, { x: MARGIN_X + 4 - measure(fonts.sansBold, BRAND_MARK, 9.5) / 2, y: PAGE_H - 65.5, size: 9.5, font: fonts.sansBold, color: WHITE });
  page.drawText(BRAND.toUpperCase(), { x: MARGIN_X + 26, y: PAGE_H - 60, size: 10, font: fonts.sansBold, color: WHITE });
  page.drawText(BRAND_TAGLINE, { x: MARGIN_X + 26, y: PAGE_H - 73, size: 8, font: fonts.sans, color: rgb(0.85, 0.9, 0.88) });
  // Title block.
  let y = blockBottom - 58;
  for (const line of wrap(spec.title, CONTENT_W, fonts.sansBold, fonts.sansBold, 28)) {
    drawLine(page, line, MARGIN_X, y, 28, fonts.sansBold, fonts.sansBold, BRAND_DARK);
    y -= 34;
  }
  y -= 6;
  for (const line of wrap(spec.subtitle, CONTENT_W - 40, fonts.serif, fonts.serifBold, 14)) {
    drawLine(page, line, MARGIN_X, y, 14, fonts.serif, fonts.serifBold, MUTED);
    y -= 19;
  }
  page.drawRectangle({ x: MARGIN_X, y: 118, width: CONTENT_W, height: 0.8, color: RULE });
  page.drawText(toWinAnsi(`Prepared by ${spec.author}`), { x: MARGIN_X, y: 98, size: 10, font: fonts.sansBold, color: INK });
  page.drawText(`${EDITION}  \u00b7  For operators of restaurants, hotels and kitchens`, { x: MARGIN_X, y: 83, size: 8.5, font: fonts.sans, color: MUTED });
}

function drawContents(page: PDFPage, doc: PDFDocument, spec: PdfDocumentSpec, fonts: Fonts, starts: { page: PDFPage; top: number; number: number }[]) {
  let y = CONTENT_TOP - 10;
  page.drawText("Contents", { x: MARGIN_X, y: y - 22, size: 22, font: fonts.sansBold, color: BRAND_DARK });
  y -= 40;
  page.drawRectangle({ x: MARGIN_X, y, width: 36, height: 1.2, color: ACCENT });
  y -= 28;
  const size = spec.sections.length > 14 ? 9.5 : 11;
  const step = spec.sections.length > 14 ? 19 : 26;
  spec.sections.forEach((section, i) => {
    const start = starts[i];
    if (!start) return;
    const num = String(i + 1).padStart(2, "0");
    const pageLabel = String(start.number);
    const pw = measure(fonts.sans, pageLabel, size);
    const maxW = CONTENT_W - 34 - pw - 24;
    let title = toWinAnsi(section.heading);
    while (measure(fonts.sans, title, size) > maxW && title.length > 4) title = title.slice(0, -4) + "...";
    page.drawText(num, { x: MARGIN_X, y, size, font: fonts.sansBold, color: ACCENT });
    page.drawText(title, { x: MARGIN_X + 30, y, size, font: fonts.sans, color: INK });
    const tw = measure(fonts.sans, title, size);
    const dotsFrom = MARGIN_X + 30 + tw + 6;
    const dotsTo = PAGE_W - MARGIN_X - pw - 6;
    for (let x = dotsFrom; x < dotsTo; x += 5) page.drawCircle({ x, y: y + 1.5, size: 0.45, color: MUTED });
    page.drawText(pageLabel, { x: PAGE_W - MARGIN_X - pw, y, size, font: fonts.sans, color: INK });
    const link = doc.context.register(
      doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [MARGIN_X, y - 4, PAGE_W - MARGIN_X, y + size],
        Border: [0, 0, 0],
        Dest: [start.page.ref, "XYZ", null, start.top, null],
      }),
    );
    page.node.addAnnot(link);
    y -= step;
  });
  y -= 20;
  const note = `${spec.subtitle} Prepared by ${spec.author}. Figures marked as illustrative use generated example data, not client data.`;
  for (const line of wrap(note, CONTENT_W, fonts.serifItalic, fonts.serifItalic, 9.5)) {
    if (y < MARGIN_BOTTOM + 10) break;
    drawLine(page, line, MARGIN_X, y, 9.5, fonts.serifItalic, fonts.serifItalic, MUTED);
    y -= 13;
  }
}

function drawRunningHeadAndFoot(info: PageInfo, index: number, total: number, spec: PdfDocumentSpec, fonts: Fonts) {
  const { page } = info;
  const size = 7.5;
  const title = toWinAnsi(spec.title);
  page.drawText(title, { x: MARGIN_X, y: PAGE_H - 42, size, font: fonts.sansBold, color: BRAND_DARK });
  let section = info.section;
  const room = CONTENT_W - measure(fonts.sansBold, title, size) - 24;
  while (section && measure(fonts.sans, section, size) > room && section.length > 4) section = section.slice(0, -4) + "...";
  if (section) page.drawText(section, { x: PAGE_W - MARGIN_X - measure(fonts.sans, section, size), y: PAGE_H - 42, size, font: fonts.sans, color: MUTED });
  page.drawRectangle({ x: MARGIN_X, y: PAGE_H - 50, width: CONTENT_W, height: 0.6, color: RULE });
  page.drawRectangle({ x: MARGIN_X, y: 46, width: CONTENT_W, height: 0.6, color: RULE });
  const left = toWinAnsi(`\u00a9 ${YEAR} ${BRAND}  \u00b7  ${BRAND_TAGLINE}`);
  page.drawText(left, { x: MARGIN_X, y: 32, size, font: fonts.sans, color: MUTED });
  const right = `Page ${index} of ${total}`;
  page.drawText(right, { x: PAGE_W - MARGIN_X - measure(fonts.sans, right, size), y: 32, size, font: fonts.sans, color: MUTED });
}

function addOutline(doc: PDFDocument, spec: PdfDocumentSpec, starts: { page: PDFPage; top: number }[]) {
  const ctx = doc.context;
  const outlineRef = ctx.nextRef();
  const refs = starts.map(() => ctx.nextRef());
  starts.forEach((start, i) => {
    const dict = ctx.obj({
      Title: PDFHexString.fromText(toWinAnsi(spec.sections[i]?.heading ?? "")),
      Parent: outlineRef,
      Dest: [start.page.ref, "XYZ", null, start.top, null],
    });
    const prev = refs[i - 1];
    const next = refs[i + 1];
    if (prev) dict.set(PDFName.of("Prev"), prev);
    if (next) dict.set(PDFName.of("Next"), next);
    ctx.assign(refs[i]!, dict);
  });
  const first = refs[0];
  const last = refs[refs.length - 1];
  if (!first || !last) return;
  ctx.assign(outlineRef, ctx.obj({ Type: "Outlines", First: first, Last: last, Count: refs.length }));
  doc.catalog.set(PDFName.of("Outlines"), outlineRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

// ---------------------------------------------------------------------------

/**
 * Swaps each page's content stream for the same bytes deflated by node:zlib
 * (pdf-lib would otherwise deflate them in JavaScript at save time, which is
 * most of the text-layout cost).
 */
async function compressContentStreams(doc: PDFDocument) {
  const jobs = doc.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.map(async (ref) => {
      if (!(ref instanceof PDFRef)) return;
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFContentStream)) return;
      const data = await deflateAsync(stream.getUnencodedContents());
      doc.context.assign(ref, PDFRawStream.of(doc.context.obj({ Filter: "FlateDecode" }), data));
    });
  });
  await Promise.all(jobs);
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
}

/** Stands in for a page while a section is measured: accepts every drawing call and draws nothing. */
const MEASURING_PAGE = {
  drawText() {},
  drawRectangle() {},
  drawCircle() {},
  pushOperators() {},
} as unknown as PDFPage;

function layOutSection(layout: Layout, section: PdfSection, index: number) {
  const start = layout.sectionHeading(index, section.heading);
  for (const p of section.paragraphs) {
    if (p.startsWith("## ")) layout.subHeading(p.slice(3));
    else if (p.startsWith("> ")) layout.callout(p.slice(2));
    else layout.paragraph(p);
  }
  if (section.bullets && section.bullets.length > 0) layout.bullets(section.bullets);
  if (section.table) layout.table(section.table);
  return start;
}

export async function buildPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);

  // Figures are drawn up front; their zlib work runs on the thread pool while
  // the text is laid out, and each image object is filled in at the end.
  const figureCount = Math.max(0, Math.floor(spec.figures ?? 0));
  const figures = chooseTemplates(spec, figureCount).map((t, k) => {
    const figSeed = (Math.imul(spec.seed + 1, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0;
    const fig = t.render(createRng(figSeed), figSeed);
    const png = encodePng(fig.raster.w, fig.raster.h, fig.raster.px, fig.compression === "grain" ? { filter: "sub", strategy: zlib.constants.Z_HUFFMAN_ONLY } : { filter: "up", level: 3 });
    return { fig, png, ref: doc.context.nextRef() };
  });

  const cover = doc.addPage([PAGE_W, PAGE_H]);
  drawCover(cover, spec, fonts);
  const contents = doc.addPage([PAGE_W, PAGE_H]);

  // Sections that fit on one page are kept on one page: each is first laid out
  // on a page that draws nothing, to measure it (worksheets and one-page references rely on this).
  const heightOnFreshPage = (section: PdfSection, index: number) => {
    const probe = new Layout(() => MEASURING_PAGE, fonts);
    probe.newPage();
    layOutSection(probe, section, index);
    return probe.pages.length === 1 ? CONTENT_TOP - probe.y : Infinity;
  };

  const layout = new Layout(() => doc.addPage([PAGE_W, PAGE_H]), fonts);
  layout.newPage();
  const sections = spec.sections;
  // Figures go at the end of sections, spread evenly and never after the last one
  // (a figure there would often float onto a page of its own).
  const lastSlot = Math.max(0, sections.length - 2);
  const figureAfter = figures.map((_, k) => Math.min(lastSlot, Math.floor(((k + 0.5) * (lastSlot + 1)) / Math.max(1, figures.length))));
  const starts: { page: PDFPage; top: number; number: number }[] = [];
  let figNo = 0;
  sections.forEach((section, si) => {
    // A short section moves to a new page only when splitting would hurt: it holds
    // a table (references, worksheets), or little of the page is left anyway. Waiting
    // figures go first on the new page, so the section must fit below them.
    const height = heightOnFreshPage(section, si);
    const fitsOnNextPage = CONTENT_TOP - layout.pendingHeight() - 18 - height >= MARGIN_BOTTOM;
    const littleLeft = layout.y - MARGIN_BOTTOM < (CONTENT_TOP - MARGIN_BOTTOM) * 0.35;
    const keepTogether = (Boolean(section.table) || littleLeft) && fitsOnNextPage;
    if (keepTogether && layout.y - 18 - height < MARGIN_BOTTOM && layout.y < CONTENT_TOP) layout.newPage();
    const start = layOutSection(layout, section, si);
    starts.push({ ...start, number: doc.getPages().indexOf(start.page) + 1 });
    layout.placePending();
    figures.forEach((f, k) => {
      if (figureAfter[k] === si) layout.figure(f.ref, f.fig, ++figNo);
    });
  });

  if (sections.length === 0) figures.forEach((f) => layout.figure(f.ref, f.fig, ++figNo));
  layout.flushFigures();
  drawContents(contents, doc, spec, fonts, starts);
  const total = doc.getPageCount();
  drawRunningHeadAndFoot({ page: contents, section: "Contents" }, 2, total, spec, fonts);
  layout.pages.forEach((info, i) => drawRunningHeadAndFoot(info, i + 3, total, spec, fonts));
  addOutline(doc, spec, starts);
  await compressContentStreams(doc);
  for (const f of figures) embedPngPassThrough(doc, await f.png, f.ref);

  doc.setTitle(toWinAnsi(spec.title), { showInWindowTitleBar: true });
  doc.setSubject(toWinAnsi(spec.subtitle));
  doc.setAuthor(toWinAnsi(spec.author));
  doc.setCreator(BRAND);
  doc.setProducer("pdf-lib");
  doc.setKeywords(["hospitality", "restaurants", "hotels", "kitchens"]);
  doc.setLanguage("en-GB");
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  return doc.save({ useObjectStreams: true });
}
