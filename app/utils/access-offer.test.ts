import { describe, expect, it } from "vitest";
import { accessOfferLabel } from "./access-offer";

describe("accessOfferLabel", () => {
  it("names the product and its exact one-time price", () => {
    expect(accessOfferLabel(4999)).toBe("Premium access, $49.99 one-time");
    expect(accessOfferLabel(5900)).toBe("Premium access, $59.00 one-time");
  });
});

