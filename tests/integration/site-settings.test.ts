import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTING_DEFAULTS } from "~/content/site-setting-defaults";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { readSiteState } from "~/models/site-state.server";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { action as settingsAction } from "~/routes/admin.settings";
import { loader as ozoneLoader } from "~/routes/ozone-water-systems";
import { action as signupAction } from "~/routes/signup";
import { cookiesFrom, formRequest, settle } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
let admin = "";

beforeAll(async () => {
  const response = await settle(() =>
    signupAction(args(formRequest("/signup", { fullName: "Settings Admin", email: "settings-admin@example.com", password: "pass-the-salt-77" }))),
  );
  admin = cookiesFrom(response).split("; ").find((c) => c.startsWith("__session=")) ?? "";
  db.update(users).set({ role: "admin" }).where(eq(users.email, "settings-admin@example.com")).run();
});

const save = (fields: Record<string, string>) =>
  settle(() => settingsAction(args(formRequest("/admin/settings", { ...SITE_SETTING_DEFAULTS, ...fields }, { cookie: admin }))));
const version = () => Number(readSiteState().contentVersion);

describe("/admin/settings", () => {
  it("starts from SPEC's values and the placeholders", () => {
    expect(readSiteSettingValues()).toEqual(SITE_SETTING_DEFAULTS);
    expect(SITE_SETTING_DEFAULTS.businessHours).toBe("Mon-Fri 9:00-18:00 PST\nSaturday by appointment\nSunday closed");
  });

  it("saves valid values, bumps the content version, and the ozone offer uses the new partner and prefix", async () => {
    const before = version();
    const response = await save({
      ozonePartnerEmail: "Quotes@OzonePartner.example",
      ozoneReferralPrefix: "OZ26",
      businessHours: "Mon-Sat 8:00-17:00 ICT\r\n\r\nSunday closed",
      businessTimeZone: "Asia/Bangkok",
    });
    expect(response.status).toBe(302);
    expect(version()).toBeGreaterThan(before);
    expect(readSiteSettingValues()).toMatchObject({
      ozonePartnerEmail: "quotes@ozonepartner.example",
      ozoneReferralPrefix: "OZ26",
      businessHours: "Mon-Sat 8:00-17:00 ICT\nSunday closed",
    });
    const offer = (await ozoneLoader()) as { referralCode: string; mailto: string };
    expect(offer.referralCode).toMatch(/^OZ26\d{6}-001$/);
    expect(offer.mailto).toMatch(/^mailto:quotes@ozonepartner\.example\?/);
  });

  it("does not bump the version when nothing changed", async () => {
    const current = readSiteSettingValues();
    const before = version();
    expect((await save(current)).status).toBe(302);
    expect(version()).toBe(before);
  });

  it("names every bad value, keeps what was typed, and saves nothing", async () => {
    const before = readSiteSettingValues();
    const v = version();
    const response = await save({
      contactEmail: "not-an-email",
      contactPhone: "<b>call</b>",
      messagingHandle: "",
      businessTimeZone: "Mars/Olympus",
      kitchenGuidePdfUrl: "http://insecure.example/guide.pdf",
      ozoneReferralPrefix: "kk-ozone",
      guestExperienceVideoId: "short",
    });
    expect(response.status).toBe(400);
    const body = JSON.parse(await response.text());
    expect(body.fieldErrors).toEqual({
      contactEmail: "Contact e-mail: enter a valid email address.",
      contactPhone: "Phone: use digits, spaces, +, -, ( ) and dots only.",
      messagingHandle: "Messaging handle is required.",
      businessTimeZone: "Business hours time zone: enter an IANA time zone such as America/Los_Angeles.",
      kitchenGuidePdfUrl: "Kitchen design guide PDF: enter a full https:// address.",
      ozoneReferralPrefix: "Referral code prefix: 2 to 12 capital letters or digits.",
      guestExperienceVideoId: "Guest experience video (YouTube id): an 11-character YouTube id, e.g. dQw4w9WgXcQ.",
    });
    expect(body.fields.contactPhone).toBe("<b>call</b>");
    expect(readSiteSettingValues()).toEqual(before);
    expect(version()).toBe(v);
  });
});
