/**
 * The photo-like figure templates (dining room, the pass, a guest room). Each is
 * drawn at half resolution for a soft, shallow-focus look, doubled with
 * `upscale2` and given full-resolution film grain; they are compressed as
 * "grain" figures. Everything comes from the seeded PRNG passed to `render`.
 */
import { type Rgb, between, pick, mix, Raster, noiseFor } from "./raster";
import { type FigureTemplate, PHOTO_W, PHOTO_GRAIN, C_WHITE } from "./figure-kit";

export const PHOTO_TEMPLATES: FigureTemplate[] = [
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
];
