/**
 * One rule for an e-mail address on every form that takes one,
 * through the running production server: NUL, CR/LF, a space inside or more
 * than 254 characters is a 400 with the address message, and afterwards no
 * row of any table (accounts, the inbox, limits, the mail outbox) holds it.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ seed: true, env: { TRUST_PROXY: "1" } });
}, 120_000);
afterAll(() => server.stop());

const MARK = "zqmark";
const BAD_ADDRESSES = {
  NUL: `x@example.com\u0000${MARK}`,
  "CR/LF": `x@example.com\r\nBcc: ${MARK}@evil.example`,
  "a space": `x ${MARK}@example.com`,
  "255 characters": `${MARK}${"a".repeat(255 - MARK.length - "@example.com".length)}@example.com`,
};

const FORMS: Record<string, Record<string, string>> = {
  "/signup": { password: "a-long-test-password-2026", fullName: "Rule Test" },
  "/login": { password: "a-long-test-password-2026" },
  "/forgot-password": {},
  "/contact": { name: "Rule Test", message: "A question." },
  "/enquiry": { name: "Rule Test", message: "A question." },
  "/affiliate": { name: "Rule Test", about: "A food blog." },
  "/quote": { name: "Rule Test", productId: "consulting_kitchen_design" },
};

let visitor = 0;

describe("an address with a control character, a space or too many characters", () => {
  for (const [pathname, fields] of Object.entries(FORMS)) {
    it(`is refused by ${pathname} with 400 and the address message`, async () => {
      for (const [kind, email] of Object.entries(BAD_ADDRESSES)) {
        const response = await post(server, pathname, { ...fields, email }, { headers: { "X-Forwarded-For": `198.51.100.${++visitor}` } });
        expect(response.status, `${pathname}, ${kind}`).toBe(400);
        expect(await response.text(), `${pathname}, ${kind}`).toContain("Enter a valid email address.");
      }
    });
  }

  it("leaves no row anywhere that holds it", () => {
    expect(visitor).toBe(Object.keys(FORMS).length * Object.keys(BAD_ADDRESSES).length);
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
      for (const table of tables) {
        const rows = db.prepare(`SELECT * FROM "${table}"`).all();
        expect(JSON.stringify(rows).includes(MARK), table).toBe(false);
      }
    } finally {
      db.close();
    }
  });
});

describe("free text", () => {
  it("keeps newlines and tabs and drops other control characters", async () => {
    const message = `Line one\r\nLine\ttwo\u0000\u0007 end ${Date.now()}`;
    const response = await post(server, "/contact", { name: "Ctl\u0000 Name", email: "ctl@example.com", message }, { headers: { "X-Forwarded-For": "198.51.100.250" } });
    expect(response.status).toBe(302);
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    try {
      const row = db.prepare("SELECT name, message FROM contact_messages WHERE email = 'ctl@example.com'").get() as { name: string; message: string };
      expect(row.name).toBe("Ctl Name");
      expect(row.message).toBe(message.replace("\r", "").replace("\u0000\u0007", ""));
    } finally {
      db.close();
    }
  });
});
