/** `npm run user:admin -- someone@example.com`: give an existing user the admin role. */
import { eq } from "drizzle-orm";
import { databasePath, openDatabase } from "~/db/open.server";
import { users } from "~/db/schema";
import { dataDirFrom } from "~/utils/env.server";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run user:admin -- <email>");
  process.exit(2);
}
const db = openDatabase(databasePath(dataDirFrom()));
const result = db.update(users).set({ role: "admin" }).where(eq(users.email, email)).run();
db.$client.close();
if (result.changes === 0) {
  console.error(`No user with the e-mail ${email}. They must sign up first.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);
