import { describe, expect, it } from "vitest";
import { orderState, refundRefusal } from "./order-state";

const at = new Date("2031-01-01T00:00:00Z");
const order = (status: string, extra: { endedAt?: Date | null; refundRequestedAt?: Date | null; subscription?: boolean } = {}) => ({
  status,
  endedAt: null,
  refundRequestedAt: null,
  subscription: false,
  ...extra,
});

describe("orderState", () => {
  it("reads a paid order whose subscription ended as ended, every other status as stored", () => {
    expect(orderState(order("paid", { endedAt: at }))).toBe("ended");
    expect(orderState(order("paid"))).toBe("paid");
    expect(orderState(order("refunded", { endedAt: at }))).toBe("refunded");
    for (const status of ["pending", "failed", "canceled"]) expect(orderState(order(status))).toBe(status);
  });
});

describe("refundRefusal", () => {
  it("lets only a paid one-time order with no refund asked yet be refunded", () => {
    expect(refundRefusal(order("paid"))).toBeNull();
    expect(refundRefusal(order("refunded", { endedAt: at }))).toBe("This order was refunded already.");
    expect(refundRefusal(order("paid", { endedAt: at }))).toMatch(/^This order has ended already/);
    for (const status of ["pending", "failed", "canceled"]) expect(refundRefusal(order(status))).toMatch(/^Only a paid order can be refunded/);
    expect(refundRefusal(order("paid", { subscription: true }))).toMatch(/^A subscription is refunded in Stripe's dashboard/);
    expect(refundRefusal(order("paid", { refundRequestedAt: at }))).toMatch(/^A refund of this order was asked of Stripe already/);
  });
});
