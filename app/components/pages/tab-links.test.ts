import { describe, expect, it } from "vitest";
import { pickTab } from "./tab-links";

const TABS = ["concept", "branding", "operations"] as const;

describe("pickTab", () => {
  it("returns the tab named in the URL", () => {
    expect(pickTab("branding", TABS)).toBe("branding");
  });

  it("falls back to the first tab when the value is missing or unknown", () => {
    expect(pickTab(null, TABS)).toBe("concept");
    expect(pickTab("", TABS)).toBe("concept");
    expect(pickTab("Branding", TABS)).toBe("concept");
    expect(pickTab("toString", TABS)).toBe("concept");
  });
});
