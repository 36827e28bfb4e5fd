/** Accounts for tests that call loaders and actions directly (no server). */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { action as signupAction } from "~/routes/signup";
import { cookiesFrom, formRequest, settle } from "./requests";

/** Signs up through the sign-up action; returns the session cookie ("__session=…"). */
export async function signUpDirect(email: string) {
  const request = formRequest("/signup", { fullName: "Test Person", email, password: "pass-the-salt-77" });
  const response = await settle(() => signupAction({ request, params: {}, context: {} }));
  return cookiesFrom(response).split("; ").find((c) => c.startsWith("__session=")) ?? "";
}

/** An account with the admin role (granted as `npm run user:admin` does); returns its session cookie. */
export async function signUpAdmin(email: string) {
  const cookie = await signUpDirect(email);
  db.update(users).set({ role: "admin" }).where(eq(users.email, email)).run();
  return cookie;
}
