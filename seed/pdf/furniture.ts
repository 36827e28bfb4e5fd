/**
 * Everything around the body text: the cover (a seeded table-top illustration,
 * brand mark and title block), the contents page with dot leaders and links,
 * the running head and foot on every page after the cover, and the bookmark
 * outline that mirrors the sections.
 */
import { PDFDocument, PDFHexString, PDFName, rgb, type PDFPage } from "pdf-lib";
import type { PdfDocumentSpec } from "./spec";
import { YEAR, EDITION, BRAND, BRAND_MARK, BRAND_TAGLINE, PAGE_W, PAGE_H, MARGIN_X, MARGIN_BOTTOM, CONTENT_W, CONTENT_TOP, INK, MUTED, BRAND_DARK, ACCENT, PAPER, RULE, WHITE } from "./theme";
import { toWinAnsi, type Fonts, measure, wrap, drawLine } from "./text";
import { createRng, between } from "./raster";
import type { PageInfo } from "./layout";

export function drawCover(page: PDFPage, spec: PdfDocumentSpec, fonts: Fonts) {
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

export function drawContents(page: PDFPage, doc: PDFDocument, spec: PdfDocumentSpec, fonts: Fonts, starts: { page: PDFPage; top: number; number: number }[]) {
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

export function drawRunningHeadAndFoot(info: PageInfo, index: number, total: number, spec: PdfDocumentSpec, fonts: Fonts) {
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

export function addOutline(doc: PDFDocument, spec: PdfDocumentSpec, starts: { page: PDFPage; top: number }[]) {
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
