import { describe, expect, it } from "vitest";
import type { ProductView } from "~/utils/catalogue";
import { SITE_SETTING_DEFAULTS } from "~/content/site-setting-defaults";
import { structuredDataJson } from "./structured-data.server";

const context = { origin: "https://example.test", site: { ...SITE_SETTING_DEFAULTS, contactPhone: "+66 2 123 4567" }, routeData: null };

const product = (id: string, name: string): ProductView => ({
  id,
  name,
  kind: "digital",
  priceCents: 1999,
  description: "A product",
  features: [],
  targetAudience: "",
  ctaText: "",
  isFeatured: false,
  customQuote: false,
});

describe("structuredDataJson", () => {
  it("describes a service page at the site's origin", () => {
    const json = JSON.parse(structuredDataJson({ type: "service", path: "/kitchen-design-services", name: "Kitchen design", description: "D" }, context));
    expect(json).toMatchObject({ "@type": "Service", name: "Kitchen design", url: "https://example.test/kitchen-design-services" });
  });

  it("gives the business the contact details an admin set", () => {
    const json = JSON.parse(structuredDataJson({ type: "organization" }, context));
    expect(json).toMatchObject({ email: SITE_SETTING_DEFAULTS.contactEmail, telephone: "+66 2 123 4567", url: "https://example.test/" });
  });

  it("lists the catalogue from the route's data, the bundle last, with prices in dollars", () => {
    const routeData = { products: [product("a", "Alpha")], bundle: { ...product("b", "Bundle"), listPriceCents: 5000 } };
    const json = JSON.parse(structuredDataJson({ type: "catalogue" }, { ...context, routeData }));
    expect(json.itemListElement.map((e: { item: { sku: string } }) => e.item.sku)).toEqual(["a", "b"]);
    expect(json.itemListElement[0].item.offers).toMatchObject({ price: "19.99", priceCurrency: "USD" });
  });

  it("offers no price for a custom-quote service: it has none until quoted", () => {
    const routeData = { products: [{ ...product("q", "Audit"), priceCents: 59_999, customQuote: true }], bundle: null };
    const json = JSON.parse(structuredDataJson({ type: "catalogue" }, { ...context, routeData }));
    expect(json.itemListElement[0].item).toMatchObject({ sku: "q", name: "Audit" });
    expect(json.itemListElement[0].item).not.toHaveProperty("offers");
  });

  it("describes no catalogue when the route has no data (its loader failed)", () => {
    expect(structuredDataJson({ type: "catalogue" }, { ...context, routeData: undefined })).toBe("");
  });

  it("cannot end its <script> early, whatever a product's text holds", () => {
    const routeData = { products: [product("x", "</script><script>alert(1)</script>&")], bundle: null };
    const text = structuredDataJson({ type: "catalogue" }, { ...context, routeData });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).itemListElement[0].item.name).toBe("</script><script>alert(1)</script>&");
  });
});
