import { describe, expect, it } from "vitest";
import { highlightParts, toFtsQuery } from "./search-query";

describe("toFtsQuery", () => {
  it("quotes every term, so FTS5 syntax is read as words", () => {
    expect(toFtsQuery("food waste")).toBe('"food" AND "waste"');
    expect(toFtsQuery('"unbalanced quote')).toBe('"unbalanced" AND "quote"');
    expect(toFtsQuery("kitch*")).toBe('"kitch"');
    expect(toFtsQuery("NEAR(a b)")).toBe('"near" AND "a" AND "b"');
    expect(toFtsQuery("title:secret OR x")).toBe('"title" AND "secret" AND "or" AND "x"');
  });
  it("asks for a word in its US and UK spellings, and for any word when asked", () => {
    expect(toFtsQuery("labor cost")).toBe('("labor" OR "labour") AND "cost"');
    expect(toFtsQuery("Optimise")).toBe('("optimise" OR "optimize")');
    expect(toFtsQuery("waste plan", "any")).toBe('"waste" OR "plan"');
  });
  it("reads words as the Prompt Vault does (any script, accents and a possessive dropped) and drops empty input", () => {
    expect(toFtsQuery("Café's ครัว")).toBe('"cafe" AND "ครัว"');
    expect(toFtsQuery("  ")).toBeNull();
    expect(toFtsQuery('"*"()')).toBeNull();
  });
  it("reads at most twelve terms of a huge input", () => {
    expect(toFtsQuery("word ".repeat(2000))!.split(" AND ")).toHaveLength(12);
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
