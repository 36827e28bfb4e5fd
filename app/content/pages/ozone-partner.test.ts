import { describe, expect, it } from "vitest";
import { OZONE_PARTNER, REFERRAL_PREFIX, ozonePartnerMailto, referralCode } from "./ozone-partner";

describe("referralCode", () => {
  it("is the prefix, the date as YYMMDD and -001", () => {
    expect(referralCode(new Date("2026-11-22T12:00:00Z"), "KKOZONE", "UTC")).toBe("KKOZONE261122-001");
    expect(referralCode(new Date("2031-01-05T00:00:00Z"), "ABC", "UTC")).toBe("ABC310105-001");
  });

  it("uses the configured prefix by default", () => {
    expect(referralCode(new Date())).toMatch(new RegExp(`^${REFERRAL_PREFIX}\\d{6}-001$`));
    expect(REFERRAL_PREFIX).toMatch(/^[A-Z0-9]+$/);
  });

  it("takes today's date in the configured time zone, not the server's", () => {
    // 20:00 UTC on 4 March is already 5 March in Bangkok (UTC+7).
    const evening = new Date("2026-03-04T20:00:00Z");
    expect(referralCode(evening, "P", "Asia/Bangkok")).toBe("P260305-001");
    expect(referralCode(evening, "P", "UTC")).toBe("P260304-001");
  });

  it("pads months and days and handles year ends", () => {
    expect(referralCode(new Date("2029-12-31T16:59:59Z"), "P", "Asia/Bangkok")).toBe("P291231-001");
    expect(referralCode(new Date("2029-12-31T17:00:00Z"), "P", "Asia/Bangkok")).toBe("P300101-001");
  });
});

describe("ozonePartnerMailto", () => {
  it("addresses the partner with the code in the subject and the body", () => {
    const href = ozonePartnerMailto("KKOZONE261122-001");
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(OZONE_PARTNER.email);
    const subject = decodeURIComponent(href.match(/subject=([^&]*)/)?.[1] ?? "");
    const body = decodeURIComponent(href.match(/body=([^&]*)/)?.[1] ?? "");
    expect(subject).toContain("KKOZONE261122-001");
    expect(subject).toContain("10%");
    expect(body).toContain("Referral code: KKOZONE261122-001");
    // Spaces are %20, never "+", which mail clients would show literally.
    expect(href).not.toContain("+");
  });
});
