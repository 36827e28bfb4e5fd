import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { quoteRequests, rateLimitHits } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { action } from "~/routes/quote";
import { startSession } from "~/services/auth.server";
import { HONEYPOT_FIELD } from "~/services/security.server";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";

const ORIGIN = "http://localhost:3000";

function quoteRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/quote`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The action's Response, or what it threw (a Response or a `data()` value). */
async function post(fields: Record<string, string>, headers?: Record<string, string>) {
  try {
    return { response: (await action({ request: quoteRequest(fields, headers), params: {}, context: {} })) as Response };
  } catch (thrown) {
    return { thrown: thrown as { init?: ResponseInit | null; data?: unknown } };
  }
}

beforeAll(async () => {
  await seedDatabase(db, dataDirFrom());
});

beforeEach(() => {
  db.delete(quoteRequests).run();
  db.delete(rateLimitHits).run();
});

describe("POST /quote", () => {
  it("stores a request for a custom-quote product and redirects back with SPEC's toast", async () => {
    const { response } = await post({
      productId: "consulting_kitchen_design",
      returnTo: "/?tab=consulting#product-consulting_kitchen_design",
      [HONEYPOT_FIELD]: "",
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/?tab=consulting#product-consulting_kitchen_design");
    const setCookie = response?.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^toast=/);

    const rows = db.select().from(quoteRequests).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: "consulting_kitchen_design", userId: null, email: null, handledAt: null });

    // The toast cookie carries SPEC §8's texts: read it back the way the root loader does.
    const { readToast } = await import("~/services/toast.server");
    const { toast } = await readToast(new Request(ORIGIN, { headers: { Cookie: setCookie.split(";")[0] ?? "" } }));
    expect(toast).toMatchObject({
      type: "success",
      message: "Custom Quote Requested",
      description: "We'll contact you shortly to discuss your specific needs.",
    });
  });

  it("records the signed-in user", async () => {
    const user = createUserWithCustomer({ email: "chef@example.com", fullName: "Chef Ana", passwordHash: "x" });
    const setCookie = await startSession(new Request(ORIGIN), { id: user.id, email: user.email, fullName: user.fullName, role: "user" });
    const { response } = await post({ productId: "consulting_sustainability_audit" }, { Cookie: setCookie.split(";")[0] ?? "" });
    expect(response?.headers.get("Location")).toBe("/#products");
    const row = db.select().from(quoteRequests).where(eq(quoteRequests.productId, "consulting_sustainability_audit")).get();
    expect(row).toMatchObject({ userId: user.id, email: "chef@example.com" });
  });

  it("only returns to local paths", async () => {
    const { response } = await post({ productId: "consulting_kitchen_design", returnTo: "https://evil.example/" });
    expect(response?.headers.get("Location")).toBe("/#products");
  });

  it("refuses products that are bought, not quoted, and unknown ones, storing nothing", async () => {
    for (const productId of ["consulting_menu_engineering", "digital_kitchen_playbook", "no_such_product", ""]) {
      const { thrown } = await post({ productId });
      expect(thrown?.init?.status).toBe(400);
    }
    expect(db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  it("refuses bots (honeypot) and cross-site posts", async () => {
    expect((await post({ productId: "consulting_kitchen_design", [HONEYPOT_FIELD]: "123" })).thrown?.init?.status).toBe(400);
    expect((await post({ productId: "consulting_kitchen_design" }, { Origin: "https://evil.example" })).thrown?.init?.status).toBe(403);
    expect(db.select().from(quoteRequests).all()).toHaveLength(0);
  });

  it("limits how often one address can ask", async () => {
    for (let i = 0; i < 10; i++) expect((await post({ productId: "consulting_kitchen_design" })).response?.status).toBe(302);
    const { thrown } = await post({ productId: "consulting_kitchen_design" });
    expect(thrown?.init?.status).toBe(429);
    expect(db.select().from(quoteRequests).all()).toHaveLength(10);
  });
});
