import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, users, type ROLES } from "~/db/schema";

export type Role = (typeof ROLES)[number];

export function getUserByEmail(email: string) {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function getUserById(id: string) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * Creates the user and its customers row (has_access false) together, or neither.
 * Always with the role `user`: only the admin CLI grants more (services/auth/admin-role.server.ts).
 */
export function createUserWithCustomer(input: { email: string; fullName: string; passwordHash: string }) {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  return db.transaction((tx) => {
    const user = tx.insert(users).values({ id, ...input, email }).returning().get();
    tx.insert(customers).values({ userId: id, email, name: input.fullName, hasAccess: false }).run();
    return user;
  });
}

/**
 * `provenFor`: the address a link that set this password was mailed to (a
 * reset); a change made with the current password keeps what was proven.
 */
export function setPasswordHash(userId: string, passwordHash: string, { provenFor }: { provenFor?: string } = {}) {
  db.update(users)
    .set({ passwordHash, ...(provenFor ? { passwordProvenFor: provenFor } : {}) })
    .where(eq(users.id, userId))
    .run();
}

/** Marks the address proven, only if it is still the user's address; true when it changed. */
export function markEmailVerified(userId: string, email: string, now = new Date()): boolean {
  return (
    db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
      .run().changes > 0
  );
}

/**
 * Moves the account to a proven new address (users and the customers row
 * together): the caller checked the link mailed to it, so it is verified now.
 */
export function changeEmail(userId: string, email: string, now = new Date()) {
  db.transaction((tx) => {
    tx.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId)).run();
    tx.update(customers).set({ email }).where(eq(customers.userId, userId)).run();
  });
}

/** What a deleted account's e-mail becomes: unique, and no address (it has no @), so no sign-in or sign-up can match it. */
export function deletedEmailPlaceholder(userId: string) {
  return `deleted:${userId}`;
}

/**
 * Erases the person from the users row and drops the customers row; the row
 * itself stays, marked deleted, for the orders that point at it.
 */
export function anonymiseUser(userId: string, now = new Date()) {
  db.transaction((tx) => {
    tx.update(users)
      .set({ email: deletedEmailPlaceholder(userId), fullName: "", passwordHash: "", role: "user", emailVerifiedAt: null, passwordProvenFor: null, deletedAt: now })
      .where(eq(users.id, userId))
      .run();
    tx.delete(customers).where(eq(customers.userId, userId)).run();
  });
}
