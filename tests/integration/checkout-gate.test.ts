import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers } from "~/db/schema";
import { action as checkoutAction } from "~/routes/checkout";
import { action as signupAction } from "~/routes/signup";
import { peekToast } from "~/services/requests/toast.server";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "../support/seeded";
import { cookiesFrom, formRequest, settle } from "../support/requests";

const post = (fields: Record<string, string>, cookie?: string) =>
  settle(() => checkoutAction({ request: formRequest("/checkout", fields, { cookie }), params: {}, context: {} }));

let cookie = "";
beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
  const response = await settle(() =>
    signupAction({
      request: formRequest("/signup", { fullName: "Bo Barista", email: "bo@example.com", password: "espresso-tonic-9" }),
      params: {},
      context: {},
    }),
  );
  cookie = cookiesFrom(response).split("; ").find((c) => c.startsWith("__session=")) ?? "";
});

describe("the gated-action rule (POST /checkout)", () => {
  it("sends a signed-out visitor to the sign-up dialog on the same page, carrying the checkout intent, with no toast", async () => {
    const response = await post({ productId: "hospitality-bundle", returnTo: "/blog?page=2", next: "/resources" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blog?page=2&dialog=signup&intent=checkout%3Ahospitality-bundle");
    // Wanting to buy is not an error: no "Authentication required" over the form.
    expect(await peekToast(new Request("http://localhost/", { headers: { Cookie: cookiesFrom(response) } }))).toBeUndefined();
  });

  it("starts checkout for a signed-in user without access", async () => {
    const response = await post({ productId: "hospitality-bundle", returnTo: "/", next: "/resources" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/checkout\/test\/ord_[0-9a-f-]+$/);
  });

  it("goes straight to the gated page for a user with access", async () => {
    db.update(customers).set({ hasAccess: true }).run();
    const response = await post({ productId: "hospitality-bundle", returnTo: "/", next: "/resources" }, cookie);
    expect(response.headers.get("Location")).toBe("/resources");
    const offsite = await post({ productId: "hospitality-bundle", returnTo: "/", next: "https://evil.example" }, cookie);
    expect(offsite.headers.get("Location")).toBe("/resources");
    db.update(customers).set({ hasAccess: false }).run();
  });

  it("still buys a product (no `next`) for a user with access", async () => {
    db.update(customers).set({ hasAccess: true }).run();
    const response = await post({ productId: "digital_kitchen_playbook", returnTo: "/" }, cookie);
    expect(response.headers.get("Location")).toMatch(/^\/checkout\/test\/ord_/);
    db.update(customers).set({ hasAccess: false }).run();
  });

  it("refuses unknown and custom-quote products with 400", async () => {
    expect((await post({ productId: "no_such_product" }, cookie)).status).toBe(400);
    expect((await post({ productId: "consulting_kitchen_design" }, cookie)).status).toBe(400);
    expect((await post({}, cookie)).status).toBe(400);
  });

  it("never sends a signed-out visitor off-site", async () => {
    const response = await post({ productId: "nutri_sync", returnTo: "https://evil.example/x" });
    expect(response.headers.get("Location")).toBe("/?dialog=signup&intent=checkout%3Anutri_sync");
  });
});
