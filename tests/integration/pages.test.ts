import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as aidenLoader } from "~/routes/aiden-showcase";
import { loader as ozoneLoader } from "~/routes/ozone-water-systems";
import { REFERRAL_PREFIX } from "~/content/pages/ozone-partner";

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ["/aiden-showcase", aidenLoader],
  ["/ozone-water-systems", ozoneLoader],
])("the loader of %s", (_path, loader) => {
  it("makes the referral code from today's date on the server", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T05:00:00Z"));
    const data = await loader();
    expect(data.referralCode).toBe(`${REFERRAL_PREFIX}261122-001`);
    expect(decodeURIComponent(data.mailto)).toContain(`Referral code: ${REFERRAL_PREFIX}261122-001`);
  });

  it("gives a new code on a new day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T03:00:00Z"));
    expect((await loader()).referralCode).toBe(`${REFERRAL_PREFIX}270101-001`);
  });
});
