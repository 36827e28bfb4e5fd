import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "../../../scripts/compile-hints.js";

const MANIFEST = {
  entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-REACT.js"] },
  routes: {
    root: { id: "root", module: "/build/root-B.js", imports: ["/build/_shared/chunk-SHELL.js"] },
    "routes/_index": { id: "routes/_index", module: "/build/routes/_index-C.js", imports: ["/build/_shared/chunk-HOME.js"] },
  },
};
const FILES = ["entry.client-A.js", "_shared/chunk-REACT.js", "root-B.js", "_shared/chunk-SHELL.js", "routes/_index-C.js", "_shared/chunk-HOME.js"];

let publicDir = "";
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

function fakeBuild() {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  for (const file of FILES) {
    fs.mkdirSync(path.dirname(path.join(publicDir, "build", file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "build", file), `export const name = ${JSON.stringify(file)};`);
  }
  fs.writeFileSync(path.join(publicDir, "build", "manifest-1234.js"), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
}

const read = (file: string) => fs.readFileSync(path.join(publicDir, "build", file), "utf8");

describe("addCompileHints", () => {
  it("marks the entry, the root route and what they import, and nothing a single route loads", () => {
    fakeBuild();
    addCompileHints(publicDir);
    for (const file of FILES.slice(0, 4)) expect(read(file), file).toBe(`${COMPILE_HINT}export const name = ${JSON.stringify(file)};`);
    for (const file of FILES.slice(4)) expect(read(file), file).not.toContain("allFunctionsCalledOnLoad");
  });

  it("changes nothing when run again", () => {
    fakeBuild();
    addCompileHints(publicDir);
    const once = FILES.map(read);
    addCompileHints(publicDir);
    expect(FILES.map(read)).toEqual(once);
  });
});
