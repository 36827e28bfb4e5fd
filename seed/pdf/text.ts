/**
 * Text setting with the 14 standard PDF fonts: `toWinAnsi` folds typography to
 * the WinAnsi range (and throws on anything else), `tokenize` splits "**bold**"
 * runs and forced breaks, `measure` and `wrap` are memoised width and greedy
 * line-wrap helpers, `drawLine` draws one wrapped line as merged font runs, and
 * `embedFonts` loads the five faces a document uses.
 */
import { PDFDocument, StandardFonts, type Color, type PDFFont, type PDFPage } from "pdf-lib";

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\t": " ",
};

/** Folds common typography to ASCII; anything else outside Latin-1 is a content bug. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = TYPOGRAPHIC[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    if (code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255)) {
      out += ch;
      continue;
    }
    throw new Error(`Character U+${code.toString(16).padStart(4, "0")} cannot be set in a standard PDF font: "${text.slice(0, 60)}"`);
  }
  return out;
}

export type Fonts = {
  sans: PDFFont;
  sansBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
};

type Piece = { text: string; bold: boolean };
type Word = { pieces: Piece[] } | { lineBreak: true };
export type Line = { words: Piece[][]; width: number };

/** Splits text into words made of bold/regular pieces; "**x**" marks bold, "\n" forces a break. */
function tokenize(text: string): Word[] {
  const words: Word[] = [];
  let current: Piece[] = [];
  const flush = () => {
    if (current.length > 0) words.push({ pieces: current });
    current = [];
  };
  const parts = toWinAnsi(text).split(/(\*\*[^*]+\*\*)/);
  for (const part of parts) {
    if (part === "") continue;
    const bold = part.startsWith("**") && part.endsWith("**") && part.length > 4;
    const body = bold ? part.slice(2, -2) : part;
    for (const chunk of body.split(/(\s+)/)) {
      if (chunk === "") continue;
      if (/^\s+$/.test(chunk)) {
        flush();
        const breaks = chunk.split("\n").length - 1;
        for (let i = 0; i < breaks; i++) words.push({ lineBreak: true });
      } else {
        current.push({ text: chunk, bold });
      }
    }
  }
  flush();
  return words;
}

// Standard-font metrics depend only on the font name, so caches are shared across documents.
const widthCache = new Map<string, Map<string, number>>();

/** Text width with a memo: the same words are measured thousands of times. */
export function measure(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font.name);
  if (!cache) {
    cache = new Map();
    widthCache.set(font.name, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1000);
    cache.set(text, w);
  }
  return (w * size) / 1000;
}

function pieceWidth(p: Piece, regular: PDFFont, bold: PDFFont, size: number): number {
  return measure(p.bold ? bold : regular, p.text, size);
}

const wrapCache = new Map<string, Line[]>();

/** Greedy word wrap (memoised: measuring and drawing wrap the same text twice). */
export function wrap(text: string, width: number, regular: PDFFont, bold: PDFFont, size: number): Line[] {
  const key = `${regular.name}|${bold.name}|${size}|${width}|${text}`;
  let lines = wrapCache.get(key);
  if (!lines) {
    lines = wrapUncached(text, width, regular, bold, size);
    wrapCache.set(key, lines);
  }
  return lines;
}

/** Words longer than a line are cut by characters. */
function wrapUncached(text: string, width: number, regular: PDFFont, bold: PDFFont, size: number): Line[] {
  const space = measure(regular, " ", size);
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0 };
  const push = () => {
    lines.push(line);
    line = { words: [], width: 0 };
  };
  for (const word of tokenize(text)) {
    if ("lineBreak" in word) {
      push();
      continue;
    }
    const pieces = word.pieces;
    const w = pieces.reduce((sum, p) => sum + pieceWidth(p, regular, bold, size), 0);
    if (w > width) {
      // Hard-split an over-long token (URLs, long formulas) into line-sized chunks.
      const first = pieces[0] ?? { text: "", bold: false };
      const textAll = pieces.map((p) => p.text).join("");
      let rest = textAll;
      while (rest.length > 0) {
        let n = rest.length;
        while (n > 1 && pieceWidth({ text: rest.slice(0, n), bold: first.bold }, regular, bold, size) > width) n--;
        const chunk: Piece = { text: rest.slice(0, n), bold: first.bold };
        if (line.words.length > 0) push();
        line.words.push([chunk]);
        line.width = pieceWidth(chunk, regular, bold, size);
        rest = rest.slice(n);
      }
      continue;
    }
    const extra = line.words.length > 0 ? space + w : w;
    if (line.words.length > 0 && line.width + extra > width) push();
    line.width += line.words.length > 0 ? space + w : w;
    line.words.push(pieces);
  }
  if (line.words.length > 0 || lines.length === 0) push();
  return lines;
}

/** Draws one wrapped line, merging neighbouring pieces of the same font into one text run. */
export function drawLine(page: PDFPage, line: Line, x: number, y: number, size: number, regular: PDFFont, bold: PDFFont, color: Color) {
  const runs: { text: string; bold: boolean }[] = [];
  line.words.forEach((pieces, wi) => {
    pieces.forEach((p, pi) => {
      const sep = wi > 0 && pi === 0 ? " " : "";
      const last = runs[runs.length - 1];
      if (last && last.bold === p.bold) last.text += sep + p.text;
      else {
        if (last && sep) last.text += sep;
        runs.push({ text: p.text, bold: p.bold });
      }
    });
  });
  let cx = x;
  for (const run of runs) {
    const font = run.bold ? bold : regular;
    page.drawText(run.text, { x: cx, y, size, font, color });
    cx += measure(font, run.text, size);
  }
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
}
