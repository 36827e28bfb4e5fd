import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";
import { withParams } from "./url";

/** What a browser would do with the Location header: the URL it lands on. */
const landing = (location: string) => new URL(location, "https://site.example/page");

/** A Location value that stays on the site and is a valid header (printable ASCII, no backslash). */
function expectLocal(location: string) {
  expect(location.startsWith("/")).toBe(true);
  expect(location.startsWith("//")).toBe(false);
  expect(location).toMatch(/^[\x21-\x7e]*$/);
  expect(location).not.toContain("\\");
  expect(landing(location).origin).toBe("https://site.example");
  expect(() => new Headers({ Location: location })).not.toThrow();
}

// Open-redirect payloads seen in the wild, and their neighbours.
const ATTACKS = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/.//evil.example/x",
  "/./\\evil.example",
  "/a/../..//evil.example",
  "/%2F%2Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/foo\nbar",
  "javascript:alert(1)",
  "evil.example",
  "/ā",
  "/ā?q=ā#ā",
  "/\u2028/evil.example",
];

describe("safeRedirect", () => {
  it("keeps local paths with query and hash", () => {
    expect(safeRedirect("/resources?x=1#top")).toBe("/resources?x=1#top");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/.//evil.example/x",
    "/a/../..//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/foo\nbar",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it("percent-encodes characters a header cannot carry, instead of failing on them", () => {
    expect(safeRedirect("/ā")).toBe("/%C4%81");
    expect(safeRedirect("/menu?dish=phở#ต้ม")).toBe("/menu?dish=ph%E1%BB%9F#%E0%B8%95%E0%B9%89%E0%B8%A1");
  });

  it("removes dot segments before checking, and keeps encoded slashes encoded", () => {
    expect(safeRedirect("/blog/../account")).toBe("/account");
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it.each(ATTACKS)("%j never leads off the site, alone or through withParams", (payload) => {
    const checked = safeRedirect(payload);
    expectLocal(checked);
    expectLocal(withParams(checked, { dialog: "enquiry", sent: "1" }));
  });

  it("returns values that are already normal (checking twice changes nothing)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (tail) => {
        const once = safeRedirect(`/${tail}`);
        expect(safeRedirect(once)).toBe(once);
      }),
    );
  });

  it("lets nothing off the site, for any input, alone or composed with withParams", () => {
    const piece = fc.constantFrom("/", "\\", ".", "..", "%2F", "%5C", "?", "#", "@", ":", "\t", "evil.example", "ā", "a");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.string({ maxLength: 10 }), (pieces, value) => {
        const checked = safeRedirect(pieces.join(""));
        expectLocal(checked);
        expectLocal(withParams(checked, { code: value }));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("withParams", () => {
  it("sets params and keeps the rest", () => {
    expect(withParams("/page?a=1#top", { dialog: "enquiry" })).toBe("/page?a=1&dialog=enquiry#top");
  });

  it("cannot turn an approved path into another site's (returnTo=/.//evil.example/x)", () => {
    expect(withParams("/.//evil.example/x", { dialog: "enquiry" })).toBe("/");
  });
});
