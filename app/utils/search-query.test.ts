import { describe, expect, it } from "vitest";
import { highlightParts, toFtsQuery } from "./search-query";

describe("toFtsQuery", () => {
  it("quotes every term, so FTS5 syntax is read as words", () => {
    expect(toFtsQuery("food waste")).toBe('"food" "waste"');
    expect(toFtsQuery('"unbalanced quote')).toBe('"unbalanced" "quote"');
    expect(toFtsQuery("kitch*")).toBe('"kitch"');
    expect(toFtsQuery("NEAR(a b)")).toBe('"NEAR" "a" "b"');
    expect(toFtsQuery("title:secret OR x")).toBe('"title" "secret" "OR" "x"');
  });
  it("keeps letters of any script and drops empty input", () => {
    expect(toFtsQuery("café ครัว")).toBe('"café" "ครัว"');
    expect(toFtsQuery("  ")).toBeNull();
    expect(toFtsQuery('"*"()')).toBeNull();
  });
  it("reads at most twelve terms of a huge input", () => {
    expect(toFtsQuery("word ".repeat(2000))!.split(" ")).toHaveLength(12);
  });
});

describe("highlightParts", () => {
  it("splits marked and plain text", () => {
    expect(highlightParts("a \u0002b\u0003 c")).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
      { text: " c", marked: false },
    ]);
  });
});
