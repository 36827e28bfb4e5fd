/**
 * Each schema change opened on a database an earlier release wrote, with rows:
 * nothing is lost, and the rows behave as the new code says.
 */
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/open.server";
import { roleOf } from "~/services/admin-role.server";
import { resetEnvForTests } from "~/utils/env.server";
import { databaseAtMigration } from "../support/old-database";

describe("0012: proven passwords, and the account a form or mail belongs to", () => {
  it("keeps every account, form and mail; a listed admin verified before has no proven password yet", () => {
    const { file, sqlite } = databaseAtMigration("0011_account_version_triggers");
    const now = Date.now();
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role, email_verified_at) VALUES (?, ?, ?, ?, ?, ?)").run("u1", "boss@example.com", "Boss", "hash", "user", now);
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES (?, ?, ?, ?, ?)").run("u2", "cli@example.com", "Cli", "hash", "admin");
    sqlite.prepare("INSERT INTO enquiries (name, email, message) VALUES ('Ana', 'ana@example.com', 'Hello')").run();
    sqlite.prepare("INSERT INTO contact_messages (name, email, message) VALUES ('Ana', 'ana@example.com', 'Hi')").run();
    sqlite.prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code) VALUES ('Ana', 'ana@example.com', 'Blog', 'KK-ANA1')").run();
    sqlite.prepare("INSERT INTO mail_outbox (key, recipient, subject, text_body, html_body) VALUES ('k1', 'ana@example.com', 'S', 'T', '<p>T</p>')").run();
    sqlite.close();

    const db = openDatabase(file);
    const client = db.$client;
    try {
      const users = client.prepare("SELECT id, email, role, email_verified_at AS verified, password_proven_for AS proven FROM users ORDER BY id").all();
      expect(users).toEqual([
        { id: "u1", email: "boss@example.com", role: "user", verified: now, proven: null },
        { id: "u2", email: "cli@example.com", role: "admin", verified: null, proven: null },
      ]);
      for (const table of ["enquiries", "contact_messages", "affiliate_applications", "mail_outbox"]) {
        expect(client.prepare(`SELECT count(*) AS n, count(user_id) AS owned FROM ${table}`).get(), table).toEqual({ n: 1, owned: 0 });
      }
      process.env.ADMIN_EMAILS = "boss@example.com";
      resetEnvForTests();
      expect(roleOf({ email: "boss@example.com", role: "user", emailVerifiedAt: new Date(now), passwordProvenFor: null })).toBe("user");
      expect(roleOf({ email: "cli@example.com", role: "admin", emailVerifiedAt: null, passwordProvenFor: null })).toBe("admin");
      expect(client.pragma("foreign_key_check")).toEqual([]);
      expect(client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
      client.close();
    }
  });
});
