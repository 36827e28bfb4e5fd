import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { affiliateApplications, enquiries } from "~/db/schema";
import { action as affiliateAction } from "~/routes/affiliate";
import { action as contactAction } from "~/routes/contact";
import { action as enquiryAction } from "~/routes/enquiry";
import { action as inboxAction, loader as inboxLoader } from "~/routes/admin.inbox";
import { loader as csvLoader } from "~/routes/admin_.inbox[.]csv";
import { AFFILIATE_CODE_PATTERN } from "~/utils/affiliate-code";
import { signUpAdmin, signUpDirect } from "../support/accounts";
import { formRequest, getRequest, settle } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
let admin = "";
let user = "";

beforeAll(async () => {
  admin = await signUpAdmin("admin@example.com");
  user = await signUpDirect("user@example.com");
});

describe("public forms", () => {
  it("stores an enquiry with its services and returns to the page with the success dialog", async () => {
    const response = await settle(() =>
      enquiryAction(
        args(
          formRequest("/enquiry", {
            name: "Kanya",
            email: "Kanya@Hotel.example",
            company: "Riverside Hotel",
            message: "We are refitting our banquet kitchen.",
            selectedServices: ["kitchenDesign", "kitchenDesign", "eventCatering"],
            returnTo: "/kitchen-design-services?tab=projects",
          }),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kitchen-design-services?tab=projects&dialog=enquiry&sent=1");
    expect(db.select().from(enquiries).get()).toMatchObject({
      email: "kanya@hotel.example",
      selectedServices: ["kitchenDesign", "eventCatering"],
      sourcePath: "/kitchen-design-services",
    });
  });

  it("keeps what was typed and names each problem", async () => {
    const response = await settle(() =>
      enquiryAction(args(formRequest("/enquiry", { name: "  ", email: "nope", message: "Hello", selectedServices: ["teleportation"] }))),
    );
    expect(response.status).toBe(400);
    const body = JSON.parse(await response.text());
    expect(body.fieldErrors).toEqual({
      name: "Name is required.",
      email: "Enter a valid email address.",
      selectedServices: "Please choose services from the list.",
    });
    expect(body.fields).toMatchObject({ email: "nope", message: "Hello" });
  });

  it("hands back the page a refused enquiry came from, so the redrawn form returns there", async () => {
    const refused = await settle(() =>
      enquiryAction(args(formRequest("/enquiry", { name: "", email: "ops@hotel.example", message: "Hi", returnTo: "/kitchen-design-services" }))),
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(await refused.text()).fields.returnTo).toBe("/kitchen-design-services");
  });

  it("gives an affiliate a code of the right shape, shown in the submitted dialog", async () => {
    const response = await settle(() =>
      affiliateAction(args(formRequest("/affiliate", { name: "Lee Wong", email: "lee@example.com", about: "Food blogger in Penang." }))),
    );
    const location = new URL(response.headers.get("Location") ?? "", "http://x");
    expect(location.searchParams.get("dialog")).toBe("affiliate");
    const code = location.searchParams.get("code") ?? "";
    expect(code).toMatch(AFFILIATE_CODE_PATTERN);
    expect(code.startsWith("LEEW-")).toBe(true);
  });

  it("takes a website as people write it (linkedin.com/in/…) and stores it with https://; refuses another scheme or spaces", async () => {
    const send = (website: string, name: string) =>
      settle(() => affiliateAction({ ...args(formRequest("/affiliate", { name, email: "web@example.com", about: `About ${name}`, website })), context: { clientAddress: `192.0.2.${60 + name.length}` } }));
    expect((await send("linkedin.com/in/lee-eats", "Lee")).status).toBe(302);
    expect((await send("http://leeeats.example/blog", "Leo")).status).toBe(302);
    const stored = db.select({ name: affiliateApplications.name, website: affiliateApplications.website }).from(affiliateApplications).where(eq(affiliateApplications.email, "web@example.com")).all();
    expect(stored).toEqual([
      { name: "Lee", website: "https://linkedin.com/in/lee-eats" },
      { name: "Leo", website: "http://leeeats.example/blog" },
    ]);
    for (const website of ["ftp://files.example", "javascript:alert(1)", "my blog dot com"]) {
      const refused = await send(website, "Refused");
      expect(refused.status, website).toBe(400);
      expect(JSON.parse(await refused.text()).fieldErrors.website, website).toBe("Enter a full web address, starting with https://");
    }
  });

  it("answers 429 after 10 submissions in 10 minutes from one address, storing nothing more", async () => {
    const context = { clientAddress: "192.0.2.50" };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const request = formRequest("/contact", { name: "Spam", email: "s@example.com", message: `m${i}` });
      last = await settle(() => contactAction({ request, params: {}, context }));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("admin inbox", () => {
  it("refuses non-admins", async () => {
    expect((await settle(() => inboxLoader(args(getRequest("/admin/inbox", { cookie: user }))))).status).toBe(403);
    expect((await settle(() => csvLoader(args(getRequest("/admin/inbox.csv", { cookie: user }))))).status).toBe(403);
    expect((await settle(() => inboxLoader(args(getRequest("/admin/inbox"))))).status).toBe(302);
  });

  it("lists every kind newest first, filters by kind, and marks items handled", async () => {
    const all = (await inboxLoader(args(getRequest("/admin/inbox", { cookie: admin })))) as {
      items: { kind: string; id: number; createdAt: string; handled: boolean }[];
    };
    expect(new Set(all.items.map((i) => i.kind))).toEqual(new Set(["enquiry", "affiliate", "contact"]));
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const onlyEnquiries = (await inboxLoader(args(getRequest("/admin/inbox?kind=enquiry", { cookie: admin })))) as typeof all;
    expect(onlyEnquiries.items.map((i) => i.kind)).toEqual(["enquiry"]);

    const target = onlyEnquiries.items[0]!;
    const marked = await settle(() =>
      inboxAction(args(formRequest("/admin/inbox", { kind: "enquiry", id: String(target.id) }, { cookie: admin }))),
    );
    expect(marked.status).toBe(302);
    expect(db.select().from(enquiries).get()?.handledAt).toBeInstanceOf(Date);
    const again = await settle(() =>
      inboxAction(args(formRequest("/admin/inbox", { kind: "enquiry", id: String(target.id) }, { cookie: admin }))),
    );
    expect(again.status).toBe(404);
    const bad = await settle(() => inboxAction(args(formRequest("/admin/inbox", { kind: "users", id: "1" }, { cookie: admin }))));
    expect(bad.status).toBe(400);
  });

  it("exports CSV", async () => {
    const response = await csvLoader(args(getRequest("/admin/inbox.csv", { cookie: admin })));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe("kind,id,received_at,name,email,company,message,details,handled_at");
    expect(text).toContain("kanya@hotel.example");
    expect(text).toContain("Lee Wong");
  });
});

describe("the public forms' rate limit", () => {
  it("past the limit of 10 in 10 minutes, a form is refused with when to come back, and keeps what was typed", async () => {
    const from = { request: undefined, params: {}, context: { clientAddress: "203.0.113.77" } };
    const typed = { name: "Kanya", email: "limit-test@hotel.example", message: "A long note about our banquet kitchen.", selectedServices: ["kitchenDesign", "eventCatering"] };
    for (let i = 0; i < 10; i++) {
      expect((await settle(() => enquiryAction({ ...from, request: formRequest("/enquiry", typed) }))).status).toBe(302);
    }
    const refused = await settle(() => enquiryAction({ ...from, request: formRequest("/enquiry", { ...typed, selectedServices: ["eventCatering"] }) }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(540);
    expect(await refused.json()).toEqual({
      formError: "Too many submissions. Please try again in 10 minutes.",
      fieldErrors: {},
      fields: { name: typed.name, email: typed.email, message: typed.message, selectedServices: ["eventCatering"] },
    });
    db.delete(enquiries).where(eq(enquiries.email, typed.email)).run();
  });
});
