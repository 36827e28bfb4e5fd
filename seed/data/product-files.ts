/**
 * The file each digital product's buyer downloads: one JSON data file per
 * product in ./product-files (text kept out of code), made into a PDF by seed/pdf/.
 */
import fs from "node:fs";
import path from "node:path";
import type { PdfDocumentSpec } from "../pdf";

export type ProductFileSeed = { productId: string; fileName: string; spec: PdfDocumentSpec };

const DIR = path.join(import.meta.dirname, "product-files");

export const productFileSeeds: ProductFileSeed[] = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(DIR, name), "utf8")) as ProductFileSeed);
