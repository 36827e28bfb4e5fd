import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";
import {
  bundleListPriceCents,
  parseProductTab,
  productsForTab,
  tabFromLegacyHash,
} from "./catalogue";

describe("parseProductTab", () => {
  it("accepts the four tabs of SPEC §5", () => {
    for (const tab of ["all", "digital", "chef-apps", "consulting"]) expect(parseProductTab(tab)).toBe(tab);
  });

  it("falls back to all for anything else", () => {
    for (const value of [null, undefined, "", "bundle", "Digital", "chef_apps", "digital "]) {
      expect(parseProductTab(value)).toBe("all");
    }
  });
});

describe("tabFromLegacyHash", () => {
  it("reads the tab from #products?tab=…", () => {
    expect(tabFromLegacyHash("#products?tab=chef-apps")).toBe("chef-apps");
    expect(tabFromLegacyHash("#products?tab=consulting&x=1")).toBe("consulting");
    expect(tabFromLegacyHash("products?tab=digital")).toBe("digital");
  });

  it("ignores other hashes and unknown values", () => {
    expect(tabFromLegacyHash("")).toBeNull();
    expect(tabFromLegacyHash("#products")).toBeNull();
    expect(tabFromLegacyHash("#services?tab=digital")).toBeNull();
    expect(tabFromLegacyHash("#products?tab=bogus")).toBeNull();
    expect(tabFromLegacyHash("#products?tab=")).toBeNull();
  });
});

describe("productsForTab", () => {
  const products = [
    { id: "a", kind: "digital" as const },
    { id: "b", kind: "chef-app" as const },
    { id: "c", kind: "consulting" as const },
    { id: "d", kind: "bundle" as const },
  ];
  it("keeps the catalogue order and filters by kind", () => {
    expect(productsForTab(products, "all").map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
    expect(productsForTab(products, "digital").map((p) => p.id)).toEqual(["a", "d"]);
    expect(productsForTab(products, "chef-apps").map((p) => p.id)).toEqual(["b"]);
    expect(productsForTab(products, "consulting").map((p) => p.id)).toEqual(["c"]);
  });
});

describe("prices", () => {
  it("sums a bundle's included products (SPEC §9: 409.96)", () => {
    const products = [
      { id: "digital_kitchen_playbook", priceCents: 7999 },
      { id: "digital_food_cost_calculator", priceCents: 7999 },
      { id: "digital_restaurant_profit_formula", priceCents: 9999 },
      { id: "digital_sop_template_collection", priceCents: 14_999 },
      { id: "chef_fuel_formula", priceCents: 1999 },
    ];
    const sum = bundleListPriceCents(products.slice(0, 4).map((p) => p.id), products);
    expect(sum).toBe(40_996);
    expect(formatPrice(sum)).toBe("$409.96");
  });

  it("refuses a bundle that names a missing product", () => {
    expect(() => bundleListPriceCents(["nope"], [])).toThrow(/nope/);
  });
});
