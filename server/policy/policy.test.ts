/**
 * The policy is the one line between app/ and server/ (docs/decisions/207):
 * app/ imports nothing else from server/, the policy imports nothing outside
 * itself, and its literals (cookie and header names, Cache-Control strings,
 * size-limit messages, every rate limit's bucket and message) are written out
 * nowhere else in app/ or server/.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript-compiler";
import { describe, expect, it } from "vitest";
import * as shared from "./index.js";
import * as limits from "./limits.js";

const policy = { ...shared, ...limits };

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");
const SERVER = path.join(ROOT, "server");
const POLICY = path.join(SERVER, "policy");
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string, text?: string) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  if (text !== undefined) return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  let source = parsed.get(file);
  if (!source) parsed.set(file, (source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind)));
  return source;
}

type Use = { specifier: string; typeOnly: boolean };

/** Every module a file names: static imports and re-exports, `import()`, `require()` and `import("…")` types. */
function modulesNamed(source: ts.SourceFile): Use[] {
  const uses: Use[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      uses.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (dynamic || required) uses.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      uses.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSDoc types (`@type {import("…")}`) are types too; a JS file's only way to name one.
  for (const [, specifier] of source.text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    if (!uses.some((use) => use.specifier === specifier)) uses.push({ specifier: specifier!, typeOnly: true });
  }
  return uses;
}

/** Where a specifier leads on disk, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".") || specifier.startsWith("/")) return path.resolve(path.dirname(file), specifier);
  return null;
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

/** app/ files' modules in server/ outside the policy, as "file → specifier". */
function appCrossings(files: Array<{ file: string; text?: string }>) {
  return files.flatMap(({ file, text }) =>
    modulesNamed(parse(file, text))
      .filter(({ specifier }) => {
        const to = target(file, specifier);
        return to !== null && inside(SERVER, to) && !inside(POLICY, to);
      })
      .map(({ specifier }) => `${path.relative(ROOT, file)} → ${specifier}`),
  );
}

describe("the import line between app/ and server/", () => {
  it("finds every kind of import into server/ (checked on a made-up file)", () => {
    const file = path.join(APP, "services", "made-up.server.ts");
    const text = [
      'import { a } from "../../server/body-limit.js";',
      'export { b } from "../../server/refusals.js";',
      'const c = await import("../../server/config.js");',
      'const d = require("../../server/paths.js");',
      'type E = typeof import("../../server/page-cache.js");',
      'import { POLICY } from "../../server/policy/index.js";',
    ].join("\n");
    expect(appCrossings([{ file, text }])).toEqual([
      "app/services/made-up.server.ts → ../../server/body-limit.js",
      "app/services/made-up.server.ts → ../../server/refusals.js",
      "app/services/made-up.server.ts → ../../server/config.js",
      "app/services/made-up.server.ts → ../../server/paths.js",
      "app/services/made-up.server.ts → ../../server/page-cache.js",
    ]);
  });

  it("app/ imports nothing from server/ but the policy", () => {
    const files = sourceFiles(APP).map((file) => ({ file }));
    expect(appCrossings(files)).toEqual([]);
    // The walk does reach the policy's users, so an empty list is not an empty walk.
    expect(files.some(({ file }) => modulesNamed(parse(file)).some(({ specifier }) => specifier.endsWith("server/policy/index.js")))).toBe(true);
  });

  it("the policy imports nothing outside itself", () => {
    const outside = sourceFiles(POLICY).flatMap((file) =>
      modulesNamed(parse(file))
        .filter(({ specifier }) => {
          const to = target(file, specifier);
          return to !== null && !inside(POLICY, to);
        })
        .map(({ specifier }) => `${path.relative(ROOT, file)} → ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it("the rest of server/ reaches app/ only for types (the build's hooks), never at run time", () => {
    const runtime = sourceFiles(SERVER)
      .filter((file) => !inside(POLICY, file))
      .flatMap((file) =>
        modulesNamed(parse(file))
          .filter(({ specifier, typeOnly }) => {
            const to = target(file, specifier);
            return !typeOnly && to !== null && inside(APP, to);
          })
          .map(({ specifier }) => `${path.relative(ROOT, file)} → ${specifier}`),
      );
    expect(runtime).toEqual([]);
  });
});

/** The text of every literal in a file: strings (not module names), templates' fixed parts, regular expressions, JSX text. */
function literalsOf(source: ts.SourceFile): Array<{ text: string; regex: boolean }> {
  const found: Array<{ text: string; regex: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) found.push({ text: node.text, regex: false });
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push({ text: node.text, regex: false });
    else if (ts.isRegularExpressionLiteral(node)) found.push({ text: node.text, regex: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The policy's words, each with how a copy is recognised. A value with a space
 * (a message, a Cache-Control list) is a copy wherever a literal contains it; a
 * single word (a cookie, a header, a bucket, "no-store") only where a literal is
 * exactly it, and a name (a cookie, a header) also where a regular expression
 * names it. A message's parts around {wait} are checked apart; parts too short
 * to be the policy's own (". ") are skipped.
 */
type Word = { name: string; value: string; inRegex: boolean };
function policyWords(): Word[] {
  const words: Word[] = [];
  const add = (name: string, value: string, inRegex = false) => {
    if (!value.includes(policy.WAIT)) return words.push({ name, value, inRegex });
    for (const part of value.split(policy.WAIT)) if (part.length >= 25) words.push({ name, value: part, inRegex });
  };
  for (const [key, value] of Object.entries(policy.COOKIES)) add(`COOKIES.${key}`, value, true);
  for (const [key, value] of Object.entries(policy.HEADERS)) add(`HEADERS.${key}`, value, true);
  for (const [key, value] of Object.entries(policy.CACHE_CONTROL)) add(`CACHE_CONTROL.${key}`, value);
  add("EDITOR_IMAGE.tooLarge", policy.EDITOR_IMAGE.tooLarge);
  add("GUIDE_UPLOAD.tooLarge", policy.GUIDE_UPLOAD.tooLarge);
  policy.LARGE_FORMS.forEach((form, i) => add(`LARGE_FORMS[${i}].refusal`, form.refusal));
  for (const [key, limit] of Object.entries(policy.RATE_LIMITS)) {
    add(`RATE_LIMITS.${key}.bucket`, limit.bucket);
    add(`RATE_LIMITS.${key}.message`, limit.message);
    if ("detail" in limit) add(`RATE_LIMITS.${key}.detail`, limit.detail);
  }
  for (const [key, gate] of Object.entries(policy.SIGN_IN_GATE)) add(`SIGN_IN_GATE.${key}.message`, gate.message);
  return words;
}
const WORDS = policyWords();

function copiesIn(file: string, text?: string) {
  const literals = literalsOf(parse(file, text));
  return WORDS.flatMap(({ name, value, inRegex }) => {
    const wanted = value.toLowerCase();
    const copied = literals.some(({ text: literal, regex }) => {
      const have = literal.toLowerCase();
      if (regex) return inRegex && have.includes(wanted);
      return value.includes(" ") ? have.includes(wanted) : have === wanted;
    });
    return copied ? [`${path.relative(ROOT, file)}: ${name} (${JSON.stringify(value)})`] : [];
  });
}

/** The same word meaning something else: each with why it is not a copy. */
const ALLOWED = [
  // The outbox event of a stored upload (the mail to the admins), which starts as the upload quota's bucket does.
  'app/routes/resources.tsx: RATE_LIMITS.guideUploadQuota.bucket ("guide-upload:")',
];

describe("the policy's literals", () => {
  it("a copy is found: a cookie name, a Cache-Control string, a limit's bucket and message (checked on a made-up file)", () => {
    const file = path.join(APP, "routes", "made-up.tsx");
    const text = [
      'const cookie = createCookie("__session");',
      'const personal = /__session|toast/i;',
      'headers.set("Cache-Control", "private, no-store");',
      "const bucket = `signup:${address}`;",
      "const text = `Too many sign-ups from your network. Please try again in ${minutes}.`;",
      'const fine = "A toast to the chef, and /login for the sign-in.";',
      'const directive = /\\b(private|no-store)\\b/;',
    ].join("\n");
    expect(copiesIn(file, text)).toEqual([
      'app/routes/made-up.tsx: COOKIES.session ("__session")',
      'app/routes/made-up.tsx: COOKIES.flash ("toast")',
      'app/routes/made-up.tsx: CACHE_CONTROL.personal ("private, no-store")',
      'app/routes/made-up.tsx: CACHE_CONTROL.unsharedPage ("private, no-store")',
      'app/routes/made-up.tsx: RATE_LIMITS.signUp.bucket ("signup:")',
      'app/routes/made-up.tsx: RATE_LIMITS.signUp.message ("Too many sign-ups from your network. Please try again in ")',
    ]);
  });

  it("are written out only in the policy: app/ and server/ read them from it", () => {
    const files = [...sourceFiles(APP), ...sourceFiles(SERVER).filter((file) => !inside(POLICY, file))];
    const copies = files.flatMap((file) => copiesIn(file)).filter((copy) => !ALLOWED.includes(copy));
    expect(copies).toEqual([]);
  });

  it("every rate limit has its numbers, its message and where it is applied", () => {
    for (const [name, limit] of Object.entries(policy.RATE_LIMITS)) {
      expect(limit.max, name).toBeGreaterThan(0);
      expect(limit.windowMs, name).toBeGreaterThan(0);
      expect(limit.message.length, name).toBeGreaterThan(10);
      expect(limit.appliedAt, name).not.toBe("");
    }
    const buckets = Object.values(policy.RATE_LIMITS).map((limit) => limit.bucket);
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(policy.limitRows()).toHaveLength(Object.keys(policy.RATE_LIMITS).length + Object.keys(policy.SIGN_IN_GATE).length);
  });
});
