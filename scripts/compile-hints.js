#!/usr/bin/env node
/**
 * Marks the code every page runs at start (the client entry, the root route and
 * the chunks they import, as Remix's manifest lists them) with V8's explicit
 * compile hint, so Chrome compiles their functions while the files download,
 * off the main thread, instead of one at a time on the main thread as
 * hydration first calls them (docs/decisions/195). `npm run build` runs it
 * after `remix build`; running it twice changes nothing.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Remix's manifest, of which `remix build` (which empties public/build first) writes exactly one.
 * @param {string} buildDir
 */
function readManifest(buildDir) {
  const name = fs.readdirSync(buildDir).find((file) => /^manifest-\w+\.js$/.test(file));
  if (!name) throw new Error(`no manifest in ${buildDir}: run \`remix build\` first`);
  return JSON.parse(fs.readFileSync(path.join(buildDir, name), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * URLs (/build/…) of the modules every page evaluates before it hydrates.
 * @param {{ entry: { module: string, imports: string[] }, routes: Record<string, { module: string, imports?: string[] }> }} manifest
 * @returns {string[]}
 */
export function startupModules(manifest) {
  const rootRoute = manifest.routes.root;
  if (!rootRoute) throw new Error("the manifest has no root route");
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, rootRoute.module, ...(rootRoute.imports ?? [])])];
}

export function addCompileHints(publicDir = path.join(root, "public")) {
  const modules = startupModules(readManifest(path.join(publicDir, "build")));
  for (const url of modules) {
    const file = path.join(publicDir, url);
    const code = fs.readFileSync(file, "utf8");
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
  }
  return modules;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const modules = addCompileHints();
  console.log(`compile hints: ${modules.length} startup modules`);
}
