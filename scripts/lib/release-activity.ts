/**
 * A month of a site's life, written into a database an earlier release made:
 * run by scripts/release-fixture.ts inside that release's own checkout, so
 * the password hashes and the session cookie are that release's own. Writes
 * only into the tables and columns that release had, and prints what a test
 * needs to know (the manifest) as JSON.
 */
import fs from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { hashPassword } from "~/services/auth/password.server";

const dataDir = process.env.DATA_DIR!;
const secret = process.env.SESSION_SECRET!;
const db = new Database(path.join(dataDir, "app.db"));
const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

const columns = new Map<string, Set<string>>();
function has(table: string, column?: string) {
  if (!columns.has(table)) columns.set(table, new Set((db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name)));
  const known = columns.get(table)!;
  return column ? known.has(column) : known.size > 0;
}

/** Inserts the columns this release has; the rest of `row` did not exist yet. */
function insert(table: string, row: Record<string, unknown>) {
  if (!has(table)) return false;
  const present = Object.entries(row).filter(([column]) => has(table, column));
  db.prepare(`INSERT INTO "${table}" (${present.map(([c]) => `"${c}"`).join(", ")}) VALUES (${present.map(() => "?").join(", ")})`).run(...present.map(([, v]) => v));
  return true;
}

const PASSWORD = "an-old-release-password-2026";
const passwordHash = await hashPassword(PASSWORD);
const users = [
  { id: "fx-ana", email: "ana.buyer@example.com", full_name: "Ana Buyer", role: "user" },
  { id: "fx-bo", email: "bo.pending@example.com", full_name: "Bo Pending", role: "user" },
  { id: "fx-cy", email: "cy.subscriber@example.com", full_name: "Cy Subscriber", role: "user" },
  { id: "fx-admin", email: "owner@example.com", full_name: "Site Owner", role: "admin" },
];
for (const user of users) {
  insert("users", { ...user, password_hash: passwordHash, email_verified_at: at("2026-10-01T09:00:00Z"), created_at: at("2026-10-01T09:00:00Z") });
}
// A session as sign-in made it, with its cookie; its expiry far ahead so the fixture stays a signed-in reader for years.
const sessionId = "fx-session-of-ana-0000000000000000000000000";
insert("sessions", { id: sessionId, user_id: "fx-ana", expires_at: at("2100-01-01T00:00:00Z"), created_at: at("2026-10-02T09:00:00Z") });
const cookie = (await createCookie("__session", { secrets: [secret], path: "/" }).serialize(sessionId)).split(";")[0];

insert("customers", { user_id: "fx-ana", email: "ana.buyer@example.com", name: "Ana Buyer", has_access: 1 });
insert("customers", { user_id: "fx-bo", email: "bo.pending@example.com", name: "Bo Pending", has_access: 0 });
insert("customers", { user_id: "fx-cy", email: "cy.subscriber@example.com", name: "Cy Subscriber", has_access: 0 });

const product = (id: string) => db.prepare("SELECT id, price_cents AS price, currency, file_name AS file FROM products WHERE id = ?").get(id) as { id: string; price: number; currency: string; file: string | null } | undefined;
const orders: { id: string; user: string; product: string; status: string }[] = [];
function order(id: string, user: string, productId: string, status: "paid" | "pending", more: Record<string, unknown> = {}) {
  const p = product(productId);
  if (!p) return;
  const paidAt = status === "paid" ? at("2026-10-03T10:00:00Z") : null;
  insert("orders", { id, user_id: user, product_id: p.id, amount_cents: p.price, currency: p.currency, status, mode: "test", paid_at: paidAt, created_at: at("2026-10-03T09:59:00Z"), ...more });
  if (status === "paid") insert("purchases", { order_id: id, user_id: user, product_id: p.id, created_at: paidAt });
  orders.push({ id, user, product: p.id, status });
}
order("fx-order-access", "fx-ana", "hospitality-bundle", "paid");
order("fx-order-playbook", "fx-ana", "digital_kitchen_playbook", "paid");
order("fx-order-pending", "fx-bo", "digital_food_cost_calculator", "pending");
order("fx-order-subscription", "fx-cy", "wp_operator_briefing_subscription", "paid", { mode: "stripe", stripe_session_id: "cs_fx_subscription", stripe_subscription_id: "sub_fx_1" });

// The admin's edits: a seed post retitled, and (where the release had them) a legal text and a site setting.
db.prepare("UPDATE blog_posts SET title = 'Prime Cost, as the owner tells it' WHERE id = 'post-prime-cost-weekly-control'").run();
const releaseHas = (file: string) => fs.existsSync(path.join(process.cwd(), file));
// The release's editor indexed what it saved: its own index code does the same here.
if (releaseHas("app/models/search-index.server.ts")) {
  const { db: releaseDb } = await import("~/db/client.server");
  const { rebuildSearchIndex } = await import("~/models/search-index.server");
  rebuildSearchIndex(releaseDb);
  releaseDb.$client.close();
}
const edits: Record<string, string> = {};
if (releaseHas("app/content/legal-pages.ts")) edits["legal.privacy"] = "# Privacy\n\nOur own words about your data, written by the owner.";
if (releaseHas("app/content/site-setting-defaults.ts")) edits["site.contactPhone"] = "+66 2 000 0000";
for (const [key, value] of Object.entries(edits)) insert("settings", { key, value, updated_at: at("2026-10-05T08:00:00Z") });

// The inbox: one of each form.
insert("enquiries", { name: "Mali Lead", email: "mali@example.com", message: "We open a second site in March.", created_at: at("2026-10-06T08:00:00Z") });
insert("contact_messages", { name: "Tom Guest", email: "tom@example.com", message: "Do you travel to Chiang Mai?", created_at: at("2026-10-06T09:00:00Z") });
insert("affiliate_applications", { name: "Pim Writer", email: "pim@example.com", about: "A food blog with 20k readers.", affiliate_code: "KK-PIM1", created_at: at("2026-10-06T10:00:00Z") });

// The outbox: one mail in each state the release knew; the queued one is sent by the next start.
const mailStates = ["queued", "sent", "failed", "logged"];
for (const status of mailStates) {
  insert("mail_outbox", {
    key: `fx-mail-${status}`,
    recipient: "ana.buyer@example.com",
    subject: `Fixture mail (${status})`,
    text_body: `A ${status} mail.`,
    html_body: `<p>A ${status} mail.</p>`,
    status,
    attempts: status === "queued" ? 0 : 1,
    next_attempt_at: at("2026-10-07T08:00:00Z"),
    sent_at: status === "sent" ? at("2026-10-07T08:00:01Z") : null,
    created_at: at("2026-10-07T08:00:00Z"),
  });
}

// A customer's guide upload, waiting for the admin (where the release took uploads).
const uploads: string[] = [];
if (has("resource_files", "uploaded_by")) {
  const key = "resources/prompt-rulebook-fx-upload.pdf";
  const bytes = Buffer.from("%PDF-1.4\n% a guide uploaded by a customer of an earlier release\n%%EOF\n");
  fs.mkdirSync(path.join(dataDir, "files", "resources"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "files", key), bytes);
  const { createHash } = await import("node:crypto");
  insert("resource_files", { resource_id: "prompt-rulebook", storage_key: key, original_name: "our-rulebook.pdf", size_bytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex"), uploaded_by: "fx-ana", published_at: null, created_at: at("2026-10-08T08:00:00Z") });
  uploads.push(key);
}

db.pragma("wal_checkpoint(TRUNCATE)");
db.close();
console.log(JSON.stringify({ password: PASSWORD, users: users.map((u) => u.email), cookie, orders, edits, mailStates: mailStates.filter(() => has("mail_outbox")), uploads }));
