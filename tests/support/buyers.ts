/** Signed-in buyers for tests that call loaders and actions directly. */
import { randomUUID } from "node:crypto";
import { createUserWithCustomer } from "~/models/user.server";
import { startSession } from "~/services/auth/auth.server";
import { ORIGIN } from "./requests";

export async function newBuyer(name = "Test Buyer") {
  const user = createUserWithCustomer({ email: `buyer-${randomUUID().slice(0, 8)}@example.com`, fullName: name, passwordHash: "unused" });
  const setCookie = await startSession(new Request(`${ORIGIN}/`), { id: user.id, email: user.email, fullName: user.fullName, role: "user" });
  return { id: user.id, email: user.email, cookie: setCookie.split(";")[0]! };
}
