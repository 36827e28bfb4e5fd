/**
 * The floor-plan figure templates: a restaurant plan with a one-way flow from
 * receiving to the pass, and a hotel corridor with the housekeeping cart route.
 * Drawn on the raster with a barely visible paper grain, labelled through PDF
 * text (the figure's Label list), and compressed as "flat" figures.
 */
import { type Rgb, between, Raster } from "./raster";
import { type Label, type FigureTemplate, FIG_W, PAPER_GRAIN, C_WHITE } from "./figure-kit";

export const PLAN_TEMPLATES: FigureTemplate[] = [
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
