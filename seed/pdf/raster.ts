/**
 * Seeded randomness and a small 8-bit RGB raster for the procedural figures:
 * the mulberry32 PRNG (`createRng`) and helpers, the `Raster` class with
 * anti-aliased shapes, gradients, shading, 2x upscaling and film grain, and
 * smooth value noise. Pure pixel work; nothing here knows about PDFs.
 */

/** mulberry32: tiny, fast, good enough for textures and layout jitter. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rgb = readonly [number, number, number];
export type Rng = () => number;

export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length) % items.length] as T;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export class Raster {
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

export const noiseFor = (rng: Rng, w: number, h: number, cell: number) => new ValueNoise(rng, Math.ceil(w / cell) + 1, Math.ceil(h / cell) + 1, cell);
