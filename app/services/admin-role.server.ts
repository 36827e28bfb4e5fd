/**
 * Who is an admin, decided in one place and at every sign-in and request, never
 * stored from the environment. ADMIN_EMAILS only counts for an address its owner
 * has proven (email_verified_at), so signing up with a listed address gives
 * nothing, and taking an address off the list ends the role it gave.
 * The stored role is the CLI's grant (`npm run user:admin`), and only the CLI's.
 */
import type { Role } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";

export type RoleFacts = { email: string; role: Role; emailVerifiedAt: Date | null };

export function roleOf(user: RoleFacts): Role {
  if (user.role === "admin") return "admin";
  const listed = getEnv().ADMIN_EMAILS.includes(user.email.toLowerCase());
  return listed && user.emailVerifiedAt !== null ? "admin" : "user";
}
