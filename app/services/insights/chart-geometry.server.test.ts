import { describe, expect, it } from "vitest";
import { barChart, CHART, lineChart, niceTicks, tickLabel } from "./chart-geometry.server";

const bottom = CHART.height - CHART.bottom;
const top = CHART.top;
const left = CHART.left;
const right = CHART.width - CHART.right;

describe("niceTicks", () => {
  it("steps of 1, 2, 2.5 or 5 × 10ⁿ from 0 up to at least the largest figure", () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(40_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });

  it("counts are whole: a day with 1 visitor has ticks 0 and 1, not 0.25", () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it("money may step in fractions, written without float noise", () => {
    expect(niceTicks(1, { whole: false })).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0.3, { whole: false })).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("nothing counted is one tick at 0", () => {
    expect(niceTicks(0)).toEqual([0]);
    expect(niceTicks(Number.NaN)).toEqual([0]);
  });

  it("labels stay short", () => {
    expect(tickLabel(1500)).toBe("1,500");
    expect(tickLabel(25_000)).toBe("25k");
    expect(tickLabel(2_500_000)).toBe("2.5M");
    expect(tickLabel(0.25)).toBe("0.25");
  });
});

describe("lineChart", () => {
  const chart = lineChart({
    title: "Page views and visitors per day",
    yLabel: "Views and visitors per day",
    labels: ["1 Nov", "2 Nov", "3 Nov"],
    series: [
      { name: "Page views", values: [0, 5, 8] },
      { name: "Visitors", values: [0, 2, 4] },
    ],
  });

  it("puts 0 on the baseline and the top tick at the top of the plot", () => {
    expect(chart.yTicks.map((t) => t.label)).toEqual(["0", "2", "4", "6", "8"]);
    expect(chart.yTicks[0]!.y).toBe(bottom);
    expect(chart.yTicks.at(-1)!.y).toBe(top);
    const [views, visitors] = chart.series;
    expect(views!.points.map((p) => p.y)).toEqual([bottom, bottom - (5 / 8) * (bottom - top), top].map((y) => Math.round(y * 10) / 10));
    expect(visitors!.points[2]!.y).toBe(Math.round((bottom - 0.5 * (bottom - top)) * 10) / 10);
  });

  it("spreads the days from the left edge of the plot to its right edge", () => {
    expect(chart.series[0]!.points.map((p) => p.x)).toEqual([left, (left + right) / 2, right]);
    expect(chart.series[0]!.path).toBe(`M${left} ${bottom} L${(left + right) / 2} ${chart.series[0]!.points[1]!.y} L${right} ${top}`);
    expect(chart.series.map((s) => s.style)).toEqual(["solid", "dashed"]);
  });

  it("labels at most four days, the first and the last among them, kept inside the picture", () => {
    const labels = Array.from({ length: 30 }, (_, i) => `${i + 1} Nov`);
    const month = lineChart({ title: "t", yLabel: "y", labels, series: [{ name: "Views", values: labels.map((_, i) => i) }] });
    expect(month.xTicks.map((t) => t.label)).toEqual(["1 Nov", "11 Nov", "21 Nov", "30 Nov"]);
    expect(month.xTicks.map((t) => t.anchor)).toEqual(["start", "middle", "middle", "end"]);
    expect(month.xTicks.at(-1)!.x).toBe(right);
  });

  it("says it is empty when nothing was counted, and draws on a baseline without dividing by 0", () => {
    const empty = lineChart({ title: "t", yLabel: "y", labels: ["1 Nov", "2 Nov"], series: [{ name: "Views", values: [0, 0] }] });
    expect(empty.empty).toBe(true);
    expect(empty.yTicks).toEqual([{ y: bottom, label: "0" }]);
    expect(empty.series[0]!.points.every((p) => p.y === bottom && Number.isFinite(p.x))).toBe(true);
    const none = lineChart({ title: "t", yLabel: "y", labels: [], series: [{ name: "Views", values: [] }] });
    expect(none.empty).toBe(true);
    expect(none.xTicks).toEqual([]);
    expect(none.series[0]!.path).toBe("");
  });

  it("puts a single day in the middle", () => {
    const one = lineChart({ title: "t", yLabel: "y", labels: ["1 Nov"], series: [{ name: "Views", values: [3] }] });
    expect(one.series[0]!.points[0]!.x).toBe((left + right) / 2);
    expect(one.xTicks).toEqual([{ x: (left + right) / 2, label: "1 Nov", anchor: "middle" }]);
  });
});

describe("barChart", () => {
  it("one bar per bucket, as tall as its share of the top tick, standing on the baseline", () => {
    const chart = barChart({ title: "Revenue", yLabel: "US$ per day", labels: ["a", "b", "c", "d"], values: [0, 49.99, 100, 12.5], whole: false });
    expect(chart.yTicks.map((t) => t.label)).toEqual(["0", "25", "50", "75", "100"]);
    const slot = (right - left) / 4;
    expect(chart.bars.map((b) => b.height)).toEqual([0, Math.round(0.4999 * (bottom - top) * 10) / 10, bottom - top, Math.round(0.125 * (bottom - top) * 10) / 10]);
    for (const bar of chart.bars) expect(bar.y + bar.height).toBeCloseTo(bottom, 0);
    expect(chart.bars[0]!.x).toBeCloseTo(left + slot * 0.15, 0);
    expect(chart.bars[0]!.width).toBeCloseTo(slot * 0.7, 0);
    expect(chart.empty).toBe(false);
  });

  it("twelve months, all without a purchase, is an empty chart with its baseline", () => {
    const chart = barChart({ title: "Revenue", yLabel: "US$ per month", labels: Array.from({ length: 12 }, (_, i) => `m${i}`), values: Array(12).fill(0), whole: false });
    expect(chart.empty).toBe(true);
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
    expect(chart.xTicks.map((t) => t.label)).toEqual(["m0", "m4", "m8", "m11"]);
  });
});
