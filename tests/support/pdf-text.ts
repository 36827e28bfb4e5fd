/**
 * Reading PDFs back in tests, with pdf-lib: the text a page shows (its
 * content streams inflated and every string its text operators draw, decoded
 * as the standard fonts' WinAnsi bytes), its outline's titles, and a small
 * PDF with an outline made with pdf-lib's low-level objects.
 */
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, StandardFonts } from "pdf-lib";

/** The text drawn on page `index` (0-based), strings joined by spaces. */
export async function pageText(bytes: Uint8Array, index = 0): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => {
      const filter = s.dict.get(PDFName.of("Filter"));
      const raw = Buffer.from(s.contents);
      return (filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    })
    .map(textOperands)
    .join(" ");
}

/** The strings shown by Tj, TJ, ' and " in a content stream. */
function textOperands(stream: string): string {
  const shown: string[] = [];
  const operand = /\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>/g;
  for (const block of stream.matchAll(/(\[[^\]]*\]|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)\s*(Tj|TJ|'|")/g)) {
    shown.push([...block[1]!.matchAll(operand)].map((m) => decodeString(m[0])).join(""));
  }
  return shown.join(" ");
}

function decodeString(token: string): string {
  if (token.startsWith("<")) {
    const hex = token.slice(1, -1).replace(/\s/g, "");
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex").toString("latin1").replace(/\x95|\xb7/g, "·");
  }
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
  return token
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/g, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e)));
}

/** The outline's top-level titles, each with the number (0-based) of the page it opens. */
export async function outlineOf(bytes: Uint8Array): Promise<{ title: string; page: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  const pageRefs = doc.getPages().map((p) => p.ref.toString());
  const items: { title: string; page: number }[] = [];
  let item = outlines?.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of("Title"));
    const dest = item.lookupMaybe(PDFName.of("Dest"), PDFArray);
    const target = dest?.get(0);
    items.push({
      title: title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : "",
      page: target instanceof PDFRef ? pageRefs.indexOf(target.toString()) : -1,
    });
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return items;
}

/** A PDF of `pages` pages, each with a heading, and an outline with one entry per page. */
export async function pdfWithOutline(pages = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const refs: PDFRef[] = [];
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${i + 1}`, { x: 72, y: 760, size: 18, font });
    refs.push(page.ref);
  }
  const outlineRef = doc.context.nextRef();
  const itemRefs = refs.map(() => doc.context.nextRef());
  itemRefs.forEach((ref, i) => {
    const item = doc.context.obj({
      Title: PDFHexString.fromText(`Chapter ${i + 1}`),
      Parent: outlineRef,
      Dest: doc.context.obj([refs[i]!, PDFName.of("XYZ"), null, null, null]),
      ...(i > 0 ? { Prev: itemRefs[i - 1]! } : {}),
      ...(i < itemRefs.length - 1 ? { Next: itemRefs[i + 1]! } : {}),
    });
    doc.context.assign(ref, item);
  });
  doc.context.assign(
    outlineRef,
    doc.context.obj({ Type: "Outlines", First: itemRefs[0]!, Last: itemRefs.at(-1)!, Count: PDFNumber.of(itemRefs.length) }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlineRef);
  return doc.save();
}
