import { describe, expect, it } from "vitest";
import { periodEnd } from "./billing-period";

describe("periodEnd", () => {
  it("is the same day and time a month later", () => {
    expect(periodEnd(new Date("2026-11-29T10:15:00Z"), "month").toISOString()).toBe("2026-12-29T10:15:00.000Z");
    expect(periodEnd(new Date("2026-12-15T23:59:00Z"), "month").toISOString()).toBe("2027-01-15T23:59:00.000Z");
  });

  it("falls on the month's last day when the month is shorter", () => {
    expect(periodEnd(new Date("2027-01-31T08:00:00Z"), "month").toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(periodEnd(new Date("2028-01-31T08:00:00Z"), "month").toISOString()).toBe("2028-02-29T08:00:00.000Z");
  });

  it("is a year later for a yearly plan, 28 February after a leap day", () => {
    expect(periodEnd(new Date("2028-02-29T00:00:00Z"), "year").toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });
});
