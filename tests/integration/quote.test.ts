import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { quoteRequests, rateLimitHits, users } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { loader as inboxLoader } from "~/routes/admin.inbox";
import { loader as csvLoader } from "~/routes/admin_.inbox[.]csv";
import { action, loader } from "~/routes/quote";
import { startSession } from "~/services/auth/auth.server";
import { HONEYPOT_FIELD } from "~/services/requests/security.server";
import { readToast } from "~/services/requests/toast.server";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "../support/seeded";
import { ORIGIN, formRequest, getRequest, settle } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });

async function post(fields: Record<string, string>, options: Parameters<typeof formRequest>[2] = {}) {
  return settle(() => action(args(formRequest("/quote", fields, options))));
}

async function sessionFor(email: string, fullName: string, role: "user" | "admin" = "user") {
  const user = createUserWithCustomer({ email, fullName, passwordHash: "x" });
  if (role === "admin") db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).run();
  const setCookie = await startSession(new Request(ORIGIN), { id: user.id, email: user.email, fullName: user.fullName, role });
  return { user, cookie: setCookie.split(";")[0] ?? "" };
}

const VISITOR = { name: "Malee Chaiyaporn", email: "malee@riverside.example" };

beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
});

beforeEach(() => {
  db.delete(quoteRequests).run();
  db.delete(rateLimitHits).run();
});

describe("POST /quote", () => {
  it("signed out, refuses a request without an e-mail with a field error and stores nothing", async () => {
    const response = await post({ productId: "consulting_kitchen_design", name: VISITOR.name, returnTo: "/kitchen-design-services" });
    expect(response.status).toBe(400);
    const body = JSON.parse(await response.text());
    expect(body.fieldErrors).toEqual({ email: "Email is required." });
    // What was typed, and the page to return to, come back for the redrawn form.
    expect(body.fields).toMatchObject({ name: VISITOR.name, productId: "consulting_kitchen_design", returnTo: "/kitchen-design-services" });
    expect(response.headers.get("Set-Cookie") ?? "").not.toMatch(/toast=/);

    const noName = await post({ productId: "consulting_kitchen_design", email: VISITOR.email });
    expect(JSON.parse(await noName.text()).fieldErrors).toEqual({ name: "Name is required." });
    expect(db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  it("signed out, stores the product, name and e-mail, then returns with SPEC's toast", async () => {
    const response = await post({ productId: "consulting_kitchen_design", ...VISITOR, returnTo: "/?tab=consulting", [HONEYPOT_FIELD]: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?tab=consulting");
    const rows = db.select().from(quoteRequests).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: "consulting_kitchen_design", userId: null, name: VISITOR.name, email: VISITOR.email, phone: null, message: null });

    const setCookie = response.headers.get("Set-Cookie") ?? "";
    const { toast } = await readToast(new Request(ORIGIN, { headers: { Cookie: setCookie.split(";")[0] ?? "" } }));
    expect(toast).toMatchObject({
      type: "success",
      message: "Custom Quote Requested",
      description: "We'll contact you shortly to discuss your specific needs.",
    });
  });

  it("keeps the optional phone and note, trimmed, and refuses a note past its limit", async () => {
    const response = await post({ productId: "consulting_kitchen_design", ...VISITOR, phone: " +66 81 234 5678 ", message: " A 60-seat bistro. " });
    expect(response.status).toBe(302);
    expect(db.select().from(quoteRequests).get()).toMatchObject({ phone: "+66 81 234 5678", message: "A 60-seat bistro." });
    const tooLong = await post({ productId: "consulting_kitchen_design", ...VISITOR, message: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(JSON.parse(await tooLong.text()).fieldErrors).toEqual({ message: "About your project must be at most 5000 characters." });
    expect(db.select().from(quoteRequests).all()).toHaveLength(1);
  });

  it("signed in, stores the account's name and e-mail, whatever the form says", async () => {
    const { user, cookie } = await sessionFor("chef@example.com", "Chef Ana");
    const response = await post({ productId: "consulting_sustainability_audit", name: "Someone Else", email: "other@example.com" }, { cookie });
    expect(response.headers.get("Location")).toBe("/#products");
    const row = db.select().from(quoteRequests).where(eq(quoteRequests.productId, "consulting_sustainability_audit")).get();
    expect(row).toMatchObject({ userId: user.id, name: "Chef Ana", email: "chef@example.com" });
    // One tap from a product card sends only the product: the account fills in the rest.
    expect((await post({ productId: "consulting_kitchen_design" }, { cookie })).status).toBe(302);
    expect(db.select().from(quoteRequests).all()).toHaveLength(2);
  });

  it("only returns to local paths", async () => {
    const response = await post({ productId: "consulting_kitchen_design", ...VISITOR, returnTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/#products");
  });

  it("refuses products that are bought, not quoted, and unknown ones, storing nothing", async () => {
    for (const productId of ["consulting_menu_engineering", "digital_kitchen_playbook", "no_such_product", ""]) {
      const response = await post({ productId, ...VISITOR });
      expect(response.status).toBe(400);
      expect(JSON.parse(await response.text()).fieldErrors.productId).toBeTruthy();
    }
    expect(db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  it("refuses bots (honeypot)", async () => {
    expect((await post({ productId: "consulting_kitchen_design", ...VISITOR, [HONEYPOT_FIELD]: "123" })).status).toBe(400);
    expect(db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  it("limits how often one address can ask", async () => {
    const headers = { "X-Forwarded-For": "192.0.2.77" };
    for (let i = 0; i < 10; i++) expect((await post({ productId: "consulting_kitchen_design", ...VISITOR }, { headers })).status).toBe(302);
    expect((await post({ productId: "consulting_kitchen_design", ...VISITOR }, { headers })).status).toBe(429);
    expect(db.select().from(quoteRequests).all()).toHaveLength(10);
  });
});

describe("GET /quote", () => {
  it("offers the custom-quote products, with the asked-for one selected", async () => {
    const result = loader(args(getRequest("/quote?product=consulting_sustainability_audit")));
    expect(result.products.map((p) => p.id).sort()).toEqual(["consulting_kitchen_design", "consulting_sustainability_audit"]);
    expect(result.selected).toBe("consulting_sustainability_audit");
    expect(loader(args(getRequest("/quote?product=nutri_sync"))).selected).toBeNull();
  });
});

describe("quote requests in the admin inbox", () => {
  it("show the product, the name and the e-mail, on the page and in the CSV", async () => {
    await post({ productId: "consulting_kitchen_design", ...VISITOR });
    const { cookie } = await sessionFor("boss@example.com", "Boss", "admin");
    const page = (await inboxLoader(args(getRequest("/admin/inbox?kind=quote", { cookie })))) as {
      items: { kind: string; name: string; email: string; summary: string; details: string }[];
    };
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: "quote",
      name: VISITOR.name,
      email: VISITOR.email,
      summary: "Custom quote requested for Kitchen Design Consultation",
      details: "Product: Kitchen Design Consultation",
    });
    const csv = await (await csvLoader(args(getRequest("/admin/inbox.csv?kind=quote", { cookie })))).text();
    const row = csv.split("\r\n")[1] ?? "";
    expect(row).toContain(`,${VISITOR.name},${VISITOR.email},`);
    expect(row).toContain("Kitchen Design Consultation");
  });
});
