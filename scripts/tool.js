#!/usr/bin/env node
/**
 * `npm run db:migrate | db:seed | db:restore | user:admin | white-papers:generate`: runs a
 * compiled tool from build/tools/ (scripts/build-tools.js), compiling it first
 * where the sources are here to compile (a checkout; the image ships it built).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
const compiled = path.join(root, "build", "tools", `${name}.js`);

if (fs.existsSync(path.join(root, "node_modules", "esbuild"))) {
  const { buildTools, TOOLS } = await import("./build-tools.js");
  if (!(name in TOOLS)) {
    console.error(`Unknown tool "${name}": one of ${Object.keys(TOOLS).join(", ")}.`);
    process.exit(2);
  }
  await buildTools();
}
const result = spawnSync(process.execPath, [compiled, ...args], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
