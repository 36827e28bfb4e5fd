import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const dir = tmp();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ PORT: 3000, PUBLIC_URL: "http://localhost:3000", MAINTENANCE_MODE: false, ADMIN_EMAILS: [] });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("defaults the white-paper settings and refuses an unknown time zone", () => {
    expect(parseEnv({ DATA_DIR: tmp() })).toMatchObject({
      ANTHROPIC_MODEL: "claude-sonnet-4-6",
      ANTHROPIC_TIMEOUT_MS: 180_000,
      ANTHROPIC_MAX_RETRIES: 2,
      WHITE_PAPER_TIME_ZONE: "America/Los_Angeles",
      WHITE_PAPER_SCHEDULE: "on",
    });
    expect(() => parseEnv({ DATA_DIR: tmp(), WHITE_PAPER_TIME_ZONE: "Mars/Olympus" })).toThrow(/WHITE_PAPER_TIME_ZONE must be an IANA time zone/);
    expect(() => parseEnv({ DATA_DIR: tmp(), WHITE_PAPER_SCHEDULE: "sometimes" })).toThrow(/WHITE_PAPER_SCHEDULE/);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: tmp() })).toThrow(/SESSION_SECRET: required in production/);
  });

  it("requires PUBLIC_URL in production, saying what to set, in the same message as SESSION_SECRET", () => {
    const attempt = () => parseEnv({ NODE_ENV: "production", PORT: "8080", DATA_DIR: tmp() });
    expect(attempt).toThrow(/PUBLIC_URL: required in production: the address visitors use, such as https:\/\/www\.example\.com/);
    expect(attempt).toThrow(/SESSION_SECRET/);
    const withSecret = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), DATA_DIR: tmp() };
    expect(() => parseEnv(withSecret)).toThrow(/PUBLIC_URL/);
    expect(parseEnv({ ...withSecret, PUBLIC_URL: "https://www.example.com/" }).PUBLIC_URL).toBe("https://www.example.com");
  });

  it("defaults PUBLIC_URL to localhost on PORT outside production (a local npm start)", () => {
    expect(parseEnv({ PORT: "4000", DATA_DIR: tmp() }).PUBLIC_URL).toBe("http://localhost:4000");
    expect(parseEnv({ NODE_ENV: "test", DATA_DIR: tmp() }).PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("generates a session secret once outside production and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const first = parseEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toEqual(first);
  });

  it("splits rotated secrets and admin e-mails, and lower-cases the e-mails", () => {
    const env = parseEnv({
      SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(32)}`,
      ADMIN_EMAILS: " Boss@Example.com ,ops@example.com,",
      MAINTENANCE_MODE: "1",
    });
    expect(env.SESSION_SECRET).toEqual(["a".repeat(32), "b".repeat(32)]);
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.MAINTENANCE_MODE).toBe(true);
  });

  it("fails fast with the variable's name on a bad value", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url", DATA_DIR: tmp() })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short", DATA_DIR: tmp() })).toThrow(/SESSION_SECRET/);
  });
});
