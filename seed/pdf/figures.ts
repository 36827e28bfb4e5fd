/**
 * Chooses a document's figures: the registry of all templates (photos, charts,
 * plans, in that order), the regular expressions that tag a document by topic
 * from its title, subtitle and headings, and `chooseTemplates`, which cycles
 * through figure kinds and prefers the most specific topic match.
 */
import type { PdfDocumentSpec } from "./spec";
import type { FigureKind, FigureTemplate, Tag } from "./figure-kit";
import { PHOTO_TEMPLATES } from "./photos";
import { CHART_TEMPLATES } from "./charts";
import { PLAN_TEMPLATES } from "./plans";

const TAG_PATTERNS: Record<Tag, RegExp> = {
  ai: /\bai\b|prompt|automation|chatbot/,
  kitchen: /kitchen|chef|food cost|prep\b|culinary/,
  sustainability: /sustainab|waste|energy|carbon|water/,
  revenue: /revenue|pricing|revpar|\badr\b|yield|profit|roi\b/,
  hotel: /hotel|housekeeping|front office|rooms?\b/,
  menu: /menu engineering|contribution margin|plowhorse/,
  design: /design|layout|floor plan|workflow|zoning/,
};

const FIGURE_TEMPLATES: FigureTemplate[] = [...PHOTO_TEMPLATES, ...CHART_TEMPLATES, ...PLAN_TEMPLATES];

// Small documents get the light figures first; photos carry the weight in long ones.
const KIND_CYCLE: FigureKind[] = ["chart", "plan", "photo", "photo", "chart", "photo", "plan", "photo"];

export function chooseTemplates(spec: PdfDocumentSpec, count: number): FigureTemplate[] {
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
