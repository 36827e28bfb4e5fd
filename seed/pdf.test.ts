import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPdf, toWinAnsi, type PdfDocumentSpec } from "./pdf";

const spec: PdfDocumentSpec = {
  title: "Test Handbook",
  subtitle: "A small document for the builder's tests.",
  author: "Test Author",
  seed: 42,
  figures: 1,
  sections: [
    {
      heading: "Short section",
      paragraphs: ["A paragraph with **bold** words.", "## A sub-heading", "> A prompt box\nwith two lines"],
      bullets: ["First point", "Second point"],
      table: { head: ["Item", "Cost"], rows: [["Rice", "1.20"], ["Oil", "3.40"]] },
    },
  ],
};

const paragraph = "Prep lists come from forecast covers, menu mix and portion specifications, and the sous chef checks them before service starts.";

describe("buildPdf", () => {
  it("writes a PDF that pdf-lib reads back with the expected pages and metadata", async () => {
    const bytes = await buildPdf(spec);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    // Cover, contents, and one page holding the short section and its figure.
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe("Test Handbook");
    expect(doc.getAuthor()).toBe("Test Author");
    expect(doc.getCreationDate()?.toISOString()).toBe(doc.getModificationDate()?.toISOString());
  });

  it("breaks long text over further pages", async () => {
    const long: PdfDocumentSpec = { ...spec, figures: 0, sections: [{ heading: "Long section", paragraphs: Array.from({ length: 60 }, () => paragraph) }] };
    const doc = await PDFDocument.load(await buildPdf(long));
    expect(doc.getPageCount()).toBeGreaterThan(4);
  });

  it("gives identical bytes for the same spec", async () => {
    const a = await buildPdf(spec);
    const b = await buildPdf(spec);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("draws different figures for a different seed", async () => {
    const a = await buildPdf(spec);
    const b = await buildPdf({ ...spec, seed: 43 });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe("toWinAnsi", () => {
  it("folds typographic punctuation and rejects characters the standard fonts lack", () => {
    expect(toWinAnsi("\u201cChef\u2019s\u201d \u2014 caf\u00e9")).toBe('"Chef\'s" - caf\u00e9');
    expect(() => toWinAnsi("\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35")).toThrow(/standard PDF font/);
  });
});
