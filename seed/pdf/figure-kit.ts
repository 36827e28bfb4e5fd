/**
 * Shared vocabulary of the procedural figures: the Figure / FigureTemplate /
 * Label types, the topic tags, raster sizes and grain levels, the figure colour
 * palette, and the chart helpers used by several templates (`chartFrame` for
 * paper, grid and axes, `legend`, `polyline`, week and month labels).
 */
import { type Rgb, type Rng, Raster } from "./raster";

export type Label = { x: number; y: number; text: string; size: number; color: Rgb; bold?: boolean; align?: "left" | "center" | "right" };
// "grain": Sub filter + Huffman-only deflate (LZ matching finds nothing in film grain, so skip it);
// "flat": Up filter + ordinary deflate for charts and plans.
export type Figure = { raster: Raster; labels: Label[]; caption: string; compression: "grain" | "flat" };
export type FigureKind = "photo" | "chart" | "plan";
export type FigureTemplate = { kind: FigureKind; tags: Tag[]; render: (rng: Rng, seed: number) => Figure };

export type Tag = "ai" | "kitchen" | "sustainability" | "revenue" | "hotel" | "menu" | "design";

export const FIG_W = 1500;
export const PHOTO_W = 1200;
export const PHOTO_GRAIN = 5;
// Barely visible paper/blueprint texture on plans and the printable matrix.
export const PAPER_GRAIN = 0.6;
export const C_BRAND: Rgb = [18, 64, 61];
export const C_BRAND_2: Rgb = [74, 140, 128];
export const C_ACCENT: Rgb = [199, 125, 61];
export const C_GOOD: Rgb = [63, 133, 92];
export const C_INK: Rgb = [40, 42, 44];
export const C_MUTED: Rgb = [105, 108, 110];
export const C_PAPER: Rgb = [250, 247, 240];
const C_GRID: Rgb = [222, 216, 204];
export const C_WHITE: Rgb = [255, 255, 255];

type Axis = { x0: number; x1: number; y0: number; y1: number; min: number; max: number; y: (v: number) => number };

/** Paper, grid, y ticks and x labels shared by the bar and line charts. */
export function chartFrame(r: Raster, labels: Label[], min: number, max: number, step: number, fmt: (v: number) => string, xLabels: string[]): Axis & { slot: (i: number) => number; slotW: number } {
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

export function legend(r: Raster, labels: Label[], items: [string, Rgb][], x: number, y: number) {
  let cx = x;
  for (const [text, c] of items) {
    r.rect(cx, y - 22, cx + 28, y + 2, c);
    labels.push({ x: cx + 40, y: y, text, size: 7.5, color: C_INK });
    cx += 60 + text.length * 15;
  }
}

export function polyline(r: Raster, pts: [number, number][], c: Rgb, t = 6) {
  for (let i = 1; i < pts.length; i++) r.line(pts[i - 1]![0], pts[i - 1]![1], pts[i]![0], pts[i]![1], t, c);
  for (const [x, y] of pts) {
    r.disc(x, y, t * 1.6, c);
    r.disc(x, y, t * 0.7, C_WHITE);
  }
}

export const WEEKS = Array.from({ length: 12 }, (_, i) => `W${i + 1}`);
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
