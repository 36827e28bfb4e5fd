import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { customers, orders, products, rateLimitHits, sessions, users } from "~/db/schema";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as signupAction } from "~/routes/signup";
import { loader as accountLoader } from "~/routes/account";
import { loader as adminLoader } from "~/routes/admin";
import { getAccess } from "~/services/auth/auth.server";
import { hashSlots } from "~/services/auth/password.server";
import { resetEnvForTests } from "~/utils/env.server";
import { cookiesFrom, formRequest, getRequest, settle } from "../support/requests";

const GOOD = { fullName: "Ana Chef", email: "ana@example.com", password: "mise-en-place-2026" };

/** The client address the production server puts in the load context. */
const HOME = "203.0.113.7";
type Options = Parameters<typeof formRequest>[2] & { address?: string };

async function signUp(fields: Record<string, string> = GOOD, { address = HOME, ...options }: Options = {}) {
  const context = { clientAddress: address };
  return settle(() => signupAction({ request: formRequest("/signup", fields, options), params: {}, context }));
}
async function signIn(fields: Record<string, string>, { address = HOME, ...options }: Options = {}) {
  const context = { clientAddress: address };
  return settle(() => loginAction({ request: formRequest("/login", fields, options), params: {}, context }));
}
/** Takes every hashing slot and fills the queue, until a caller would be refused; returns the release. */
function fillHashSlots(): () => void {
  const releases: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => releases.push(resolve));
  for (let i = 0; i < 100; i++) {
    if (hashSlots.expectedWaitMs() > hashSlots.maxWaitMs) break;
    hashSlots.run(hold).catch(() => {});
  }
  return () => {
    // Each release hands the slot to a queued holder; keep releasing until all are done.
    const drain = () => {
      while (releases.length) releases.shift()!();
      if (hashSlots.expectedWaitMs() > 0) setTimeout(drain, 0);
    };
    drain();
  };
}

const body = async (r: Response) => JSON.parse(await r.text());
const sessionCookie = (r: Response) => cookiesFrom(r).split("; ").find((c) => c.startsWith("__session=")) ?? "";

beforeEach(() => {
  // Checkout intents now create orders, which keep their user.
  db.delete(orders).run();
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

  it("refuses a password of only spaces or other blank characters", async () => {
    for (const password of [" ".repeat(8), " ".repeat(20), "\u00a0\u2003\t".repeat(4)]) {
      const response = await signUp({ ...GOOD, password });
      expect(response.status).toBe(400);
      expect((await body(response)).fieldErrors.password).toBe("Password cannot be only spaces.");
    }
    expect(db.select().from(users).all()).toHaveLength(0);
  });

  it("limits sign-ups per client address, with Retry-After, and not for other addresses", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signUp({ ...GOOD, password: "short" })).status).toBe(400);
    }
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // In the form, with when to come back, and what was typed kept.
    const answer = await body(refused);
    expect(answer.error).toBe("Too many sign-ups from your network. Please try again in 60 minutes.");
    expect(answer.fields).toMatchObject({ email: GOOD.email, fullName: GOOD.fullName });
    expect(db.select().from(users).all()).toHaveLength(0);
    expect((await signUp(GOOD, { address: "198.51.100.2" })).status).toBe(302);
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

  it("throttles the 6th attempt after 5 failures for the same e-mail and address, even with the right password", async () => {
    await signUp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: GOOD.email, password: `wrong-${i}-password` })).status).toBe(401);
    }
    const sixth = await signIn(GOOD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await body(sixth)).error).toMatch(/Too many failed sign-in attempts/);
    // Another address is not blocked by these failures.
    const elsewhere = await signIn(GOOD, { address: "198.51.100.2" });
    expect(elsewhere.status).toBe(302);
  });

  it("lets the owner sign in from their address after 20 failures for their e-mail from other addresses", async () => {
    await signUp();
    for (const attacker of ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"]) {
      for (let i = 0; i < 5; i++) {
        expect((await signIn({ email: GOOD.email, password: `guess-${i}-password` }, { address: attacker })).status).toBe(401);
      }
    }
    const owner = await signIn(GOOD, { address: "198.51.100.9" });
    expect(owner.status).toBe(302);
    expect(sessionCookie(owner)).not.toBe("");
  }, 60_000);

  it("refuses the 21st failure from one address whatever the e-mails, with Retry-After and without hashing", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signIn({ email: `victim${i}@example.com`, password: "guess-password-1" })).status).toBe(401);
    }
    const hashes = vi.spyOn(hashSlots, "run");
    try {
      const refused = await signIn({ email: "someone-else@example.com", password: "guess-password-1" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(hashes).not.toHaveBeenCalled();
    } finally {
      hashes.mockRestore();
    }
    // The same e-mails from another address are not refused.
    expect((await signIn({ email: "victim0@example.com", password: "guess-password-1" }, { address: "198.51.100.2" })).status).toBe(401);
  }, 60_000);

  it("answers 503 with Retry-After at once, without queueing, when every hashing slot is taken", async () => {
    await signUp();
    // The slots' timers are fake and never advanced while they are full: the queued holders
    // cannot time out and free the queue however slow the machine is, and a caller that was
    // queued (rather than refused at once) could only be answered by a timer, so it would never
    // be; nor would it leave the count of timers (one per queued caller) as it was.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let release = () => {};
    try {
      release = fillHashSlots();
      const queuedCallers = vi.getTimerCount();
      const busy = await signIn(GOOD);
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(cookiesFrom(busy)).not.toContain("__session=");
      expect((await signUp({ ...GOOD, email: "new@example.com" })).status).toBe(503);
      expect(vi.getTimerCount()).toBe(queuedCallers);
    } finally {
      vi.useRealTimers();
      release();
    }
    // A refusal for load is not a failed sign-in: the owner gets in once the flood stops.
    expect(db.select().from(rateLimitHits).all().filter((h) => h.bucket.startsWith("signin"))).toHaveLength(0);
    expect((await signIn(GOOD)).status).toBe(302);
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

  it("sends a non-Latin-1 redirectTo percent-encoded, with the cookie of the one session it made", async () => {
    await signUp();
    db.delete(sessions).run();
    const response = await signIn({ ...GOOD, redirectTo: "/ā" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/%C4%81");
    expect(sessionCookie(response)).not.toBe("");
    expect(db.select().from(sessions).all()).toHaveLength(1);
  });

  it("only follows local redirectTo values", async () => {
    await signUp();
    for (const redirectTo of ["https://evil.example", "//evil.example", "/\\evil.example", "/.//evil.example/x", "/\t/evil.example"]) {
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
    expect(response.headers.get("Location")).toMatch(/^\/checkout\/test\/ord_/);
    const unknown = await signIn({ ...GOOD, redirectTo: "/blog", intent: "checkout:no_such_thing" });
    expect(unknown.headers.get("Location")).toBe("/blog");
  });

  it("carries out a checkout intent after sign-up too", async () => {
    db.insert(products).values({ id: "nutri_sync", name: "NutriSync", kind: "chef-app", priceCents: 1999, description: "x" }).onConflictDoNothing().run();
    const response = await signUp({ ...GOOD, intent: "checkout:nutri_sync", redirectTo: "/" });
    expect(response.headers.get("Location")).toMatch(/^\/checkout\/test\/ord_/);
  });

  it("shows the portal's Login failed toast for empty fields", async () => {
    const response = await signIn({ email: "", password: "", portal: "client" });
    expect(response.status).toBe(400);
    const json = await body(response);
    expect(json.error).toBe("Please check your username and password and try again.");
    expect(json.toast.message).toBe("Login failed");
  });
});

describe("admin role", () => {
  const BOSS = { ...GOOD, email: "boss@example.com" };

  function listAdmins(value: string | undefined) {
    if (value === undefined) delete process.env.ADMIN_EMAILS;
    else process.env.ADMIN_EMAILS = value;
    resetEnvForTests();
  }
  const adminStatus = async (cookie: string) =>
    (await settle(() => adminLoader({ request: getRequest("/admin", { cookie }), params: {}, context: {} }))).status;
  const verify = (email: string) => db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email)).run();
  /** Verified, and the password chosen through a link mailed to the address (a reset): what ADMIN_EMAILS needs. */
  const prove = (email: string) => db.update(users).set({ emailVerifiedAt: new Date(), passwordProvenFor: email }).where(eq(users.email, email)).run();

  beforeEach(() => () => listAdmins(undefined));

  it("is not given to a sign-up with a listed address: nothing proves the address is theirs", async () => {
    listAdmins("Boss@example.com, ops@example.com");
    const cookie = sessionCookie(await signUp({ ...BOSS, email: "BOSS@example.com" }));
    expect(db.select().from(users).get()?.role).toBe("user");
    expect((await getAccess(getRequest("/", { cookie }))).isAdmin).toBe(false);
    expect(await adminStatus(cookie)).toBe(403);
    // Signing in again changes nothing either.
    const again = sessionCookie(await signIn(BOSS));
    expect(await adminStatus(again)).toBe(403);
    expect(db.select().from(users).get()?.role).toBe("user");
  });

  it("is not given to an account that squatted an address listed later", async () => {
    const cookie = sessionCookie(await signUp(BOSS));
    listAdmins("boss@example.com");
    expect(await adminStatus(cookie)).toBe(403);
    expect(await adminStatus(sessionCookie(await signIn(BOSS)))).toBe(403);
  });

  it("is not given to a verified listed address whose password was not chosen through a mailed link", async () => {
    listAdmins("boss@example.com");
    const cookie = sessionCookie(await signUp(BOSS));
    verify(BOSS.email);
    expect(await adminStatus(cookie)).toBe(403);
    // A password proven for another address (before a change of address) does not count either.
    db.update(users).set({ passwordProvenFor: "old@example.com" }).where(eq(users.email, BOSS.email)).run();
    expect(await adminStatus(cookie)).toBe(403);
  });

  it("is given to a verified listed address with a proven password at its next request, without storing a role", async () => {
    listAdmins("boss@example.com");
    const cookie = sessionCookie(await signUp(BOSS));
    prove(BOSS.email);
    expect(await adminStatus(cookie)).toBe(200);
    expect((await getAccess(getRequest("/", { cookie }))).user?.role).toBe("admin");
    expect(db.select().from(users).get()?.role).toBe("user");
  });

  it("ends at the next request when the address is taken off ADMIN_EMAILS", async () => {
    listAdmins("boss@example.com");
    const cookie = sessionCookie(await signUp(BOSS));
    prove(BOSS.email);
    expect(await adminStatus(cookie)).toBe(200);
    listAdmins("ops@example.com");
    expect(await adminStatus(cookie)).toBe(403);
    expect(await adminStatus(sessionCookie(await signIn(BOSS)))).toBe(403);
  });

  it("stays for a role granted by the CLI, whatever ADMIN_EMAILS says", async () => {
    const cookie = sessionCookie(await signUp(BOSS));
    db.update(users).set({ role: "admin" }).where(eq(users.email, BOSS.email)).run();
    expect(await adminStatus(cookie)).toBe(200);
  });
});

describe("npm run user:admin", () => {
  const cli = (...args: string[]) =>
    spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/grant-admin.ts", ...args], {
      env: { ...process.env, ADMIN_EMAILS: "" },
      encoding: "utf8",
    });
  const role = () => db.select().from(users).where(eq(users.email, GOOD.email)).get()?.role;

  it("grants the admin role, and --revoke takes it away", async () => {
    const cookie = sessionCookie(await signUp());
    const granted = cli("Ana@Example.com");
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain("ana@example.com is now an admin.");
    expect(role()).toBe("admin");
    expect((await getAccess(getRequest("/", { cookie }))).isAdmin).toBe(true);

    const revoked = cli("--revoke", GOOD.email);
    expect(revoked.status).toBe(0);
    expect(role()).toBe("user");
    expect((await getAccess(getRequest("/", { cookie }))).isAdmin).toBe(false);
  }, 60_000);

  it("fails for an unknown e-mail and explains its usage", () => {
    expect(cli("nobody@example.com").status).toBe(1);
    expect(cli("--revoke", "nobody@example.com").status).toBe(1);
    const usage = cli("--grant", GOOD.email);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("--revoke");
  }, 60_000);
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

  it("a session signs its user in until it expires, and no one a millisecond after", async () => {
    const cookie = sessionCookie(await signUp());
    db.update(sessions).set({ expiresAt: new Date(Date.now() + 60_000) }).run();
    expect((await getAccess(getRequest("/", { cookie }))).user).not.toBeNull();
    db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) }).run();
    expect((await getAccess(getRequest("/", { cookie }))).user).toBeNull();
  });
});

describe("guards", () => {
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
