/**
 * Charts drawn on the server (docs/decisions/219): this module turns a series
 * of figures into coordinates, ticks and labels, and the component only draws
 * them as SVG. No chart code reaches the browser, and the charts show with
 * JavaScript off and in print. Ticks are hand-written "nice" numbers (1, 2,
 * 2.5, 5 × 10ⁿ); a scale library would do the same for a few lines more of
 * dependency.
 *
 * The viewBox is 400 units wide: at a phone's width it is drawn about 330 px
 * wide and at a laptop's, two charts side by side, about 430 px, so a 15-unit
 * label stays between 12 and 16 px on screen.
 */
export const CHART = { width: 400, height: 240, left: 52, right: 12, top: 30, bottom: 34, font: 15 } as const;
const MAX_X_LABELS = 4;

export type ChartPoint = { x: number; y: number; value: number; label: string };
export type ChartSeriesGeometry = { name: string; style: "solid" | "dashed"; path: string; points: ChartPoint[] };
export type ChartBar = { x: number; y: number; width: number; height: number; value: number; label: string };
export type ChartGeometry = {
  kind: "line" | "bar";
  title: string;
  /** The vertical axis's name with its unit ("Visitors and page views per day", "US$ per day"). */
  yLabel: string;
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  yTicks: { y: number; label: string }[];
  /** The first label starts at its point and the last ends at it, so neither leaves the picture. */
  xTicks: { x: number; label: string; anchor: "start" | "middle" | "end" }[];
  series: ChartSeriesGeometry[];
  bars: ChartBar[];
  /** Nothing to draw: every figure is 0, or there are no buckets. */
  empty: boolean;
};

/** Tick values from 0 up to at least `max`, about `count` steps of a nice size (whole steps when `whole`). */
export function niceTicks(max: number, { count = 4, whole = true }: { count?: number; whole?: boolean } = {}): number[] {
  if (!(max > 0)) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  if (whole) step = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  const last = Math.ceil(max / step - 1e-9);
  // Rounded to the step's decimals so 0.1 + 0.2 is drawn as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let i = 0; i <= last; i++) ticks.push(Number((i * step).toFixed(decimals)));
  return ticks;
}

/** 1,200 · 12k · 1.5M: short enough for the left margin. */
export function tickLabel(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (abs >= 10_000) return `${trim(value / 1_000)}k`;
  return Number.isInteger(value) ? value.toLocaleString("en-US") : trim(value);
}
const trim = (value: number) => String(Number(value.toFixed(2)));

type Frame = { plot: ChartGeometry["plot"]; yTicks: ChartGeometry["yTicks"]; y: (value: number) => number; empty: boolean };

function frame(values: number[], whole: boolean): Frame {
  const plot = { left: CHART.left, right: CHART.width - CHART.right, top: CHART.top, bottom: CHART.height - CHART.bottom };
  const max = Math.max(0, ...values);
  const ticks = niceTicks(max, { whole });
  const top = ticks[ticks.length - 1]! || 1;
  const y = (value: number) => round(plot.bottom - (Math.max(0, value) / top) * (plot.bottom - plot.top));
  return { plot, yTicks: ticks.map((tick) => ({ y: y(tick), label: tickLabel(tick) })), y, empty: max === 0 };
}

/** At most four labels, evenly picked, the first and the last among them. */
function xTicks(labels: string[], xOf: (index: number) => number) {
  if (labels.length === 0) return [];
  const every = Math.max(1, Math.ceil((labels.length - 1) / (MAX_X_LABELS - 1)));
  const picked = labels.map((_, i) => i).filter((i) => i % every === 0);
  // The last bucket is labelled when it is not crowded by the one picked before it.
  const lastIndex = labels.length - 1;
  if (picked[picked.length - 1] !== lastIndex) {
    if (lastIndex - picked[picked.length - 1]! < every / 2 && picked.length > 1) picked.pop();
    picked.push(lastIndex);
  }
  return picked.map((i, n) => ({
    x: xOf(i),
    label: labels[i]!,
    anchor: picked.length === 1 ? ("middle" as const) : n === 0 ? ("start" as const) : n === picked.length - 1 ? ("end" as const) : ("middle" as const),
  }));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Lines over the same buckets: one per series, the first solid, the others dashed. */
export function lineChart({
  title,
  yLabel,
  labels,
  series,
}: {
  title: string;
  yLabel: string;
  labels: string[];
  series: { name: string; values: number[] }[];
}): ChartGeometry {
  const f = frame(series.flatMap((s) => s.values), true);
  const span = f.plot.right - f.plot.left;
  const xOf = (i: number) => round(labels.length <= 1 ? f.plot.left + span / 2 : f.plot.left + (i / (labels.length - 1)) * span);
  return {
    kind: "line",
    title,
    yLabel,
    width: CHART.width,
    height: CHART.height,
    plot: f.plot,
    yTicks: f.yTicks,
    xTicks: xTicks(labels, xOf),
    series: series.map((s, index) => {
      const points = s.values.map((value, i) => ({ x: xOf(i), y: f.y(value), value, label: labels[i]! }));
      return { name: s.name, style: index === 0 ? "solid" : "dashed", points, path: points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ") };
    }),
    bars: [],
    empty: f.empty || labels.length === 0,
  };
}

/** One bar per bucket; `whole` is false for money, whose ticks may be 2.5. */
export function barChart({
  title,
  yLabel,
  labels,
  values,
  whole = true,
}: {
  title: string;
  yLabel: string;
  labels: string[];
  values: number[];
  whole?: boolean;
}): ChartGeometry {
  const f = frame(values, whole);
  const slot = (f.plot.right - f.plot.left) / Math.max(1, labels.length);
  const width = round(Math.max(1, slot * 0.7));
  const xOf = (i: number) => round(f.plot.left + slot * (i + 0.5));
  return {
    kind: "bar",
    title,
    yLabel,
    width: CHART.width,
    height: CHART.height,
    plot: f.plot,
    yTicks: f.yTicks,
    xTicks: xTicks(labels, xOf),
    series: [],
    bars: values.map((value, i) => {
      const y = f.y(value);
      return { x: round(xOf(i) - width / 2), y, width, height: round(f.plot.bottom - y), value, label: labels[i]! };
    }),
    empty: f.empty || labels.length === 0,
  };
}
