/**
 * Each schema change opened on a database an earlier release wrote, with rows:
 * nothing is lost, and the rows behave as the new code says.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/open.server";
import { areSearchWordsInStep } from "~/models/search-index.server";
import { roleOf } from "~/services/auth/admin-role.server";
import { reconcileStoredFiles } from "~/services/files/file-reconcile.server";
import { resetEnvForTests } from "~/utils/env.server";
import { databaseAtMigration } from "../support/old-database";

describe("0012: proven passwords, and the account a form or mail belongs to", () => {
  it("keeps every account, form and mail; a listed admin verified before has no proven password yet", () => {
    const { file, sqlite } = databaseAtMigration("0011_account_version_triggers");
    const now = Date.now();
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role, email_verified_at) VALUES (?, ?, ?, ?, ?, ?)").run("u1", "boss@example.com", "Boss", "hash", "user", now);
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES (?, ?, ?, ?, ?)").run("u2", "cli@example.com", "Cli", "hash", "admin");
    sqlite.prepare("INSERT INTO enquiries (name, email, message) VALUES ('Ana', 'ana@example.com', 'Hello')").run();
    sqlite.prepare("INSERT INTO contact_messages (name, email, message) VALUES ('Ana', 'ana@example.com', 'Hi')").run();
    sqlite.prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code) VALUES ('Ana', 'ana@example.com', 'Blog', 'KK-ANA1')").run();
    sqlite.prepare("INSERT INTO mail_outbox (key, recipient, subject, text_body, html_body) VALUES ('k1', 'ana@example.com', 'S', 'T', '<p>T</p>')").run();
    sqlite.close();

    const db = openDatabase(file);
    const client = db.$client;
    try {
      const users = client.prepare("SELECT id, email, role, email_verified_at AS verified, password_proven_for AS proven FROM users ORDER BY id").all();
      expect(users).toEqual([
        { id: "u1", email: "boss@example.com", role: "user", verified: now, proven: null },
        { id: "u2", email: "cli@example.com", role: "admin", verified: null, proven: null },
      ]);
      for (const table of ["enquiries", "contact_messages", "affiliate_applications", "mail_outbox"]) {
        expect(client.prepare(`SELECT count(*) AS n, count(user_id) AS owned FROM ${table}`).get(), table).toEqual({ n: 1, owned: 0 });
      }
      process.env.ADMIN_EMAILS = "boss@example.com";
      resetEnvForTests();
      expect(roleOf({ email: "boss@example.com", role: "user", emailVerifiedAt: new Date(now), passwordProvenFor: null })).toBe("user");
      expect(roleOf({ email: "cli@example.com", role: "admin", emailVerifiedAt: null, passwordProvenFor: null })).toBe("admin");
      expect(client.pragma("foreign_key_check")).toEqual([]);
      expect(client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
      client.close();
    }
  });
});

describe("0013: copies of the stored files in the database", () => {
  it("an existing site's files are copied in at the next start, and written back when the disk has lost them", () => {
    const { file, sqlite } = databaseAtMigration("0012_password_proof_and_owned_rows");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.close();
    const dataDir = path.dirname(file);
    const guide = path.join(dataDir, "files", "resources", "prompt-rulebook-1.pdf");
    const image = path.join(dataDir, "images", `${"a".repeat(64)}.png`);
    fs.mkdirSync(path.dirname(guide), { recursive: true });
    fs.mkdirSync(path.dirname(image), { recursive: true });
    fs.writeFileSync(guide, "%PDF-1.7 an uploaded guide");
    fs.writeFileSync(image, "png bytes");
    fs.writeFileSync(path.join(dataDir, "images", ".in-progress.tmp"), "half an image");

    const db = openDatabase(file);
    try {
      expect(db.$client.prepare("SELECT count(*) AS n FROM users").get()).toEqual({ n: 1 });
      expect(reconcileStoredFiles(db, dataDir)).toEqual({ restored: 0, recorded: 2 });
      expect(db.$client.prepare("SELECT path, size_bytes AS size FROM stored_files ORDER BY path").all()).toEqual([
        { path: "files/resources/prompt-rulebook-1.pdf", size: 26 },
        { path: `images/${"a".repeat(64)}.png`, size: 9 },
      ]);
      expect(reconcileStoredFiles(db, dataDir)).toEqual({ restored: 0, recorded: 0 });
      fs.rmSync(path.join(dataDir, "files"), { recursive: true });
      expect(reconcileStoredFiles(db, dataDir)).toEqual({ restored: 1, recorded: 0 });
      expect(fs.readFileSync(guide, "utf8")).toBe("%PDF-1.7 an uploaded guide");
    } finally {
      db.$client.close();
    }
  });
});

describe("receipt details: a buyer's company and tax ID, and the seller's details as they were", () => {
  it("keeps every paid order and the site's settings; old orders have no business details and no setting history yet", () => {
    const { file, sqlite } = databaseAtMigration("0014_reference_rows");
    const paidAt = Date.now() - 86_400_000;
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES ('u1', 'buyer@example.com', 'Buyer', 'hash', 'user')").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    sqlite
      .prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, paid_at) VALUES ('o1', 'u1', 'p1', 7999, 'usd', 'paid', 'test', ?)")
      .run(paidAt);
    sqlite.prepare("INSERT INTO settings (key, value) VALUES ('site.contactPhone', '+1 555 0100')").run();
    sqlite.close();

    const db = openDatabase(file);
    const client = db.$client;
    try {
      expect(client.prepare("SELECT id, status, amount_cents AS amount, paid_at AS paidAt, billing_company AS company, billing_tax_id AS taxId FROM orders").all()).toEqual([
        { id: "o1", status: "paid", amount: 7999, paidAt, company: null, taxId: null },
      ]);
      expect(client.prepare("SELECT value FROM settings WHERE key = 'site.contactPhone'").get()).toEqual({ value: "+1 555 0100" });
      expect(client.prepare("SELECT count(*) AS n FROM setting_history").get()).toEqual({ n: 0 });
      expect(client.pragma("foreign_key_check")).toEqual([]);
      expect(client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      client.close();
    }
  });
});

describe("0016: a post's body format, meta description, social image and schedule", () => {
  it("keeps every post as it was: one an admin saved from the editor stays Markdown, the others are HTML, none is scheduled", () => {
    const { file, sqlite } = databaseAtMigration("0015_receipt_details");
    const insert = sqlite.prepare(
      "INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, published_at, author, source, body_markdown) VALUES (?, ?, ?, 'd', ?, 'article', ?, ?, 'A', ?, ?)",
    );
    const published = Date.UTC(2026, 0, 5, 8);
    // A seeded post, one an admin saved from the editor (whose Markdown box then held the seed's HTML), and an admin's draft.
    insert.run("seeded", "Seeded", "seeded", "<h2>Seeded</h2><p>As the seed wrote it.</p>", 1, published, "seed", null);
    insert.run("edited", "Edited", "edited", "<h2>Edited</h2>\n<p>By the owner.</p>\n", 1, published, "seed", "<h2>Edited</h2>\n<p>By the owner.</p>");
    insert.run("draft", "Draft", "draft", "<p>Not yet.</p>\n", 0, null, "admin", "Not yet.");
    sqlite.close();

    const db = openDatabase(file);
    try {
      const rows = db.$client
        .prepare("SELECT id, content, body_markdown AS markdown, body_format AS format, meta_description AS meta, social_image_url AS image, publish_at AS publishAt, is_published AS published, published_at AS publishedAt FROM blog_posts ORDER BY id")
        .all();
      expect(rows).toEqual([
        { id: "draft", content: "<p>Not yet.</p>\n", markdown: "Not yet.", format: "markdown", meta: null, image: null, publishAt: null, published: 0, publishedAt: null },
        { id: "edited", content: "<h2>Edited</h2>\n<p>By the owner.</p>\n", markdown: "<h2>Edited</h2>\n<p>By the owner.</p>", format: "markdown", meta: null, image: null, publishAt: null, published: 1, publishedAt: published },
        { id: "seeded", content: "<h2>Seeded</h2><p>As the seed wrote it.</p>", markdown: null, format: "html", meta: null, image: null, publishAt: null, published: 1, publishedAt: published },
      ]);
      expect(db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.$client.close();
    }
  });
});

describe("0017: the Knowledge Center's words as written, for 'Did you mean'", () => {
  it("lists the words of what was indexed, premium posts by their indexed teaser only, and keeps the index", () => {
    const { file, sqlite } = databaseAtMigration("0016_post_format_share_and_schedule");
    const doc = sqlite.prepare("INSERT INTO search_docs (kind, ref) VALUES (?, ?) RETURNING id");
    const index = sqlite.prepare("INSERT INTO search_index (rowid, title, description, body, category, kind, ref) VALUES (?, ?, ?, ?, ?, ?, ?)");
    const post = doc.get("post", "p1") as { id: number };
    index.run(post.id, "Fermentation at the Pass", "Kombucha programmes", "Koji and miso, weighed to the gram.", "article", "post", "p1");
    const premium = doc.get("post", "p2") as { id: number };
    index.run(premium.id, "Dry-Ageing Beef", "Ageing rooms", "The teaser only.", "research", "post", "p2");
    sqlite.close();

    const db = openDatabase(file);
    const client = db.$client;
    try {
      const words = (client.prepare("SELECT term, doc FROM search_words_vocab ORDER BY term").all() as { term: string; doc: number }[]).map((w) => w.term);
      expect(words).toEqual(expect.arrayContaining(["fermentation", "kombucha", "programmes", "koji", "miso", "ageing", "beef", "teaser"]));
      // As written, not stemmed: what a suggestion offers is a word a reader would type.
      expect(words).not.toContain("ferment");
      // Only what was indexed (never a premium post's hidden part, which the index never held), and not the category.
      expect(words).not.toContain("article");
      expect(client.prepare("SELECT count(*) AS n FROM search_words").get()).toEqual({ n: 2 });
      expect(client.prepare("SELECT ref FROM search_index WHERE search_index MATCH 'kombucha'").all()).toEqual([{ ref: "p1" }]);
      expect(areSearchWordsInStep(db)).toBe(true);
      expect(client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      client.close();
      }
    });
});

describe("0018: when an admin asked Stripe for an order's refund", () => {
  it("keeps every order as it was, none with a refund asked", () => {
    const { file, sqlite } = databaseAtMigration("0016_post_format_share_and_schedule");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.prepare("INSERT INTO customers (user_id, email, name, has_access) VALUES ('u1', 'ana@example.com', 'Ana', 1)").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    const paidAt = Date.UTC(2026, 5, 1);
    const insert = sqlite.prepare(
      "INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, stripe_payment_intent_id, paid_at, ended_at) VALUES (?, 'u1', 'p1', 7999, 'usd', ?, 'stripe', ?, ?, ?)",
    );
    insert.run("paid", "paid", "pi_paid", paidAt, null);
    insert.run("refunded", "refunded", "pi_refunded", paidAt, paidAt + 1000);
    insert.run("pending", "pending", null, null, null);
    sqlite.close();

    const db = openDatabase(file);
    try {
      const rows = db.$client.prepare("SELECT id, status, stripe_payment_intent_id AS pi, paid_at AS paidAt, ended_at AS endedAt, refund_requested_at AS asked FROM orders ORDER BY id").all();
      expect(rows).toEqual([
        { id: "paid", status: "paid", pi: "pi_paid", paidAt, endedAt: null, asked: null },
        { id: "pending", status: "pending", pi: null, paidAt: null, endedAt: null, asked: null },
        { id: "refunded", status: "refunded", pi: "pi_refunded", paidAt, endedAt: paidAt + 1000, asked: null },
      ]);
      expect(db.$client.prepare("SELECT has_access AS access FROM customers WHERE user_id = 'u1'").get()).toEqual({ access: 1 });
      expect(db.$client.pragma("foreign_key_check")).toEqual([]);
      expect(db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.$client.close();
    }
  });
});

describe("0019: a subscription's period and its cancellation", () => {
  it("keeps every order as it was: subscriptions renew, none cancelled, no period until Stripe or the test clock says", () => {
    const { file, sqlite } = databaseAtMigration("0018_refund_requested");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.prepare("INSERT INTO customers (user_id, email, name, has_access) VALUES ('u1', 'ana@example.com', 'Ana', 1)").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, billing_interval, description) VALUES ('monthly', 'Briefing', 'white-paper', 1999, 'month', 'Monthly')").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    const paidAt = Date.UTC(2026, 5, 1);
    const insert = sqlite.prepare(
      "INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, stripe_subscription_id, paid_at) VALUES (?, 'u1', ?, ?, 'usd', 'paid', ?, ?, ?)",
    );
    insert.run("stripe-sub", "monthly", 1999, "stripe", "sub_1", paidAt);
    insert.run("test-sub", "monthly", 1999, "test", null, paidAt);
    insert.run("one-time", "p1", 7999, "stripe", null, paidAt);
    sqlite.close();

    const db = openDatabase(file);
    try {
      const rows = db.$client
        .prepare("SELECT id, status, stripe_subscription_id AS sub, paid_at AS paidAt, ended_at AS endedAt, period_ends_at AS periodEnd, cancels_at_period_end AS cancels, cancel_requested_at AS asked FROM orders ORDER BY id")
        .all();
      const kept = { status: "paid", paidAt, endedAt: null, periodEnd: null, cancels: null, asked: null };
      expect(rows).toEqual([
        { id: "one-time", sub: null, ...kept },
        { id: "stripe-sub", sub: "sub_1", ...kept },
        { id: "test-sub", sub: null, ...kept },
      ]);
      expect(db.$client.prepare("SELECT has_access AS access FROM customers WHERE user_id = 'u1'").get()).toEqual({ access: 1 });
      expect(db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.$client.close();
    }
  });
});

describe("0021: affiliates", () => {
  it("keeps every application, order and promotion code; none is attributed until an admin approves someone", () => {
    const { file, sqlite } = databaseAtMigration("0020_promotion_codes");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    sqlite
      .prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code, created_at) VALUES ('Bo Chef', 'bo@example.com', 'Chef', 'BOCH-ABC123', ?)")
      .run(Date.UTC(2026, 4, 1));
    sqlite.prepare("INSERT INTO promotion_codes (id, code, percent_off, affiliate_id) VALUES ('pc1', 'SPRING', 10, NULL)").run();
    sqlite
      .prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, paid_at, promotion_code_id, promotion_code, discount_cents) VALUES ('o1', 'u1', 'p1', 7199, 'usd', 'paid', 'test', ?, 'pc1', 'SPRING', 800)")
      .run(Date.UTC(2026, 5, 1));
    sqlite.close();

    const db = openDatabase(file);
    try {
      const sql = db.$client;
      expect(sql.prepare("SELECT name, email, affiliate_code AS code, rejected_at AS rejected FROM affiliate_applications").all()).toEqual([
        { name: "Bo Chef", email: "bo@example.com", code: "BOCH-ABC123", rejected: null },
      ]);
      expect(sql.prepare("SELECT id, amount_cents AS paid, discount_cents AS discount, affiliate_id AS affiliate, affiliate_source AS source FROM orders").all()).toEqual([
        { id: "o1", paid: 7199, discount: 800, affiliate: null, source: null },
      ]);
      expect(sql.prepare("SELECT code, times_redeemed AS used FROM promotion_codes").all()).toEqual([{ code: "SPRING", used: 0 }]);
      for (const table of ["affiliates", "commissions", "affiliate_payouts", "referral_clicks"]) {
        expect(sql.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      }
      // An approval changes what the applicant's own pages show, so it moves the account version on.
      const version = () => (sql.prepare("SELECT value FROM settings WHERE key = 'account_version'").get() as { value: string } | undefined)?.value;
      const before = version();
      sql.prepare("INSERT INTO affiliates (id, application_id, code, name, email, rate_percent, approved_at) VALUES ('a1', 1, 'BOCH-ABC123', 'Bo Chef', 'bo@example.com', 12, 1)").run();
      expect(version()).not.toBe(before);
      expect(sql.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sql.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.$client.close();
    }
  });
});

describe("0022: counting", () => {
  it("keeps every order and referral click; counting starts from nothing", () => {
    const { file, sqlite } = databaseAtMigration("0021_affiliates");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    sqlite.prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code) VALUES ('Bo Chef', 'bo@example.com', 'Chef', 'BOCH-ABC123')").run();
    sqlite.prepare("INSERT INTO affiliates (id, application_id, code, name, email, rate_percent, approved_at) VALUES ('a1', 1, 'BOCH-ABC123', 'Bo Chef', 'bo@example.com', 12, 1)").run();
    sqlite.prepare("INSERT INTO referral_clicks (affiliate_id, day, landing_path, referrer_host, clicks) VALUES ('a1', '2026-11-01', '/', 'news.example', 3)").run();
    sqlite
      .prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, paid_at, affiliate_id, affiliate_source) VALUES ('o1', 'u1', 'p1', 7999, 'usd', 'paid', 'test', ?, 'a1', 'link')")
      .run(Date.UTC(2026, 10, 2));
    sqlite.close();

    const db = openDatabase(file);
    try {
      const sql = db.$client;
      expect(sql.prepare("SELECT id, amount_cents AS paid, affiliate_id AS affiliate FROM orders").all()).toEqual([{ id: "o1", paid: 7999, affiliate: "a1" }]);
      expect(sql.prepare("SELECT day, clicks FROM referral_clicks").all()).toEqual([{ day: "2026-11-01", clicks: 3 }]);
      for (const table of ["page_views", "insight_events", "insight_daily", "insight_event_daily", "insight_rollups", "insight_salts"]) {
        expect(sql.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      }
      sql.prepare("INSERT INTO page_views (at, day, path, device, visitor) VALUES (1, '2026-11-29', '/', 'mobile', 'abcdef0123456789')").run();
      expect(sql.prepare("SELECT path, referrer_host AS referrer, teaser_of AS teaser FROM page_views").all()).toEqual([{ path: "/", referrer: "", teaser: null }]);
      expect(sql.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sql.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.$client.close();
    }
  });
});

describe("0023: the newsletter", () => {
  it("keeps every mail in the outbox and every post; the lists start empty", () => {
    const { file, sqlite } = databaseAtMigration("0022_insights");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite
      .prepare("INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, author) VALUES ('b1', 'Waste audit', 'waste-audit', 'd', '<p>x</p>', 'article', 1, 'Mia')")
      .run();
    sqlite.prepare("INSERT INTO mail_outbox (key, recipient, subject, text_body, html_body) VALUES ('receipt:o1', 'ana@example.com', 'Receipt', 't', '<p>t</p>')").run();
    sqlite.close();

    const db = openDatabase(file);
    try {
      const sql = db.$client;
      expect(sql.prepare("SELECT key, status, unsubscribe_url AS unsubscribe FROM mail_outbox").all()).toEqual([{ key: "receipt:o1", status: "queued", unsubscribe: null }]);
      expect(sql.prepare("SELECT id, slug FROM blog_posts").all()).toEqual([{ id: "b1", slug: "waste-audit" }]);
      for (const table of ["subscribers", "mail_suppressions", "newsletter_sends", "newsletter_recipients"]) {
        expect(sql.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      }
      sql.prepare("INSERT INTO subscribers (email, source) VALUES ('bo@example.com', 'footer')").run();
      expect(sql.prepare("SELECT status, consent_at AS consent, consent_note AS note FROM subscribers").all()).toEqual([{ status: "pending", consent: null, note: "" }]);
      // /account shows the subscription: a write to it moves the account version, as 0011's triggers do.
      const version = () => Number((sql.prepare("SELECT value FROM settings WHERE key = 'account_version'").get() as { value: string } | undefined)?.value ?? 0);
      const before = version();
      sql.prepare("UPDATE subscribers SET status = 'confirmed' WHERE email = 'bo@example.com'").run();
      expect(version()).toBe(before + 1);
      expect(sql.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sql.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.$client.close();
    }
  });
});

describe("0024: a send kept with a schedule", () => {
  it("keeps every post and its schedule, and every send; no post has a send kept", () => {
    const { file, sqlite } = databaseAtMigration("0023_newsletter");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES ('u1', 'ana@example.com', 'Ana', 'hash', 'admin')").run();
    const insertPost = sqlite.prepare(
      "INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, author, publish_at) VALUES (?, ?, ?, 'd', '<p>x</p>', 'article', ?, 'Mia', ?)",
    );
    insertPost.run("b1", "Waste audit", "waste-audit", 1, null);
    insertPost.run("b2", "Cold rooms", "cold-rooms", 0, Date.UTC(2027, 0, 15, 9));
    sqlite.prepare("INSERT INTO newsletter_sends (post_id, segment, audience, started_by) VALUES ('b1', 'all', 3, 'u1')").run();
    sqlite.close();

    const db = openDatabase(file);
    try {
      const sql = db.$client;
      expect(sql.prepare("SELECT id, is_published AS published, publish_at AS at, send_on_publish AS send, send_on_publish_by AS sender FROM blog_posts ORDER BY id").all()).toEqual([
        { id: "b1", published: 1, at: null, send: null, sender: null },
        { id: "b2", published: 0, at: Date.UTC(2027, 0, 15, 9), send: null, sender: null },
      ]);
      expect(sql.prepare("SELECT post_id AS post, segment, audience FROM newsletter_sends").all()).toEqual([{ post: "b1", segment: "all", audience: 3 }]);
      // A send kept with the schedule names its admin; deleting that admin keeps the send, unnamed.
      sql.prepare("UPDATE blog_posts SET send_on_publish = 'free', send_on_publish_by = 'u1' WHERE id = 'b2'").run();
      sql.prepare("DELETE FROM newsletter_sends").run();
      sql.prepare("DELETE FROM users WHERE id = 'u1'").run();
      expect(sql.prepare("SELECT send_on_publish AS send, send_on_publish_by AS sender FROM blog_posts WHERE id = 'b2'").get()).toEqual({ send: "free", sender: null });
      expect(sql.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sql.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.$client.close();
    }
  });
});
