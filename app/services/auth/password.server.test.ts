import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("refuses malformed stored hashes", async () => {
    expect(await verifyPassword("x", "plaintext")).toBe(false);
  });
});

describe("passwordProblem", () => {
  it("requires 8 to 128 characters", () => {
    expect(passwordProblem("short1!")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem("kitchen-pass-2026")).toBeNull();
  });

  it("refuses a password of only spaces or other blank characters, with its own message", () => {
    for (const blank of [" ".repeat(8), " ".repeat(40), "\t".repeat(10), "\u00a0\u2003\u3000 ".repeat(3)]) {
      expect(passwordProblem(blank)).toBe("Password cannot be only spaces.");
    }
    expect(passwordProblem("  spaced out pass  ")).toBeNull();
  });

  it("refuses common passwords, whatever their case", () => {
    expect(passwordProblem("password")).toMatch(/too common/);
    expect(passwordProblem("Football")).toMatch(/too common/);
    expect(passwordProblem("12345678")).toMatch(/too common/);
  });
});
