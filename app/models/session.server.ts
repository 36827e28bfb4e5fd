import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { db, preparedOnce } from "~/db/client.server";
import { sessions, users } from "~/db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session with an unguessable id (256 random bits). */
export function createSession(userId: string) {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  db.insert(sessions).values({ id, userId, expiresAt }).run();
  return { id, expiresAt };
}

/** Run on every signed-in request. */
const sessionUserQuery = preparedOnce(() =>
  db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordProvenFor: users.passwordProvenFor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

/** The signed-in user of a live session, or undefined. */
export function getSessionUser(sessionId: string) {
  // A placeholder takes the stored value: expires_at holds milliseconds.
  return sessionUserQuery().get({ id: sessionId, now: Date.now() });
}

export function deleteSession(sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Deletes sessions that expired before `now`; returns how many. */
export function deleteExpiredSessions(now = new Date()): number {
  return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
}

/** Ends every session of the user but `keepId` (after a password change, the browser that made it stays signed in). */
export function deleteOtherSessionsOfUser(userId: string, keepId: string): number {
  return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId))).run().changes;
}

/** When each of the user's live sessions began and ends (never the ids: they are the cookies). */
export function listSessionsOfUser(userId: string, now = new Date()) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
    .all();
}

/** Ends every session of the user (after a password reset). */
export function deleteSessionsOfUser(userId: string): number {
  return db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
}
