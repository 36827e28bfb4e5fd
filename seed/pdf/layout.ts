/**
 * Body page layout: the `Layout` class keeps a cursor down the page and sets
 * section headings, sub-headings, paragraphs, callout boxes, bullet lists and
 * tables (with repeated headers across page breaks), and floats figures with
 * their captions to the top of the next page when they do not fit.
 */
import { PDFRef, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, rgb, type PDFPage } from "pdf-lib";
import { MARGIN_X, MARGIN_BOTTOM, CONTENT_W, CONTENT_TOP, INK, MUTED, BRAND_DARK, BRAND_TINT, ACCENT, ACCENT_TINT, RULE, WHITE, BODY_SIZE, BODY_LEADING } from "./theme";
import { toWinAnsi, type Fonts, type Line, measure, wrap, drawLine } from "./text";
import type { Figure } from "./figure-kit";

export type PageInfo = { page: PDFPage; section: string };
type PlacedFigure = { ref: PDFRef; figure: Figure; number: number };

export class Layout {
  page!: PDFPage;
  y = CONTENT_TOP;
  readonly pages: PageInfo[] = [];
  private current = "";
  private pending: PlacedFigure[] = [];

  constructor(
    private readonly addPage: () => PDFPage,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.addPage();
    this.pages.push({ page: this.page, section: this.current });
    this.y = CONTENT_TOP;
    this.placePending();
  }

  /** Height that waiting figures would take at the top of a page. */
  pendingHeight() {
    return this.pending.reduce((sum, f) => sum + this.figureHeight(f) + 6, 0);
  }

  private atTop() {
    return this.y >= CONTENT_TOP - 0.01;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM && !this.atTop()) this.newPage();
  }

  gap(h: number) {
    if (!this.atTop()) this.y -= h;
  }

  sectionHeading(index: number, text: string) {
    const { sansBold } = this.fonts;
    const lines = wrap(text, CONTENT_W, sansBold, sansBold, 17);
    // Keep the heading with at least a few lines of what follows.
    this.ensure(lines.length * 21 + 110);
    this.gap(18);
    const top = this.y + 6;
    this.current = toWinAnsi(text);
    const info = this.pages[this.pages.length - 1];
    if (info && (this.atTop() || info.section === "")) info.section = this.current;
    this.page.drawText(String(index + 1).padStart(2, "0"), { x: MARGIN_X, y: this.y - 10, size: 10, font: sansBold, color: ACCENT });
    this.page.drawRectangle({ x: MARGIN_X + 22, y: this.y - 7, width: 36, height: 1.2, color: ACCENT });
    this.y -= 32;
    for (const line of lines) {
      drawLine(this.page, line, MARGIN_X, this.y, 17, sansBold, sansBold, BRAND_DARK);
      this.y -= 21;
    }
    this.y -= 6;
    return { page: this.page, top };
  }

  subHeading(text: string) {
    const { sansBold } = this.fonts;
    const lines = wrap(text, CONTENT_W, sansBold, sansBold, 11.5);
    // Keep the sub-heading with its first lines (or the top of a prompt box).
    this.ensure(lines.length * 15 + 95);
    this.gap(8);
    for (const line of lines) {
      drawLine(this.page, line, MARGIN_X, this.y - 11, 11.5, sansBold, sansBold, BRAND_DARK);
      this.y -= 15;
    }
    this.y -= 5;
  }

  paragraph(text: string, indent = 0, size = BODY_SIZE, leading = BODY_LEADING) {
    const { serif, serifBold } = this.fonts;
    const lines = wrap(text, CONTENT_W - indent, serif, serifBold, size);
    this.ensure(Math.min(2, lines.length) * leading);
    for (const line of lines) {
      if (this.y - leading < MARGIN_BOTTOM) this.newPage();
      drawLine(this.page, line, MARGIN_X + indent, this.y - size, size, serif, serifBold, INK);
      this.y -= leading;
    }
    this.y -= 7;
  }

  callout(text: string) {
    const { sans, sansBold } = this.fonts;
    const size = 9.2;
    const leading = 13.2;
    const pad = 9;
    const lines = wrap(text, CONTENT_W - 2 * pad - 6, sans, sansBold, size);
    let i = 0;
    this.gap(2);
    while (i < lines.length) {
      let fit = Math.floor((this.y - MARGIN_BOTTOM - 2 * pad) / leading);
      if (fit < Math.min(3, lines.length - i)) {
        this.newPage();
        fit = Math.floor((this.y - MARGIN_BOTTOM - 2 * pad) / leading);
      }
      const chunk = lines.slice(i, i + fit);
      const h = chunk.length * leading + 2 * pad;
      this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: ACCENT_TINT });
      this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: 3, height: h, color: ACCENT });
      let ly = this.y - pad - size + 1;
      for (const line of chunk) {
        drawLine(this.page, line, MARGIN_X + pad + 6, ly, size, sans, sansBold, INK);
        ly -= leading;
      }
      this.y -= h;
      i += chunk.length;
    }
    this.y -= 10;
  }

  bullets(items: string[]) {
    const { serif, serifBold } = this.fonts;
    const indent = 18;
    for (const item of items) {
      const lines = wrap(item, CONTENT_W - indent, serif, serifBold, BODY_SIZE);
      this.ensure(Math.min(2, lines.length) * BODY_LEADING);
      lines.forEach((line, n) => {
        if (this.y - BODY_LEADING < MARGIN_BOTTOM) this.newPage();
        if (n === 0) this.page.drawCircle({ x: MARGIN_X + 6, y: this.y - BODY_SIZE + 3.4, size: 2.1, color: ACCENT });
        drawLine(this.page, line, MARGIN_X + indent, this.y - BODY_SIZE, BODY_SIZE, serif, serifBold, INK);
        this.y -= BODY_LEADING;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }

  table(table: { head: string[]; rows: string[][] }) {
    const { sans, sansBold } = this.fonts;
    const size = 8.4;
    const leading = 10.8;
    const padX = 5;
    const padY = 5;
    const cols = table.head.length;
    const cell = (row: string[], c: number) => row[c] ?? "";
    // Column widths: every column gets its longest word, the rest is shared by natural text width.
    const minW: number[] = [];
    const natW: number[] = [];
    for (let c = 0; c < cols; c++) {
      const texts = [cell(table.head, c), ...table.rows.map((r) => cell(r, c))];
      let longestWord = 0;
      let natural = 0;
      texts.forEach((t, ti) => {
        const font = ti === 0 ? sansBold : sans;
        for (const w of toWinAnsi(t).split(/\s+/)) longestWord = Math.max(longestWord, measure(font, w, size));
        natural = Math.max(natural, measure(font, toWinAnsi(t), size));
      });
      minW.push(Math.min(longestWord, CONTENT_W / cols) + 2 * padX + 1);
      natW.push(Math.max(natural + 2 * padX + 1, 36));
    }
    const natSum = natW.reduce((a, b) => a + b, 0);
    let widths: number[];
    if (natSum <= CONTENT_W) widths = natW.map((w) => (w / natSum) * CONTENT_W);
    else {
      const minSum = minW.reduce((a, b) => a + b, 0);
      const spare = Math.max(0, CONTENT_W - minSum);
      const want = natW.map((w, c) => Math.max(0, w - minW[c]!));
      const wantSum = want.reduce((a, b) => a + b, 0) || 1;
      widths = minW.map((w, c) => w + (want[c]! / wantSum) * spare);
      const total = widths.reduce((a, b) => a + b, 0);
      widths = widths.map((w) => (w / total) * CONTENT_W);
    }
    const numeric = Array.from({ length: cols }, (_, c) => table.rows.length > 0 && table.rows.every((r) => /^[-+$%0-9.,x()/ ]*$/i.test(cell(r, c))) && table.rows.some((r) => /[0-9]/.test(cell(r, c))));
    const layoutRow = (row: string[], bold: boolean) => widths.map((w, c) => wrap(cell(row, c) || " ", w - 2 * padX, bold ? sansBold : sans, sansBold, size));
    const heightOf = (cells: Line[][]) => Math.max(...cells.map((l) => l.length)) * leading + 2 * padY;
    const head = layoutRow(table.head, true);
    const headH = heightOf(head);
    const drawRow = (cells: Line[][], h: number, isHead: boolean, stripe: boolean) => {
      if (isHead) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: BRAND_DARK });
      else if (stripe) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: h, color: BRAND_TINT });
      let x = MARGIN_X;
      cells.forEach((lines, c) => {
        const w = widths[c]!;
        let ly = this.y - padY - size + 0.5;
        for (const line of lines) {
          const right = numeric[c];
          const lx = right ? x + w - padX - line.width : x + padX;
          drawLine(this.page, line, lx, ly, size, isHead ? sansBold : sans, sansBold, isHead ? WHITE : INK);
          ly -= leading;
        }
        if (c > 0) this.page.drawRectangle({ x, y: this.y - h, width: 0.5, height: h, color: isHead ? BRAND_DARK : RULE });
        x += w;
      });
      if (!isHead) this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: CONTENT_W, height: 0.5, color: RULE });
      this.y -= h;
    };
    const rows = table.rows.map((r) => layoutRow(r, false));
    this.gap(4);
    const fullHeight = headH + rows.reduce((sum, cells) => sum + Math.max(heightOf(cells), 19), 0);
    // Short tables are never split; long ones break between rows and repeat the header.
    this.ensure(fullHeight <= (CONTENT_TOP - MARGIN_BOTTOM) * 0.45 ? fullHeight : headH + (rows[0] ? heightOf(rows[0]) : 0) + 4);
    drawRow(head, headH, true, false);
    rows.forEach((cells, i) => {
      const h = Math.max(heightOf(cells), 19);
      if (this.y - h < MARGIN_BOTTOM) {
        this.newPage();
        drawRow(head, headH, true, false);
      }
      drawRow(cells, h, false, i % 2 === 1);
    });
    this.y -= 14;
  }

  /**
   * Figures float: one that does not fit in the space left waits for the top of
   * the next page while the text carries on, so no half-empty pages are left.
   */
  figure(imageRef: PDFRef, figure: Figure, number: number) {
    const placed: PlacedFigure = { ref: imageRef, figure, number };
    if (this.pending.length === 0 && this.figureFits(placed)) this.drawFigure(placed);
    else this.pending.push(placed);
  }

  /** Places figures still waiting at the end of the document. */
  flushFigures() {
    while (this.pending.length > 0) this.newPage();
  }

  private figureHeight({ figure, number }: PlacedFigure) {
    const { serifItalic } = this.fonts;
    const h = figure.raster.h * (CONTENT_W / figure.raster.w);
    const caption = wrap(`Figure ${number}. ${figure.caption}`, CONTENT_W, serifItalic, serifItalic, 9);
    return h + caption.length * 12 + 24;
  }

  private figureFits(placed: PlacedFigure) {
    return this.y - this.figureHeight(placed) >= MARGIN_BOTTOM || this.atTop();
  }

  placePending() {
    const waiting = this.pending;
    this.pending = [];
    while (waiting.length > 0 && this.figureFits(waiting[0]!)) this.drawFigure(waiting.shift()!);
    this.pending = waiting;
  }

  private drawFigure({ ref, figure, number }: PlacedFigure) {
    const { sans, sansBold, serifItalic } = this.fonts;
    const k = CONTENT_W / figure.raster.w;
    const h = figure.raster.h * k;
    const caption = wrap(`Figure ${number}. ${figure.caption}`, CONTENT_W, serifItalic, serifItalic, 9);
    this.gap(6);
    const top = this.y;
    const name = this.page.node.newXObject("Image", ref);
    this.page.pushOperators(pushGraphicsState(), concatTransformationMatrix(CONTENT_W, 0, 0, h, MARGIN_X, top - h), drawObject(name), popGraphicsState());
    for (const label of figure.labels) {
      const font = label.bold ? sansBold : sans;
      const text = toWinAnsi(label.text);
      const w = measure(font, text, label.size);
      const ax = MARGIN_X + label.x * k;
      const x = label.align === "center" ? ax - w / 2 : label.align === "right" ? ax - w : ax;
      this.page.drawText(text, { x, y: top - label.y * k, size: label.size, font, color: rgb(label.color[0] / 255, label.color[1] / 255, label.color[2] / 255) });
    }
    this.y = top - h - 6;
    for (const line of caption) {
      drawLine(this.page, line, MARGIN_X, this.y - 9, 9, serifItalic, serifItalic, MUTED);
      this.y -= 12;
    }
    this.y -= 12;
  }
}
