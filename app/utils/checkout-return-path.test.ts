import { describe, expect, it } from "vitest";
import { postReturnPath, withReturnPost } from "./checkout-return-path";

describe("postReturnPath", () => {
  it("keeps a post's own path, without its query or hash", () => {
    expect(postReturnPath("/blog/menu-engineering-matrix")).toBe("/blog/menu-engineering-matrix");
    expect(postReturnPath("/blog/menu-engineering-matrix?dialog=signin&intent=checkout:x#pricing")).toBe("/blog/menu-engineering-matrix");
  });

  it("returns nothing for any other page, and for anything that could lead off the site", () => {
    for (const value of [
      "/",
      "/?tab=digital#products",
      "/resources",
      "/blog",
      "/blog/",
      "/blog/a/b",
      "/blog/../admin",
      "/blog/UPPER",
      "/blog/%2F%2Fevil.example",
      "//evil.example/blog/x",
      "https://evil.example/blog/x",
      "/blog/x\\@evil.example",
      `/blog/${"a".repeat(81)}`,
      null,
      42,
    ]) {
      expect(postReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe("withReturnPost", () => {
  it("adds the post as `next` and leaves Stripe's placeholder as written", () => {
    expect(withReturnPost("/resources?success=true&session_id={CHECKOUT_SESSION_ID}", "/blog/prime-cost")).toBe(
      "/resources?success=true&session_id={CHECKOUT_SESSION_ID}&next=%2Fblog%2Fprime-cost",
    );
    expect(withReturnPost("/checkout/test/ord_1", "/blog/prime-cost")).toBe("/checkout/test/ord_1?next=%2Fblog%2Fprime-cost");
    expect(withReturnPost("/resources?canceled=true", null)).toBe("/resources?canceled=true");
  });
});
