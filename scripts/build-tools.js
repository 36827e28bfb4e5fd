#!/usr/bin/env node
/**
 * Compiles the command-line tools the server and an operator run (migrate,
 * seed, grant the admin role, this week's white paper) to plain JavaScript
 * in build/tools/, so production runs them with node: no TypeScript or tsx at
 * run time (docs/decisions/177). Packages stay imports; the app's own modules
 * (the ~ alias) are bundled in. `npm run build` runs it after `remix build`.
 */
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

export const TOOLS = {
  migrate: "scripts/migrate.ts",
  seed: "seed/run.ts",
  "grant-admin": "scripts/grant-admin.ts",
  "generate-white-paper": "scripts/generate-white-paper.ts",
  "db-restore": "scripts/db-restore.ts",
};

/** Bare imports (packages, node: builtins) stay imports; `~/…` and relative ones are bundled. */
const packagesStayImports = {
  name: "packages-stay-imports",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./~]/ }, ({ path: specifier }) => ({ path: specifier, external: true }));
  },
};

export async function buildTools() {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(TOOLS).map(([name, source]) => [name, source])),
    outdir: "build/tools",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: "tsconfig.json",
    plugins: [packagesStayImports],
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildTools();
