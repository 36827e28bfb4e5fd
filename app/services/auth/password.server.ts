/**
 * Password hashing with scrypt (memory-hard, in node:crypto). Parameters are one
 * of OWASP's scrypt sets — N=2^15, r=8, p=3 (32 MiB) — chosen over N=2^17 so a
 * small VPS survives several sign-ins at once:
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { WorkSlots } from "~/services/ops/work-slots.server";

const PARAMS = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** A data file read once, on the first password check (the server runs from the project folder). */
const COMMON_PASSWORDS_FILE = path.resolve(process.cwd(), "app/data/common-passwords.txt");

function readCommonPasswords(): Set<string> {
  const lines = fs.readFileSync(COMMON_PASSWORDS_FILE, "utf8").split("\n");
  return new Set(lines.map((line) => line.trim()).filter((line) => line && !line.startsWith("#")));
}

/**
 * One hash per core at most; a caller that would wait over 3 s (a dozen
 * sign-ins ahead of it on a quiet machine) gets SlotsBusy (a 503) at once. (A flood from one address holds only one slot:
 * server/sign-in-gate.js.) Exported for the tests that fill it.
 */
export const hashSlots = new WorkSlots(os.availableParallelism(), 3000);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashSlots.run(() => scryptKey(password, salt, options));
}

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 1) * (options.r ?? 1) + 1024 * 1024;
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let commonSet: Set<string> | undefined;

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.trim() === "") return "Password cannot be only spaces.";
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  commonSet ??= readCommonPasswords();
  if (commonSet.has(password.toLowerCase())) {
    return "This password is too common. Please choose a less guessable one.";
  }
  return null;
}

/** A hash of nothing in particular, verified against when the e-mail is unknown so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummyHash = undefined; // refused while busy: try again next time, not never
    throw error;
  });
  return dummyHash;
}
