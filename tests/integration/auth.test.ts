import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, products, rateLimitHits, sessions, users } from "~/db/schema";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as signupAction } from "~/routes/signup";
import { loader as accountLoader } from "~/routes/account";
import { loader as adminLoader } from "~/routes/admin";
import { getAccess } from "~/services/auth.server";
import { resetEnvForTests } from "~/utils/env.server";
import { cookiesFrom, formRequest, getRequest, settle } from "../support/requests";

const GOOD = { fullName: "Ana Chef", email: "ana@example.com", password: "mise-en-place-2026" };

async function signUp(fields: Record<string, string> = GOOD, options = {}) {
  return settle(() => signupAction({ request: formRequest("/signup", fields, options), params: {}, context: {} }));
}
async function signIn(fields: Record<string, string>, options: { clientAddress?: string; cookie?: string } = {}) {
  const context = { clientAddress: options.clientAddress ?? "192.0.2.1" };
  return settle(() => loginAction({ request: formRequest("/login", fields, { cookie: options.cookie }), params: {}, context }));
}
const body = async (r: Response) => JSON.parse(await r.text());
const sessionCookie = (r: Response) => cookiesFrom(r).split("; ").find((c) => c.startsWith("__session=")) ?? "";

beforeEach(() => {
  db.delete(sessions).run();
  db.delete(customers).run();
  db.delete(users).run();
  db.delete(rateLimitHits).run();
});

describe("sign-up", () => {
  it("creates the user with a lower-cased e-mail, a customer row without access, and a session", async () => {
    const response = await signUp({ ...GOOD, email: "  Ana@Example.COM " });
    expect(response.status).toBe(302);
    const user = db.select().from(users).get();
    expect(user).toMatchObject({ email: "ana@example.com", fullName: "Ana Chef", role: "user" });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(db.select().from(customers).get()).toMatchObject({ userId: user?.id, email: "ana@example.com", hasAccess: false });
    const access = await getAccess(getRequest("/", { cookie: sessionCookie(response) }));
    expect(access.user?.email).toBe("ana@example.com");
    expect(access.hasAccess).toBe(false);
  });

  it.each([
    [{ ...GOOD, email: "" }, "email", "Email is required."],
    [{ ...GOOD, email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ ...GOOD, fullName: "   " }, "fullName", "Full name is required."],
    [{ ...GOOD, password: "" }, "password", "Password is required."],
    [{ ...GOOD, password: "short" }, "password", "Password must be at least 8 characters."],
    [{ ...GOOD, password: "Password1" }, "password", "This password is too common. Please choose a less guessable one."],
    [{ ...GOOD, password: "x".repeat(129) }, "password", "Password must be at most 128 characters."],
    [{ email: GOOD.email, password: GOOD.password }, "fullName", "Full name is required."],
  ])("refuses %j with a field error and stores nothing", async (fields, field, message) => {
    const response = await signUp(fields);
    expect(response.status).toBe(400);
    const json = await body(response);
    expect(json.fieldErrors[field]).toBe(message);
    expect(json.fields.email).toBe(fields.email ?? "");
    expect(JSON.stringify(json)).not.toContain(fields.password || "mise-en-place");
    expect(db.select().from(users).all()).toHaveLength(0);
    expect(db.select().from(customers).all()).toHaveLength(0);
    expect(json.toast).toEqual({ message: "Authentication error", description: message });
  });

  it("refuses a duplicate e-mail, whatever its case", async () => {
    await signUp();
    const response = await signUp({ ...GOOD, email: "ANA@example.com", fullName: "Someone Else" });
    expect(response.status).toBe(409);
    expect((await body(response)).error).toMatch(/already exists/);
    expect(db.select().from(users).all()).toHaveLength(1);
  });

  it("refuses a filled honeypot", async () => {
    const response = await signUp({ ...GOOD, fax_number: "123" });
    expect(response.status).toBe(400);
    expect(db.select().from(users).all()).toHaveLength(0);
  });

  it("gives the admin role to ADMIN_EMAILS", async () => {
    process.env.ADMIN_EMAILS = "boss@example.com";
    resetEnvForTests();
    try {
      await signUp({ ...GOOD, email: "Boss@example.com" });
      expect(db.select().from(users).get()?.role).toBe("admin");
    } finally {
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
    }
  });
});

describe("sign-in", () => {
  it("refuses a wrong password with 401 and the Authentication error toast", async () => {
    await signUp();
    const response = await signIn({ email: GOOD.email, password: "wrong-password-1" });
    expect(response.status).toBe(401);
    expect((await body(response)).error).toBe("Invalid email or password.");
    expect(cookiesFrom(response)).not.toContain("__session=");
  });

  it("refuses an unknown e-mail with the same message", async () => {
    const response = await signIn({ email: "nobody@example.com", password: "whatever-123" });
    expect(response.status).toBe(401);
    expect((await body(response)).error).toBe("Invalid email or password.");
  });

  it("throttles the 6th attempt after 5 failures for the same e-mail and IP, even with the right password", async () => {
    await signUp();
    const from = { clientAddress: "203.0.113.7" };
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: GOOD.email, password: `wrong-${i}-password` }, from)).status).toBe(401);
    }
    const sixth = await signIn(GOOD, from);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await body(sixth)).error).toMatch(/Too many failed sign-in attempts/);
    // Another IP is not blocked by these failures.
    const elsewhere = await signIn(GOOD, { clientAddress: "198.51.100.2" });
    expect(elsewhere.status).toBe(302);
  });

  it("issues a new session id at every sign-in and drops the one the browser had", async () => {
    const first = sessionCookie(await signUp());
    const second = await signIn(GOOD, { cookie: first });
    const next = sessionCookie(second);
    expect(next).not.toBe("");
    expect(next).not.toBe(first);
    expect((await getAccess(getRequest("/", { cookie: first }))).user).toBeNull();
    expect((await getAccess(getRequest("/", { cookie: next }))).user?.email).toBe(GOOD.email);
    expect(db.select().from(sessions).all()).toHaveLength(1);
  });

  it("only follows local redirectTo values", async () => {
    await signUp();
    for (const redirectTo of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await signIn({ ...GOOD, redirectTo });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    const local = await signIn({ ...GOOD, redirectTo: "/blog?page=2" });
    expect(local.headers.get("Location")).toBe("/blog?page=2");
  });

  it("carries out a checkout intent after sign-in, for products that exist", async () => {
    db.insert(products).values({ id: "nutri_sync", name: "NutriSync", kind: "chef-app", priceCents: 1999, description: "x" }).onConflictDoNothing().run();
    await signUp();
    const response = await signIn({ ...GOOD, redirectTo: "/", intent: "checkout:nutri_sync" });
    expect(response.headers.get("Location")).toBe("/checkout/pending?product=nutri_sync");
    const unknown = await signIn({ ...GOOD, redirectTo: "/blog", intent: "checkout:no_such_thing" });
    expect(unknown.headers.get("Location")).toBe("/blog");
  });

  it("carries out a checkout intent after sign-up too", async () => {
    db.insert(products).values({ id: "nutri_sync", name: "NutriSync", kind: "chef-app", priceCents: 1999, description: "x" }).onConflictDoNothing().run();
    const response = await signUp({ ...GOOD, intent: "checkout:nutri_sync", redirectTo: "/" });
    expect(response.headers.get("Location")).toBe("/checkout/pending?product=nutri_sync");
  });

  it("shows the portal's Login failed toast for empty fields", async () => {
    const response = await signIn({ email: "", password: "", portal: "client" });
    expect(response.status).toBe(400);
    const json = await body(response);
    expect(json.error).toBe("Please check your username and password and try again.");
    expect(json.toast.message).toBe("Login failed");
  });
});

describe("sign-out", () => {
  it("deletes the session, so the old cookie is worthless afterwards", async () => {
    const cookie = sessionCookie(await signUp());
    expect((await getAccess(getRequest("/", { cookie }))).user).not.toBeNull();
    const response = await settle(() => logoutAction({ request: formRequest("/logout", {}, { cookie }), params: {}, context: {} }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/i);
    expect((await getAccess(getRequest("/", { cookie }))).user).toBeNull();
    expect(db.select().from(sessions).all()).toHaveLength(0);
  });
});

describe("guards", () => {
  it("refuses cross-site POSTs with 403 and changes nothing", async () => {
    const response = await signUp(GOOD, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(db.select().from(users).all()).toHaveLength(0);
    const bySecFetch = await signUp(GOOD, { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(bySecFetch.status).toBe(403);
  });

  it("treats a user without a customer row as without access, silently", async () => {
    const cookie = sessionCookie(await signUp());
    db.delete(customers).run();
    const access = await getAccess(getRequest("/", { cookie }));
    expect(access).toMatchObject({ hasAccess: false, accessCheckFailed: false });
    expect(access.user?.email).toBe(GOOD.email);
  });

  it("reads access from the customer row", async () => {
    const cookie = sessionCookie(await signUp());
    db.update(customers).set({ hasAccess: true }).run();
    expect((await getAccess(getRequest("/", { cookie }))).hasAccess).toBe(true);
  });

  it("sends signed-out visitors of /account to sign in, coming back afterwards", async () => {
    const response = await settle(() => accountLoader({ request: getRequest("/account"), params: {}, context: {} }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("lets only admins into /admin (403 for users)", async () => {
    const cookie = sessionCookie(await signUp());
    const asUser = await settle(() => adminLoader({ request: getRequest("/admin", { cookie }), params: {}, context: {} }));
    expect(asUser.status).toBe(403);
    db.update(users).set({ role: "admin" }).where(eq(users.email, GOOD.email)).run();
    const asAdmin = await settle(() => adminLoader({ request: getRequest("/admin", { cookie }), params: {}, context: {} }));
    expect(asAdmin.status).toBe(200);
  });
});
