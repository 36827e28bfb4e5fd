/**
 * Who is an admin, decided in one place and at every sign-in and request, never
 * stored from the environment (docs/decisions/120, 199). ADMIN_EMAILS counts
 * only for an account that proved both that its owner reads the address
 * (email_verified_at) and that the owner chose its password: the current
 * password was set through a link mailed to that same address
 * (password_proven_for). A verification link alone proves only that someone
 * clicked it, not who chose the password: an address claimed before its owner
 * signed up stays a plain account. The stored role is the CLI's grant
 * (`npm run user:admin`), and only the CLI's.
 */
import type { Role } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";

export type RoleFacts = { email: string; role: Role; emailVerifiedAt: Date | null; passwordProvenFor: string | null };

export function roleOf(user: RoleFacts): Role {
  if (user.role === "admin") return "admin";
  return isListedAdmin(user) && user.emailVerifiedAt !== null && user.passwordProvenFor === user.email ? "admin" : "user";
}

/** The address is on ADMIN_EMAILS, but its password was not yet chosen through a link mailed to it. */
export function adminProofMissing(user: RoleFacts): boolean {
  return user.role !== "admin" && isListedAdmin(user) && user.passwordProvenFor !== user.email;
}

function isListedAdmin(user: { email: string }) {
  return getEnv().ADMIN_EMAILS.includes(user.email.toLowerCase());
}
