/**
 * `npm run user:admin -- someone@example.com`: give an existing user the admin role.
 * `npm run user:admin -- --revoke someone@example.com`: take it away again.
 * Run on the server: until e-mail verification exists this is the only way to
 * make an admin (ADMIN_EMAILS counts only for verified addresses). It opens the
 * database itself, so it needs no SESSION_SECRET or PUBLIC_URL.
 */
import { eq } from "drizzle-orm";
import { databasePath, openDatabase } from "~/db/open.server";
import { users } from "~/db/schema";
import { dataDirFrom } from "~/utils/env.server";

const args = process.argv.slice(2);
const revoke = args.includes("--revoke");
const email = args.find((a) => !a.startsWith("--"))?.trim().toLowerCase();
if (!email || args.some((a) => a.startsWith("--") && a !== "--revoke")) {
  console.error("Usage: npm run user:admin -- [--revoke] <email>");
  process.exit(2);
}
const db = openDatabase(databasePath(dataDirFrom()));
const role = revoke ? "user" : "admin";
const result = db.update(users).set({ role }).where(eq(users.email, email)).run();
db.$client.close();
if (result.changes === 0) {
  console.error(`No user with the e-mail ${email}.${revoke ? "" : " They must sign up first."}`);
  process.exit(1);
}
if (!revoke) {
  console.log(`${email} is now an admin.`);
} else {
  console.log(`${email} is no longer an admin by grant.`);
  const listed = (process.env.ADMIN_EMAILS ?? "").split(",").map((e) => e.trim().toLowerCase());
  if (listed.includes(email)) console.log("It is still on ADMIN_EMAILS: take it off there too, or a verified address stays admin.");
}
