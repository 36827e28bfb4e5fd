import { describe, expect, it } from "vitest";
import { isoWeekKey, weeklySlotPassed } from "./iso-week";

describe("isoWeekKey", () => {
  it("numbers weeks as ISO 8601 does, across year ends", () => {
    expect(isoWeekKey(new Date("2026-11-23T12:00:00Z"), "UTC")).toBe("2026-W48");
    expect(isoWeekKey(new Date("2021-01-03T12:00:00Z"), "UTC")).toBe("2020-W53"); // a Sunday in the last week of 2020
    expect(isoWeekKey(new Date("2024-12-30T12:00:00Z"), "UTC")).toBe("2025-W01"); // a Monday in week 1 of 2025
  });

  it("reads the week in the configured time zone", () => {
    // Monday 01:00 in Bangkok is still Sunday evening in UTC.
    const instant = new Date("2026-11-22T18:00:00Z");
    expect(isoWeekKey(instant, "UTC")).toBe("2026-W47");
    expect(isoWeekKey(instant, "Asia/Bangkok")).toBe("2026-W48");
  });
});

describe("weeklySlotPassed", () => {
  it("is false on Monday before the hour and true after it and on later days", () => {
    expect(weeklySlotPassed(new Date("2026-11-23T01:59:00Z"), "UTC", 2)).toBe(false);
    expect(weeklySlotPassed(new Date("2026-11-23T02:00:00Z"), "UTC", 2)).toBe(true);
    expect(weeklySlotPassed(new Date("2026-11-24T00:30:00Z"), "UTC", 2)).toBe(true);
  });
});
