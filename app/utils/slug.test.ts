import { describe, expect, it } from "vitest";
import { firstFreeSlug, MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  it("makes lower-case hyphenated ASCII words", () => {
    expect(slugify("Menu Engineering: A Guide (2026)")).toBe("menu-engineering-a-guide-2026");
    expect(slugify("Café & Bar — Costs")).toBe("cafe-and-bar-costs");
  });

  it("keeps whole words within the length limit and always matches the pattern", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("gives an empty slug when nothing is usable", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});

describe("firstFreeSlug", () => {
  it("numbers the slug until it is free", () => {
    const taken = new Set(["guide", "guide-2"]);
    expect(firstFreeSlug("guide", (s) => taken.has(s))).toBe("guide-3");
    expect(firstFreeSlug("other", (s) => taken.has(s))).toBe("other");
    expect(firstFreeSlug("", () => false)).toBe("post");
  });
});
