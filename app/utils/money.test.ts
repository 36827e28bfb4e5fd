import { describe, expect, it } from "vitest";
import { formatExactPrice, formatWholePrice } from "./money";

describe("formatWholePrice", () => {
  it("rounds to whole dollars", () => {
    expect(formatWholePrice(7999)).toBe("$80");
    expect(formatWholePrice(40996)).toBe("$410");
    expect(formatWholePrice(19999)).toBe("$200");
    expect(formatWholePrice(1949)).toBe("$19");
  });

  it("formats baht", () => {
    expect(formatWholePrice(79000, "thb")).toBe("THB\u00a0790");
  });
});

describe("formatExactPrice", () => {
  it("keeps cents", () => {
    expect(formatExactPrice(4999)).toBe("$49.99");
    expect(formatExactPrice(1999)).toBe("$19.99");
  });
});
