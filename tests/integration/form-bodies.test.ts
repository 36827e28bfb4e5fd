/**
 * Odd bodies posted to every action that reads a form: a huge form is
 * refused before it is parsed, and a parsed one is read in one linear pass;
 * a body that is not a form is a 415, a broken one a 400 — never a 500. And
 * redirect targets built from posted fields stay local.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
import { startSession } from "~/services/auth/auth.server";
import { firstValues, formFields } from "~/utils/form-fields";
import { contactSchema } from "~/utils/forms.server";
import { parseFormData } from "~/services/requests/parse-action.server";
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

describe("a form of 60,000 fields (457 KiB)", () => {
  const huge = (extra: Record<string, string>) => {
    const body = new URLSearchParams(extra);
    for (let i = 0; i < 60_000; i++) body.append(`f${i}`, "x");
    return body.toString();
  };

  it.each(FORM_ACTIONS)("%s refuses it with 413 before a single field is parsed", async (path, _name, action) => {
    // A sign-in of this form took 8 s in the parse (FormData.get per key, O(n²)). A refusal made
    // from the count of "&" alone builds no form: not one field is appended, and no body is handed
    // to the multipart parser. Counted, not timed, so a busy machine cannot turn it red.
    const body = huge({ email: "flood@example.com", password: "whatever-it-is", fullName: "Flood" });
    const appended = vi.spyOn(FormData.prototype, "append");
    const parsed = vi.spyOn(Request.prototype, "formData");
    try {
      const response = await call(action, post(path, body, "application/x-www-form-urlencoded"));
      expect(response.status).toBe(413);
      expect(JSON.parse(await response.text()).error).toBe("This form has too many fields.");
      expect(appended).not.toHaveBeenCalled();
      expect(parsed).not.toHaveBeenCalled();
    } finally {
      appended.mockRestore();
      parsed.mockRestore();
    }
  });

  it("reads 60,000 fields in one linear pass once a form is parsed", () => {
    // Linear, counted rather than timed: a form is read by one walk over its entries, each entry
    // stepped over once, and never by FormData's get/getAll/has, which scan every entry per call
    // (a key-by-key reader is n scans of n entries: 8 s for this form). So eight
    // times the fields is exactly eight times the steps. (`npm run bench:forms` prints the times.)
    const read = (count: number) => {
      const form = new CountingFormData();
      for (let i = 0; i < count; i++) form.append(`f${i}`, "x");
      form.work = { passes: 0, steps: 0, lookups: 0 };
      const fields = formFields(form);
      expect(firstValues(fields)[`f${count - 1}`]).toBe("x");
      expect(fields.size).toBe(count);
      const reading = form.work;
      form.work = { passes: 0, steps: 0, lookups: 0 };
      expect(parseFormData(contactSchema, form).ok).toBe(false);
      return { reading, parsing: form.work };
    };
    const small = read(7_500);
    const large = read(60_000);
    for (const [count, { reading, parsing }] of [[7_500, small], [60_000, large]] as const) {
      // One pass; a step per entry and the one that ends the walk; no lookup by name.
      expect(reading, `formFields, ${count} fields`).toEqual({ passes: 1, steps: count + 1, lookups: 0 });
      expect(parsing, `parseFormData, ${count} fields`).toEqual({ passes: 1, steps: count + 1, lookups: 0 });
    }
    expect((large.reading.steps - 1) / (small.reading.steps - 1)).toBe(8);
  });
});

/**
 * A FormData that counts the work done on it: walks begun over its entries (passes, however
 * begun), entries stepped over (steps), and look-ups by name (lookups: each of FormData's
 * get/getAll/has scans every entry).
 */
class CountingFormData extends FormData {
  work = { passes: 0, steps: 0, lookups: 0 };

  private counted<T>(entries: FormDataIterator<T>): FormDataIterator<T> {
    const work = this.work;
    work.passes++;
    return {
      next: () => {
        work.steps++;
        return entries.next();
      },
      [Symbol.iterator]() {
        return this;
      },
    } as unknown as FormDataIterator<T>;
  }

  override [Symbol.iterator]() {
    return this.counted(super[Symbol.iterator]());
  }
  override entries() {
    return this.counted(super.entries());
  }
  override keys() {
    return this.counted(super.keys());
  }
  override values() {
    return this.counted(super.values());
  }
  override forEach(callback: Parameters<FormData["forEach"]>[0], thisArg?: unknown) {
    for (const [key, value] of this) callback.call(thisArg, value, key, this);
  }
  override get(name: string) {
    this.work.lookups++;
    return super.get(name);
  }
  override getAll(name: string) {
    this.work.lookups++;
    return super.getAll(name);
  }
  override has(name: string) {
    this.work.lookups++;
    return super.has(name);
  }
}

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
