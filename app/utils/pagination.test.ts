import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageLinks, parsePage } from "./pagination";

describe("parsePage", () => {
  it("reads plain positive integers", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage("3")).toBe(3);
  });
  it.each([null, undefined, "", "0", "-2", "2.5", "abc", "1e3", " 2", "9999999", "0x10"])("treats %s as page 1", (value) => {
    expect(parsePage(value)).toBe(1);
  });
});

describe("pageCount and clampPage", () => {
  it("counts pages of six, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageCount(15)).toBe(3);
  });
  it("sends a page past the end to the last page", () => {
    expect(clampPage(9, 15)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 15)).toBe(2);
  });
});

describe("pageLinks", () => {
  it("lists every page when there are few", () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
  });
  it("shows the ends and the neighbourhood with gaps when there are many", () => {
    expect(pageLinks(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageLinks(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
