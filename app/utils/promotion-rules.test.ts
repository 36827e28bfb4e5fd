import { describe, expect, it } from "vitest";
import { formatExactPrice } from "./money";
import { describeOff, discountCents, normalizeCode, CODE_PATTERN, PROMOTION_MESSAGES, promotionRefusal, type PromotionRule } from "./promotion-rules";

const playbook = { id: "playbook", name: "Digital Kitchen Playbook", priceCents: 7999, currency: "usd" as const };
const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  code: "SPRING",
  percentOff: 25,
  amountOffCents: null,
  currency: null,
  productIds: null,
  expiresAt: null,
  maxRedemptions: null,
  timesRedeemed: 0,
  deactivatedAt: null,
  ...over,
});
const now = new Date("2026-06-01T12:00:00Z");

describe("promotionRefusal", () => {
  it("accepts a live code for every product or for a list naming the product", () => {
    expect(promotionRefusal(rule(), playbook, now)).toBeNull();
    expect(promotionRefusal(rule({ productIds: ["playbook", "bundle"] }), playbook, now)).toBeNull();
    expect(promotionRefusal(rule({ expiresAt: new Date(now.getTime() + 1), maxRedemptions: 2, timesRedeemed: 1 }), playbook, now)).toBeNull();
  });

  it("names each reason a code cannot be used", () => {
    expect(promotionRefusal(undefined, playbook, now)).toBe(PROMOTION_MESSAGES.unknown);
    expect(promotionRefusal(rule({ deactivatedAt: now }), playbook, now)).toBe(PROMOTION_MESSAGES.inactive);
    expect(promotionRefusal(rule({ expiresAt: now }), playbook, now)).toBe(PROMOTION_MESSAGES.expired);
    expect(promotionRefusal(rule({ maxRedemptions: 3, timesRedeemed: 3 }), playbook, now)).toBe(PROMOTION_MESSAGES.usedUp);
    expect(promotionRefusal(rule({ productIds: ["bundle"] }), playbook, now)).toBe("This code can't be used for Digital Kitchen Playbook.");
    expect(promotionRefusal(rule({ percentOff: null, amountOffCents: 500, currency: "thb" }), playbook, now)).toBe(
      "This code can't be used for Digital Kitchen Playbook.",
    );
  });
});

describe("discountCents", () => {
  it("rounds a percentage to the cent and never goes past the price", () => {
    expect(discountCents({ percentOff: 25, amountOffCents: null }, 7999)).toBe(2000);
    expect(discountCents({ percentOff: 100, amountOffCents: null }, 7999)).toBe(7999);
    expect(discountCents({ percentOff: null, amountOffCents: 1000 }, 7999)).toBe(1000);
    expect(discountCents({ percentOff: null, amountOffCents: 10_000 }, 7999)).toBe(7999);
  });
});

describe("codes", () => {
  it("compare in upper case and allow letters, digits and inner hyphens", () => {
    expect(normalizeCode("  spring25 ")).toBe("SPRING25");
    expect(CODE_PATTERN.test("SPRING25")).toBe(true);
    expect(CODE_PATTERN.test("JOHN-AB12CD")).toBe(true);
    for (const bad of ["AB", "-SPRING", "SPRING-", "SPR ING", "SPRÏNG", "A".repeat(33)]) expect(CODE_PATTERN.test(bad)).toBe(false);
    expect(describeOff({ percentOff: 25, amountOffCents: null, currency: null }, formatExactPrice)).toBe("25% off");
    expect(describeOff({ percentOff: null, amountOffCents: 1000, currency: "usd" }, formatExactPrice)).toBe("$10.00 off");
  });
});
