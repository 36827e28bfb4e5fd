/**
 * The production dependency tree holds no build tool (docs/decisions/177): what
 * `npm ls --omit=dev` lists is what `npm prune --omit=dev` keeps in the image.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("npm ls --omit=dev lists neither typescript nor tsx", () => {
  // --all: every depth, so an optional peer edge anywhere would show.
  const tree = JSON.parse(execFileSync("npm", ["ls", "--omit=dev", "--all", "--json"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const names = new Set<string>();
  type Node = { version?: string; dependencies?: Record<string, Node> };
  const walk = (deps: Record<string, Node> = {}) => {
    for (const [name, dep] of Object.entries(deps)) {
      // An optional peer that is not installed is listed as {}: only installed packages count.
      if (dep.version) names.add(name);
      walk(dep.dependencies);
    }
  };
  walk(tree.dependencies);
  expect(names.has("react")).toBe(true); // the walk sees the tree at all
  expect([...names].filter((name) => ["typescript", "tsx", "typescript-compiler", "esbuild"].includes(name))).toEqual([]);
}, 60_000);
