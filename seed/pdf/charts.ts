/**
 * The chart figure templates: food cost against target, food waste, admin hours
 * before and after prompt templates, RevPAR, kitchen energy load, prompt
 * adoption and the menu engineering matrix. All use illustrative data drawn
 * from the seeded PRNG, the helpers in figure-kit.ts, and "flat" compression.
 */
import { type Rgb, between, Raster } from "./raster";
import { type Label, type FigureTemplate, FIG_W, PAPER_GRAIN, C_BRAND, C_BRAND_2, C_ACCENT, C_GOOD, C_INK, C_MUTED, C_PAPER, C_WHITE, chartFrame, legend, polyline, WEEKS, MONTHS } from "./figure-kit";

export const CHART_TEMPLATES: FigureTemplate[] = [
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
];
