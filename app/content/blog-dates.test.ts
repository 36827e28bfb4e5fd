import { describe, expect, it } from "vitest";
import { formatPostDate } from "./blog";

describe("formatPostDate", () => {
  it("is what Intl's en-US long date in UTC gives, on every day of a leap year and around midnight", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const start = Date.UTC(2028, 0, 1);
    for (let day = 0; day < 366; day++) {
      for (const ms of [0, 1, 23 * 3600_000 + 59 * 60_000 + 59_999]) {
        const iso = new Date(start + day * 86_400_000 + ms).toISOString();
        expect(formatPostDate(iso), iso).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it("says Draft for a post with no date", () => {
    expect(formatPostDate(null)).toBe("Draft");
  });
});
