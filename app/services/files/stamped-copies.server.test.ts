import fs from "node:fs";
import path from "node:path";
import { PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { outlineOf, pageText, pdfWithOutline } from "../../../tests/support/pdf-text";
import { StampNotReady, dropStampedCopies, licenceLine, pruneStampedCopies, stampPdf, stampedCopy, stampedRoot, type Licence } from "./stamped-copies.server";
import { resolveStorageKey, writeStoredFile } from "./storage.server";

const ann: Licence = { userId: "user-ann", name: "Ann Buyer", email: "ann@example.com", orderId: "ord_ann" };
const bob: Licence = { userId: "user-bob", name: "Bob Other", email: "bob@example.com", orderId: "ord_bob" };

describe("stampPdf", () => {
  it("prints the licence on the first page and keeps every page and the outline", async () => {
    const original = await pdfWithOutline(3);
    const stamped = await stampPdf(original, ann);
    expect(await pageText(original)).not.toContain("ann@example.com");
    expect(await pageText(stamped)).toContain("Licensed to Ann Buyer ann@example.com · order ord_ann");
    expect(await pageText(stamped, 1)).not.toContain("ann@example.com");
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(3);
    expect(await outlineOf(stamped)).toEqual([
      { title: "Chapter 1", page: 0 },
      { title: "Chapter 2", page: 1 },
      { title: "Chapter 3", page: 2 },
    ]);
  });

  it("puts the licence in the metadata too, and keeps the original's", async () => {
    const source = await PDFDocument.create();
    source.addPage();
    source.setTitle("Kitchen Playbook");
    source.setSubject("Recipes");
    const stamped = await PDFDocument.load(await stampPdf(await source.save(), ann));
    expect(stamped.getTitle()).toBe("Kitchen Playbook");
    expect(stamped.getSubject()).toBe("Recipes · Licensed to Ann Buyer ann@example.com · order ord_ann");
    expect(stamped.getKeywords()).toContain("ann@example.com");
    const info = stamped.context.lookup(stamped.context.trailerInfo.Info) as unknown as { get(name: PDFName): unknown };
    expect((info.get(PDFName.of("LicensedTo")) as PDFHexString).decodeText()).toBe(licenceLine(ann));
  });

  it("gives two buyers different files", async () => {
    const original = await pdfWithOutline(1);
    const [a, b] = await Promise.all([stampPdf(original, ann), stampPdf(original, bob)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(await pageText(b)).toContain("bob@example.com");
    expect(await pageText(b)).not.toContain("ann@example.com");
  });

  it("draws a name the standard font cannot with ? and keeps it whole in the metadata; premium access without an order has no order", async () => {
    const licence = { ...ann, name: "Søren 山田 (Chef) \\ 🍜", orderId: null };
    const stamped = await stampPdf(await pdfWithOutline(1), licence);
    expect(await pageText(stamped)).toContain("Licensed to Søren ?? (Chef) \\ ? ann@example.com");
    expect(await pageText(stamped)).not.toContain("order");
    expect((await PDFDocument.load(stamped)).getSubject()).toBe("Licensed to Søren 山田 (Chef) \\ 🍜 ann@example.com");
  });
});

describe("stampedCopy", () => {
  it("is made once per buyer, order and file version, kept privately and dropped on refund or deletion", async () => {
    const key = "products/stamp-test.pdf";
    writeStoredFile(key, await pdfWithOutline(2));
    const first = await stampedCopy(key, "stamp-test.pdf", ann);
    expect(first.file.startsWith(path.join(stampedRoot(), "user-ann") + path.sep)).toBe(true);
    expect(first.file.startsWith(path.dirname(resolveStorageKey(key)))).toBe(false);
    const again = await stampedCopy(key, "stamp-test.pdf", ann);
    expect(again).toEqual(first);
    expect(await pageText(fs.readFileSync(first.file))).toContain("ann@example.com");

    // Two downloads at once make one copy.
    const other = { ...ann, orderId: "ord_other" };
    const [x, y] = await Promise.all([stampedCopy(key, "stamp-test.pdf", other), stampedCopy(key, "stamp-test.pdf", other)]);
    expect(x).toEqual(y);

    // A new version of the file: a new copy, and the old one goes.
    await new Promise((r) => setTimeout(r, 5));
    writeStoredFile(key, await pdfWithOutline(4));
    const newer = await stampedCopy(key, "stamp-test.pdf", ann);
    expect(newer.file).not.toBe(first.file);
    expect(newer.etag).not.toBe(first.etag);
    expect(fs.existsSync(first.file)).toBe(false);
    expect((await PDFDocument.load(fs.readFileSync(newer.file))).getPageCount()).toBe(4);

    dropStampedCopies("user-ann", "ord_ann");
    expect(fs.existsSync(newer.file)).toBe(false);
    expect(fs.existsSync(x.file)).toBe(true);
    dropStampedCopies("user-ann");
    expect(fs.existsSync(path.join(stampedRoot(), "user-ann"))).toBe(false);
  });

  it("a file pdf-lib cannot read is refused as not ready, not served, and tried again next time", async () => {
    const key = "products/broken.pdf";
    writeStoredFile(key, new TextEncoder().encode("%PDF-1.7\nnot really a pdf"));
    await expect(stampedCopy(key, "broken.pdf", bob)).rejects.toEqual(new StampNotReady(false));
    expect(fs.existsSync(path.join(stampedRoot(), "user-bob")) ? fs.readdirSync(path.join(stampedRoot(), "user-bob")) : []).toEqual([]);
    writeStoredFile(key, await pdfWithOutline(1));
    expect((await stampedCopy(key, "broken.pdf", bob)).size).toBeGreaterThan(0);
  });

  it("copies made more than a week ago are pruned, and made again on the next download", async () => {
    const key = "products/prune-test.pdf";
    writeStoredFile(key, await pdfWithOutline(1));
    const old = await stampedCopy(key, "prune-test.pdf", { ...bob, userId: "user-old" });
    const recent = await stampedCopy(key, "prune-test.pdf", { ...bob, userId: "user-recent" });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    fs.utimesSync(old.file, eightDaysAgo, eightDaysAgo);
    expect(pruneStampedCopies(new Date(Date.now() - 7 * 24 * 60 * 60 * 1000))).toBe(1);
    expect(fs.existsSync(path.join(stampedRoot(), "user-old"))).toBe(false);
    expect(fs.existsSync(recent.file)).toBe(true);
    expect(fs.existsSync((await stampedCopy(key, "prune-test.pdf", { ...bob, userId: "user-old" })).file)).toBe(true);
  });
});
