/**
 * Single-use links (password reset, address verification, a change of address). The token itself is
 * mailed and never stored: the table holds its SHA-256, so a copy of the
 * database opens no account. Consuming is one conditional UPDATE, so a token
 * works once even when two requests race.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailTokens, users, type TokenPurpose } from "~/db/schema";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a new token for the user and returns it (256 random bits, URL-safe). */
export function createEmailToken(input: { userId: string; email: string; purpose: TokenPurpose; ttlMs: number; now?: Date }): string {
  const token = randomBytes(32).toString("base64url");
  const now = input.now ?? new Date();
  db.insert(emailTokens)
    .values({
      tokenHash: hashToken(token),
      purpose: input.purpose,
      userId: input.userId,
      email: input.email,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    })
    .run();
  return token;
}

/** A token that is known, unused and unexpired, with its user's current e-mail; else undefined. */
export function findUsableToken(token: string, purpose: TokenPurpose, now = new Date()) {
  if (token.length < 16 || token.length > 128) return undefined;
  return db
    .select({ tokenHash: emailTokens.tokenHash, userId: emailTokens.userId, email: emailTokens.email, userEmail: users.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .get();
}

/** Marks the token used; false when it was already used or expired (another request won). */
export function consumeToken(tokenHash: string, now = new Date()): boolean {
  return (
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
      .run().changes > 0
  );
}

/** Ends every other open token of that purpose for the user (after a reset, older reset links stop working). */
export function retireTokens(userId: string, purpose: TokenPurpose, now = new Date()) {
  db.update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    .run();
}

/** Deletes tokens past their expiry (used or not: no request can use them); returns how many. */
export function deleteExpiredTokens(now = new Date()): number {
  return db.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).run().changes;
}

/** The newest open token of that purpose for the user: where it was mailed, and until when it works. */
export function latestUsableToken(userId: string, purpose: TokenPurpose, now = new Date()) {
  return db
    .select({ email: emailTokens.email, createdAt: emailTokens.createdAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .get();
}

/** Every token of the user, used or not (a deleted account keeps none). */
/**
 * The addresses the account holds or held, in lower case: its current one, and those
 * its links still show (a verification or a reset goes to the account's address of
 * the day). Links to an address it only asked to move to are left out: that may be anyone's.
 */
export function addressesOfAccount(userId: string, current: string): string[] {
  const held = db
    .selectDistinct({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, ["verify-email", "password-reset"])))
    .all()
    .map((row) => row.email);
  return [...new Set([current, ...held].map((address) => address.toLowerCase()))];
}

export function deleteTokensOfUser(userId: string): number {
  return db.delete(emailTokens).where(eq(emailTokens.userId, userId)).run().changes;
}
