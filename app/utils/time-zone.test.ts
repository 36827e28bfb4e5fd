import { describe, expect, it } from "vitest";
import { instantOfWallTime, isTimeZone, wallTimeIn } from "./time-zone";

const instant = (value: string, zone: string) => {
  const reading = instantOfWallTime(value, zone);
  return reading.ok ? reading.date.toISOString() : reading.reason;
};

describe("time zones", () => {
  it("knows IANA names only", () => {
    expect(isTimeZone("Asia/Bangkok")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("reads a datetime-local value as the wall clock of the zone, and back", () => {
    expect(instant("2026-12-01T09:30", "America/Los_Angeles")).toBe("2026-12-01T17:30:00.000Z");
    expect(instant("2026-07-01T09:30", "America/Los_Angeles")).toBe("2026-07-01T16:30:00.000Z");
    expect(instant("2026-12-01T09:30", "Asia/Bangkok")).toBe("2026-12-01T02:30:00.000Z");
    expect(instant("2026-12-01T09:30:45", "UTC")).toBe("2026-12-01T09:30:00.000Z");
    expect(wallTimeIn(new Date("2026-12-01T17:30:00Z"), "America/Los_Angeles")).toBe("2026-12-01T09:30");
    expect(wallTimeIn(new Date("2026-12-31T23:59:00Z"), "Asia/Bangkok")).toBe("2027-01-01T06:59");
  });

  it("refuses what is not a date and time, and a time the clocks skip; takes the first of a time they pass twice", () => {
    for (const value of ["", "tomorrow", "2026-02-31T09:00", "2026-12-01 09:00", "2026-12-01T25:00"]) {
      expect(instant(value, "America/Los_Angeles"), value).toBe("format");
    }
    // 8 March 2026: Los Angeles goes from 02:00 straight to 03:00.
    expect(instant("2026-03-08T02:30", "America/Los_Angeles")).toBe("missing");
    // 1 November 2026: 01:30 comes twice, first in PDT (UTC−7).
    expect(instant("2026-11-01T01:30", "America/Los_Angeles")).toBe("2026-11-01T08:30:00.000Z");
  });
});
