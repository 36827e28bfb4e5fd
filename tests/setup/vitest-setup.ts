/**
 * Runs before each test file, in that file's own process: a fresh DATA_DIR, so
 * the file's first query builds a new database from the migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-test-"));

Object.assign(process.env, {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  PUBLIC_URL: "http://localhost:3000",
  SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
});
// Never let a developer's real keys reach a test.
for (const key of [
  "MAINTENANCE_MODE",
  "ADMIN_EMAILS",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "MAIL_WEBHOOK_SIGNING_KEY",
  "STRIPE_API_BASE",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_BASE_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "NOTIFY_EMAILS",
]) {
  delete process.env[key];
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
