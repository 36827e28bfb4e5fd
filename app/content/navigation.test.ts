import { describe, expect, it } from "vitest";
import { isActivePath } from "./navigation";

describe("isActivePath", () => {
  it("matches the path and ignores query and hash", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/blog", "/blog")).toBe(true);
    expect(isActivePath("/?tab=digital#products", "/")).toBe(true);
    expect(isActivePath("/", "/blog")).toBe(false);
    expect(isActivePath("/blog", "/blog/some-post")).toBe(false);
  });
});
