import { describe, expect, it } from "vitest";
import { formatExactPrice, formatPrice } from "./money";

describe("formatPrice", () => {
  it("shows the amount charged, cents included, never rounded", () => {
    expect(formatPrice(7999)).toBe("$79.99");
    expect(formatPrice(40996)).toBe("$409.96");
    expect(formatPrice(19999)).toBe("$199.99");
    expect(formatPrice(1949)).toBe("$19.49");
    expect(formatPrice(5)).toBe("$0.05");
  });

  it("leaves out .00 on a whole amount", () => {
    expect(formatPrice(2200)).toBe("$22");
    expect(formatPrice(79000, "thb")).toBe("THB\u00a0790");
  });
});

describe("formatExactPrice", () => {
  it("keeps cents", () => {
    expect(formatExactPrice(4999)).toBe("$49.99");
    expect(formatExactPrice(1999)).toBe("$19.99");
    expect(formatExactPrice(2200)).toBe("$22.00");
  });
});
