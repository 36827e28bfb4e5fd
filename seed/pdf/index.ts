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
 *
 * This file is the entry point and does the assembly (`buildPdf`); the parts
 * live beside it: spec.ts (input types), theme.ts (house style), text.ts
 * (WinAnsi, measuring, wrapping), raster.ts (PRNG and pixel drawing), png.ts
 * (PNG encoding and pass-through embedding), figure-kit.ts, photos.ts,
 * charts.ts, plans.ts and figures.ts (procedural figures and their choice),
 * layout.ts (body pages) and furniture.ts (cover, contents, heads, outline).
 */
import * as zlib from "node:zlib";
import { PDFArray, PDFContentStream, PDFDocument, PDFRef, PDFRawStream, type PDFPage } from "pdf-lib";
import type { PdfSection, PdfDocumentSpec } from "./spec";
import { DOCUMENT_DATE, BRAND, PAGE_W, PAGE_H, MARGIN_BOTTOM, CONTENT_TOP } from "./theme";
import { toWinAnsi, embedFonts } from "./text";
import { createRng } from "./raster";
import { deflateAsync, encodePng, embedPngPassThrough } from "./png";
import { chooseTemplates } from "./figures";
import { Layout } from "./layout";
import { drawCover, drawContents, drawRunningHeadAndFoot, addOutline } from "./furniture";

export type { PdfSection, PdfDocumentSpec } from "./spec";
export { toWinAnsi } from "./text";
export { encodePng, type PngOptions } from "./png";

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
