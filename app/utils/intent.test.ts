import { describe, expect, it } from "vitest";
import { parseIntent, serializeIntent, signInDialogUrl } from "./intent";

describe("intents", () => {
  it("round-trips a checkout intent", () => {
    const intent = parseIntent("checkout:nutri_sync");
    expect(intent).toEqual({ kind: "checkout", productId: "nutri_sync" });
    expect(serializeIntent(intent!)).toBe("checkout:nutri_sync");
  });

  it("carries the premium post a buy button was on, and drops a malformed one", () => {
    const intent = parseIntent("checkout:premium_access:menu-engineering-101");
    expect(intent).toEqual({ kind: "checkout", productId: "premium_access", fromPost: "menu-engineering-101" });
    expect(serializeIntent(intent!)).toBe("checkout:premium_access:menu-engineering-101");
    expect(parseIntent("checkout:premium_access:bad--slug")).toEqual({ kind: "checkout", productId: "premium_access" });
    expect(parseIntent("checkout:premium_access:../x")).toBeNull();
    expect(parseIntent(`checkout:premium_access:${"a".repeat(81)}`)).toBeNull();
  });

  it.each(["", "checkout:", "checkout:../../x", "delete:all", "checkout:a b", null, undefined])("ignores %j", (value) => {
    expect(parseIntent(value)).toBeNull();
  });

  it("opens the sign-in dialog on the same page, keeping its query and hash", () => {
    expect(signInDialogUrl("/blog?page=2#top", { kind: "checkout", productId: "hospitality-bundle" })).toBe(
      "/blog?page=2&dialog=signin&intent=checkout%3Ahospitality-bundle#top",
    );
    expect(signInDialogUrl("/", null)).toBe("/?dialog=signin");
  });
});
