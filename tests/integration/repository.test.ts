/**
 * The repository stands alone: no text points at a tracker it does not hold
 * ("issue 12", an issue note, a security review) instead of saying the fact,
 * and docs/architecture.md names only files and functions that exist.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);

/** Text files as they are on disk (a file deleted but not yet staged is skipped). */
function readText(file: string): string | null {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) return null;
  const text = fs.readFileSync(full, "utf8");
  return text.includes("\0") ? null : text;
}

/**
 * Pointers to a tracker the repository does not hold. A third-party project's
 * issue is cited by its URL (…/issues/592), which none of these match.
 * The phrases are joined here so that this file does not match itself.
 */
const POINTERS = [/\bissues? ?#?\d+\b/i, new RegExp(["issue", "note"].join(" "), "i"), new RegExp(["security", "review"].join(" "), "i")];

/** Files that may hold the patterns for reasons of their own: the lock file's hashes, and this test's own examples. */
const NOT_PROSE = new Set(["package-lock.json", "tests/integration/repository.test.ts"]);

describe("no pointers to an outside tracker", () => {
  it("no tracked file says issue N, issue note or security review", () => {
    const found: string[] = [];
    for (const file of tracked) {
      if (NOT_PROSE.has(file)) continue;
      const text = readText(file);
      if (text === null) continue;
      text.split("\n").forEach((line, i) => {
        if (POINTERS.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("the check sees a pointer where there is one", () => {
    expect(POINTERS.some((pattern) => pattern.test("as asked in Issue 12, item 3"))).toBe(true);
    expect(POINTERS.some((pattern) => pattern.test("see https://github.com/benbjohnson/litestream/issues/592"))).toBe(false);
  });
});

describe("docs/architecture.md", () => {
  const page = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const spans = [...page.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
  const fence = page.match(/```text\n([\s\S]*?)```/)?.[1] ?? "";
  const source = tracked.filter((file) => /^(app|server)\/.*\.(tsx?|js)$/.test(file) && !/\.test\.tsx?$/.test(file)).map((file) => readText(file) ?? "").join("\n");

  /** A path (not a URL path), possibly relative to a folder named beside it. */
  const paths = spans.filter((span) => !span.startsWith("/") && !span.includes("<") && !span.includes(" ") && (span.includes("/") || /\.(js|ts|tsx|md|sql)$/.test(span)));
  /** Functions and methods named as calls, in prose and in the diagram; library calls left out. */
  const LIBRARY_CALLS = new Set(["compression", "cluster.fork", "http.createServer", "sendRemixResponse"]);
  const calls = [...spans, ...fence.split("\n")]
    .flatMap((text) => [...text.matchAll(/([A-Za-z_][\w.]*)\(/g)].map((m) => m[1] ?? ""))
    .filter((call) => !LIBRARY_CALLS.has(call));

  it("names files and folders that exist", () => {
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((p) => !fs.existsSync(path.join(ROOT, p)) && !tracked.some((file) => file.includes(`/${p}`)));
    expect(missing).toEqual([]);
  });

  it("cites decisions that exist", () => {
    const cited = [...page.matchAll(/docs\/decisions\/(\d{3})/g)].map((m) => m[1]);
    const records = fs.readdirSync(path.join(ROOT, "docs/decisions"));
    expect(cited.filter((n) => !records.some((file) => file.startsWith(`${n}-`)))).toEqual([]);
  });

  it("names functions that are defined in app/ or server/", () => {
    expect(calls.length).toBeGreaterThan(30);
    const missing = calls.filter((call) => {
      const name = call.split(".").pop() ?? call;
      const defined = new RegExp(`(function\\s+${name}\\b|\\b(const|let|class)\\s+${name}\\b|^\\s+(async\\s+)?${name}\\s*\\([^)]*\\)\\s*\\{|export\\s*\\{[^}]*\\b${name}\\b)`, "m");
      return !defined.test(source);
    });
    expect(missing).toEqual([]);
  });

  it("is linked from the README and the decisions' index", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("docs/architecture.md");
    expect(fs.readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8")).toContain("architecture.md");
  });
});
