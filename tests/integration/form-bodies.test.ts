/**
 * Odd bodies posted to every action that reads a form: a huge form
 * is read in linear time; a body that is not a form is a 415, a broken one a
 * 400 — never a 500. And redirect targets built from posted fields stay local.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, users } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { action as adminAction } from "~/routes/admin._index";
import { action as inboxAction } from "~/routes/admin.inbox";
import { action as affiliateAction } from "~/routes/affiliate";
import { action as checkoutAction } from "~/routes/checkout";
import { action as contactAction } from "~/routes/contact";
import { action as enquiryAction } from "~/routes/enquiry";
import { action as loginAction } from "~/routes/login";
import { action as signupAction } from "~/routes/signup";
import { startSession } from "~/services/auth.server";
import { firstValues, formFields } from "~/utils/form-fields";
import { contactSchema, parseForm } from "~/utils/forms.server";
import { formRequest, ORIGIN, settle } from "../support/requests";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

let address = 0;
/** A fresh client address per call, so per-address limits do not mask the outcome. */
const call = (action: Action, request: Request) =>
  settle(() => action({ request, params: {}, context: { clientAddress: `10.9.0.${address++ % 250}` } }));

let adminCookie = "";
beforeAll(async () => {
  db.insert(products).values({ id: "nutri_sync", name: "NutriSync", kind: "chef-app", priceCents: 1999, description: "x" }).run();
  const user = createUserWithCustomer({ email: "owner@example.com", fullName: "Owner", passwordHash: "x" });
  db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).run();
  const setCookie = await startSession(new Request(ORIGIN), { ...user, role: "admin" });
  adminCookie = setCookie.split(";")[0]!;
});

const FORM_ACTIONS: [string, string, Action][] = [
  ["/login", "login", loginAction],
  ["/signup", "signup", signupAction],
  ["/checkout", "checkout", checkoutAction],
  ["/admin", "admin", adminAction],
  ["/admin/inbox", "admin inbox", inboxAction],
  ["/contact", "contact", contactAction],
  ["/enquiry", "enquiry", enquiryAction],
  ["/affiliate", "affiliate", affiliateAction],
];

function post(path: string, body: string, contentType: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, Cookie: adminCookie, "Content-Type": contentType },
  });
}

describe("a body that is not a form", () => {
  it.each(FORM_ACTIONS)("%s answers 415 to JSON, and 415 with no content type", async (path, _name, action) => {
    const json = await call(action, post(path, JSON.stringify({ email: "a@b.c", password: "x" }), "application/json"));
    expect(json.status).toBe(415);
    expect(JSON.parse(await json.text()).error).toMatch(/only accepts form submissions/);
    const none = new Request(`${ORIGIN}${path}`, { method: "POST", body: "a=1", headers: { Origin: ORIGIN, Cookie: adminCookie } });
    none.headers.delete("Content-Type");
    expect((await call(action, none)).status).toBe(415);
  });

  it.each(FORM_ACTIONS)("%s answers 400 to a broken multipart body", async (path, _name, action) => {
    const response = await call(action, post(path, "--nope\r\ngarbage", "multipart/form-data; boundary=xyz"));
    expect(response.status).toBe(400);
    expect(JSON.parse(await response.text()).error).toMatch(/could not be read/);
  });
});

describe("a form of 60,000 fields (457 KiB in the review)", () => {
  const huge = (extra: Record<string, string>) => {
    const body = new URLSearchParams(extra);
    for (let i = 0; i < 60_000; i++) body.append(`f${i}`, "x");
    return body.toString();
  };

  it.each(FORM_ACTIONS)("%s refuses it with 413 in well under the 8 s sign-in took", async (path, _name, action) => {
    const body = huge({ email: "flood@example.com", password: "whatever-it-is", fullName: "Flood" });
    const started = performance.now();
    const response = await call(action, post(path, body, "application/x-www-form-urlencoded"));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(413);
    expect(elapsed).toBeLessThan(3_000);
  });

  it("reads 60,000 fields in one linear pass once a form is parsed", () => {
    // Linear, not a wall-clock budget: eight times the fields must cost about eight times as long;
    // a quadratic reader costs sixty-four (at these sizes its square term is all there is). A busy
    // machine's collector made the linear reader's ratio 25, so the bound sits between: 40.
    const bestOfFive = (count: number) => {
      const form = new FormData();
      for (let i = 0; i < count; i++) form.append(`f${i}`, "x");
      let best = Infinity;
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        const fields = formFields(form);
        expect(firstValues(fields)[`f${count - 1}`]).toBe("x");
        expect(parseForm(contactSchema, form).ok).toBe(false);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const small = bestOfFive(7_500);
    const large = bestOfFive(60_000);
    expect(large / small).toBeLessThan(40);
  });
});

describe("redirect targets from posted fields", () => {
  const PAYLOADS = ["/.//evil.example/x", "/\\evil.example", "/%2F%2Fevil.example", "/ā", "/\t/evil.example", "https://evil.example", "//evil.example"];
  const expectLocal = (location: string | null) => {
    expect(location).not.toBeNull();
    expect(location!.startsWith("/") && !location!.startsWith("//")).toBe(true);
    expect(new URL(location!, "https://site.example/").origin).toBe("https://site.example");
  };

  it.each(PAYLOADS)("returnTo=%j stays on the site from /enquiry, /affiliate and /checkout", async (returnTo) => {
    const enquiry = await call(enquiryAction, formRequest("/enquiry", { name: "Kanya", email: "k@hotel.example", message: "Hello", returnTo }));
    const affiliate = await call(affiliateAction, formRequest("/affiliate", { name: "Lee Wong", email: "lee@example.com", about: "Blogger", returnTo }));
    const checkout = await call(checkoutAction, formRequest("/checkout", { productId: "nutri_sync", returnTo }));
    for (const response of [enquiry, affiliate, checkout]) {
      expect(response.status).toBe(302);
      expectLocal(response.headers.get("Location"));
    }
  });
});
