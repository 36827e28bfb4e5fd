/**
 * Attacks on what runs in front of Remix,
 * replayed through the running production server: the large body limits
 * only after the check of who asks, the sign-in gate under every spelling
 * of its paths, odd request targets, confirmation mails, the paid course's
 * code, and the image's TRUST_PROXY default.
 * Attacks on the page cache are in cache-privacy.test.ts.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { LESSONS } from "~/content/course-lessons.server";
import { COURSE_DAYS } from "~/content/home-course";
import { contactMessages, enquiries, mailOutbox, users } from "~/db/schema";
import { heldPost, post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: process.env.DATA_DIR!, env: { TRUST_PROXY: "1", STRIPE_WEBHOOK_SECRET: "whsec_review" } });
}, 120_000);
afterAll(() => server.stop());

/** A form body of about `bytes` bytes. */
const bigForm = (bytes: number) => ({ title: "x".repeat(bytes), intent: "save" });

describe("large bodies only for those who have shown who they are", () => {
  it("a visitor's 200 KB post to the admin editor is refused before it is read; an admin's is read", async () => {
    const visitor = await post(server, "/admin/posts/new", bigForm(200_000));
    expect(visitor.status).toBe(413);

    const email = `editor-${Date.now()}@example.com`;
    const cookie = await signUpOverHttp(server, email);
    const customer = await post(server, "/admin/posts/new", bigForm(200_000), { cookie });
    expect(customer.status).toBe(413);

    db.update(users).set({ role: "admin" }).where(eq(users.email, email)).run();
    const admin = await post(server, "/admin/posts/new", bigForm(200_000), { cookie });
    expect(admin.status).not.toBe(413);
    expect(admin.status).toBeLessThan(500);
  });

  it("the Stripe webhook reads a large body only when it carries Stripe's signature header", async () => {
    const payload = JSON.stringify({ padding: "x".repeat(200_000) });
    const send = (headers: Record<string, string>) =>
      fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: payload });
    expect((await send({})).status).toBe(413);
    expect((await send({ "Stripe-Signature": "t=1,v1=forged" })).status).toBe(400);
  });
});

describe("the sign-in gate", () => {
  it("holds one sign-in per address under every spelling Remix serves as /login or /signup", async () => {
    for (const [first, second] of [["/LOGIN", "/login/"], ["/Login", "/log%69n"], ["/SIGNUP", "/signup/"]]) {
      const from = { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
      const fields = { email: `gate-${Math.random()}@example.com`, password: "wrong-password-123", fullName: "Gate" };
      // The first post is in the server's hands (past the gate) and its body not yet sent.
      const held = await heldPost(server, first!, fields, from);
      const refused = await post(server, second!, fields, { headers: from });
      expect(refused.status, `${second} while ${first} is in flight`).toBe(503);
      expect(await refused.text()).toContain("The site is busy. Please try again in a moment.");
      expect(await held.finish(), `${first}, the one in flight`).not.toBe(503);
    }
  });
});

describe("odd request targets", () => {
  it("are a 400, never a 500 with a stack in the log", async () => {
    for (const target of ["//", "///", "/\\", "//:99999/", "//evil.example/x", "/\\evil.example"]) {
      expect(await rawStatusLine(server, `GET ${target} HTTP/1.1`)).toMatch(/^HTTP\/1\.1 400 /);
    }
    // A `%` that starts no escape, as a visitor may type it: Express could not decode the path for the route.
    for (const target of ["/blog/50%off", "/%", "/images/%ZZ.png", "/blog/%C0%AE", "/downloads/x%", "/admin/%ZZ"]) {
      for (const method of ["GET", "HEAD"]) expect(await rawStatusLine(server, `${method} ${target} HTTP/1.1`), `${method} ${target}`).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect((await fetch(`${server.origin}/blog/50%off`)).headers.get("content-type")).toContain("text/html");
    expect(server.output()).not.toMatch(/TypeError|Invalid URL|URIError/);
  });
});

describe("pages kept out of search indexes", () => {
  it("carry the site's name in their title like every other page", async () => {
    for (const [pathname, title] of [
      ["/enquiry", "Enquiry"],
      ["/quote", "Request a Quote"],
      ["/affiliate", "Affiliate programme"],
      ["/checkout", "Checkout"],
      ["/no-such-page", "Page not found"],
    ]) {
      const html = await (await fetch(`${server.origin}${pathname}`)).text();
      expect(html, pathname).toContain(`<title>${title} | Kitchen &amp; Key Consulting</title>`);
      expect(html, pathname).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe("confirmation mails", () => {
  it("repeat nothing a visitor typed, and one address gets at most three a day; every message is still stored", async () => {
    const stranger = `stranger-${Date.now()}@example.com`;
    const lure = "URGENT: your account is suspended - verify at https://evil.example/login";
    for (let i = 0; i < 5; i++) {
      const fields = { name: lure, email: stranger, company: lure, message: `${lure} (${i})` };
      const sent = await post(server, i % 2 ? "/contact" : "/enquiry", fields, { headers: { "X-Forwarded-For": `192.0.2.${i + 1}` } });
      expect(sent.status).toBe(302);
    }
    const mails = db.select().from(mailOutbox).where(eq(mailOutbox.recipient, stranger)).all();
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.key).toMatch(/-confirmation:/);
      expect(`${mail.subject} ${mail.textBody} ${mail.htmlBody}`).not.toMatch(/URGENT|evil\.example|suspended/);
    }
    const stored = [...db.select().from(enquiries).where(eq(enquiries.email, stranger)).all(), ...db.select().from(contactMessages).where(eq(contactMessages.email, stranger)).all()];
    expect(stored).toHaveLength(5);
  });
});

describe("the paid course", () => {
  it("keeps its lessons out of the code anyone can fetch: the route module holds no goal or task", async () => {
    const home = await (await fetch(`${server.origin}/`)).text();
    // Remix names its manifest file after the build's version.
    const version = /\/build\/manifest-([0-9A-F]+)\.js/.exec(home)?.[1]?.toLowerCase();
    expect(version).toBeTruthy();
    const manifest = await (await fetch(`${server.origin}/__manifest?p=/course&version=${version}`)).json();
    const route = manifest["routes/course"] as { module: string; imports?: string[] };
    expect(route.module).toMatch(/^\/build\/routes\/course-.*\.js$/);
    let code = "";
    for (const file of [route.module, ...(route.imports ?? [])]) code += await (await fetch(`${server.origin}${file}`)).text();
    expect(code).toContain("The 21-day plan");
    // Days 1-4 are shown to everyone on the home page (SPEC §2); the rest is what buyers pay for.
    for (const lesson of LESSONS.filter((l) => l.day > COURSE_DAYS.length)) {
      expect(code, `day ${lesson.day}`).not.toContain(lesson.goal);
      expect(code, `day ${lesson.day}`).not.toContain(lesson.task);
    }
  });
});

describe("the image's TRUST_PROXY default", () => {
  it("with the Dockerfile's environment, X-Forwarded-For cannot escape the sign-up limit of 10 an hour per address", async () => {
    const imageEnv = dockerfileEnv();
    const direct = await startServer({ env: { TRUST_PROXY: imageEnv.TRUST_PROXY ?? "0" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const fields = { email: `docker-${i}-${Date.now()}@example.com`, password: "a-long-test-password-2026", fullName: "Direct" };
        statuses.push((await post(direct, "/signup", fields, { headers: { "X-Forwarded-For": `198.51.100.${i}` } })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await direct.stop();
    }
  }, 60_000);
});

/** The ENV the Dockerfile's final stage sets (`ENV A=1 \ B=2`). */
function dockerfileEnv(): Record<string, string> {
  const dockerfile = fs.readFileSync(path.resolve(import.meta.dirname, "../../../Dockerfile"), "utf8");
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const env: Record<string, string> = {};
  for (const block of finalStage.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const [, name, value] of block[1]!.matchAll(/([A-Z_]+)=(\S+)/g)) env[name!] = value!;
  }
  return env;
}

/** Sends a request line as written (fetch would normalise the path) and returns the status line. */
function rawStatusLine(target: RunningServer, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(target.origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}
