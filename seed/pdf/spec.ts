/**
 * The input of the seed's PDF builder: a document is a title block, an author,
 * a seed for its procedural figures and a list of sections (paragraphs, bullets,
 * an optional table). seed/data/documents.ts and the product-file JSON are
 * written against these types; see index.ts for the text conventions.
 */

export type PdfSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  table?: { head: string[]; rows: string[][] };
};

export type PdfDocumentSpec = {
  title: string;
  subtitle: string;
  author: string;
  sections: PdfSection[];
  figures?: number;
  seed: number;
};
