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

describe("the written-out format", () => {
  it("is what Intl's en-US currency format gives, for every kind of amount", () => {
    const amounts = [0, 1, 5, 99, 100, 101, 2200, 7999, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 100_000_000_00, -1, -500, -123_456];
    for (const currency of ["usd", "thb"] as const) {
      const exact = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
      const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits: 0 });
      for (const cents of amounts) {
        expect(formatExactPrice(cents, currency)).toBe(exact.format(cents / 100));
        expect(formatPrice(cents, currency)).toBe((cents % 100 === 0 ? whole : exact).format(cents / 100));
      }
    }
  });
});
