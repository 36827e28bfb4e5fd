import fs from "node:fs";
import path from "node:path";
import stylesheet from "~/tailwind.css";

let cached: string | undefined;

/**
 * The built stylesheet's text, read once. When the file cannot be read (an
 * unusual layout of public/), an @import of its URL keeps the page styled.
 */
export function siteCss(): string {
  if (cached !== undefined) return cached;
  try {
    cached = fs.readFileSync(path.join(process.cwd(), "public", stylesheet), "utf8");
  } catch {
    cached = `@import url(${JSON.stringify(stylesheet)});`;
  }
  // A stylesheet never legitimately contains "</style"; make sure the page's markup cannot be closed early.
  cached = cached.replaceAll("</style", "<\\/style");
  return cached;
}
