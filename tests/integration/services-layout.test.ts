/**
 * The layout docs/architecture.md describes: services live in feature folders
 * (checkout, account, mail…), not in one flat folder, and the layers below them
 * (models, utils, db) never reach up into services or routes.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const SERVICES = path.join(APP, "services");

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every module specifier a file imports or re-exports, statically or with import(). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)].map((m) => m[1]!);
}

describe("app/services", () => {
  it("keeps its code in feature folders: at most 12 files at the top level, no folder inside a folder", () => {
    const entries = fs.readdirSync(SERVICES, { withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(files.length).toBeLessThanOrEqual(12);
    expect(folders.length).toBeGreaterThanOrEqual(8);
    for (const folder of folders) {
      const nested = fs.readdirSync(path.join(SERVICES, folder), { withFileTypes: true }).filter((e) => e.isDirectory());
      expect(nested.map((e) => `${folder}/${e.name}`)).toEqual([]);
    }
  });

  it("is imported by routes and the server's hooks, never by models, utils or db", () => {
    const upward = ["models", "utils", "db"].flatMap((layer) =>
      sourceFiles(path.join(APP, layer)).flatMap((file) =>
        importsOf(file)
          .filter((spec) => /^~\/(services|routes)\/|(^|\/)\.\.\/(services|routes)\//.test(spec))
          .map((spec) => `${path.relative(APP, file)} → ${spec}`),
      ),
    );
    expect(upward).toEqual([]);
  });

  it("sees imports at all (the check above is not vacuous)", () => {
    const routeImports = sourceFiles(path.join(APP, "routes")).flatMap(importsOf);
    expect(routeImports.some((spec) => spec.startsWith("~/services/auth/"))).toBe(true);
    expect(importsOf(path.join(APP, "models/order.server.ts")).some((spec) => spec.startsWith("~/db/"))).toBe(true);
  });
});
