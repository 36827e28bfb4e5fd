import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AFFILIATE_CODE_PATTERN, affiliateCode, affiliatePrefix } from "./affiliate-code";

const random = (max: number) => Math.floor(Math.random() * max);

describe("affiliatePrefix", () => {
  it.each([
    ["Maria Santos", "MARI"],
    ["Li Na", "LINA"],
    ["  j o  h n ", "JOHN"],
    ["Al", "ALXX"],
    ["Bo", "BOXX"],
    ["José Ñúñez", "JOSE"],
    ["Zoë", "ZOEX"],
    ["O'Brien-Smith", "OBRI"],
    ["สมชาย ใจดี", "XXXX"],
    ["李小龍", "XXXX"],
    ["Somchai สมชาย", "SOMC"],
    ["", "XXXX"],
  ])("%j → %s", (name, prefix) => {
    expect(affiliatePrefix(name)).toBe(prefix);
  });
});

describe("affiliateCode", () => {
  it("always has the shape XXXX-XXXXXX for any name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (name) => {
        expect(affiliateCode(name, random)).toMatch(AFFILIATE_CODE_PATTERN);
      }),
      { numRuns: 1000 },
    );
  });

  it("uses the random source for the 6-character suffix", () => {
    expect(affiliateCode("Maria", () => 0)).toBe("MARI-AAAAAA");
    expect(affiliateCode("Maria", (max) => max - 1)).toBe("MARI-999999");
  });
});
