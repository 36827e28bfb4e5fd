/**
 * Today's server started on the database each earlier release left behind
 * (tests/fixtures/releases, made by scripts/release-fixture.ts): every
 * migration runs once, and every row keeps its meaning.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../../seed/data/products";
import { copySeedFiles } from "../../support/seeded";
import { freePort, post, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/releases");
const ROOT = path.resolve(import.meta.dirname, "../../..");
const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };

type Manifest = {
  commit: string;
  secret: string;
  password: string;
  users: string[];
  cookie: string;
  orders: { id: string; user: string; product: string; status: string }[];
  edits: Record<string, string>;
  mailStates: string[];
  uploads: string[];
};

describe.each(["first-payments", "before-member-pages", "before-reference-ledger", "previous-main"])("upgrading the database of %s", (name) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, name, "manifest.json"), "utf8")) as Manifest;
  const smtp = new TestSmtpServer();
  let server: RunningServer;
  let sqlite: Database.Database;
  const readRows = <T>(sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as T[];

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hcs-upgrade-${name}-`));
    fs.cpSync(path.join(FIXTURES, name), dataDir, { recursive: true });
    copySeedFiles(dataDir);
    await smtp.start();
    const port = await freePort();
    server = await startServer({
      dataDir,
      seed: true,
      env: { SESSION_SECRET: manifest.secret, SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "info" },
    });
    sqlite = new Database(path.join(dataDir, "app.db"), { readonly: true });
  });
  afterAll(async () => {
    sqlite?.close();
    await server?.stop();
    await smtp.stop();
  });

  it("runs every migration once", () => {
    const applied = readRows<{ hash: string }>("SELECT hash FROM __drizzle_migrations");
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
    expect(sqlite.pragma("foreign_key_check")).toEqual([]);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
  });

  it("signs every account in with its old password, and takes the old session cookie", async () => {
    for (const email of manifest.users) {
      const response = await post(server, "/login", { email, password: manifest.password });
      expect(response.status, email).toBe(302);
      expect(response.headers.getSetCookie().some((c) => c.startsWith("__session=") && !c.startsWith("__session=;")), email).toBe(true);
    }
    const account = await fetch(`${server.origin}/account`, { headers: { Cookie: manifest.cookie } });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Ana Buyer");
  });

  it("keeps each buyer's access, orders and files", async () => {
    const account = await (await fetch(`${server.origin}/account`, { headers: { Cookie: manifest.cookie } })).text();
    expect(account).toContain("Premium access");
    for (const order of manifest.orders.filter((o) => o.user === "fx-ana")) {
      expect(account, order.id).toContain(`/account/orders/${order.id}/receipt`);
      const receipt = await fetch(`${server.origin}/account/orders/${order.id}/receipt`, { headers: { Cookie: manifest.cookie } });
      expect(receipt.status, order.id).toBe(200);
    }
    const [playbook] = readRows<{ file: string }>("SELECT file_name AS file FROM products WHERE id = 'digital_kitchen_playbook'");
    const download = await fetch(`${server.origin}/downloads/${playbook!.file}`, { headers: { Cookie: manifest.cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(readRows("SELECT id, status FROM orders WHERE id LIKE 'fx-%' ORDER BY id")).toEqual(
      manifest.orders.map(({ id, status }) => ({ id, status })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("keeps the admin's edits, and the search finds the post by its edited title", async () => {
    const post = await (await fetch(`${server.origin}/blog/prime-cost-weekly-control`)).text();
    expect(post).toContain("Prime Cost, as the owner tells it");
    const search = await (await fetch(`${server.origin}/blog?q=${encodeURIComponent("owner tells")}`)).text();
    expect(search).toContain("/blog/prime-cost-weekly-control");
    // The index holds each published post once.
    const [indexed] = readRows<{ n: number; posts: number }>("SELECT (SELECT count(*) FROM search_docs WHERE kind = 'post') AS n, (SELECT count(*) FROM blog_posts WHERE is_published = 1) AS posts");
    expect(indexed!.n).toBe(indexed!.posts);
    const [version] = readRows<{ value: string }>("SELECT value FROM settings WHERE key = 'content_version'");
    expect(Number(version?.value)).toBeGreaterThan(0);
    if (manifest.edits["legal.privacy"]) expect(await (await fetch(`${server.origin}/privacy`)).text()).toContain("Our own words about your data, written by the owner.");
    if (manifest.edits["site.contactPhone"]) expect(await (await fetch(`${server.origin}/contact`)).text()).toContain("+66 2 000 0000");
  });

  it("puts every product of this release on sale, and keeps the customer's upload with a copy in the database", async () => {
    const home = await (await fetch(`${server.origin}/`)).text();
    for (const product of productSeeds.filter((p) => p.listed)) expect(home, product.id).toContain(product.name.replaceAll("&", "&amp;"));
    const onSale = readRows<{ id: string }>("SELECT id FROM products WHERE withdrawn_at IS NULL");
    expect(onSale.map((p) => p.id).sort()).toEqual(productSeeds.map((p) => p.id).sort());
    // What the release had and this one dropped stays for its orders, and is no longer sold.
    const withdrawn = readRows<{ id: string }>("SELECT id FROM products WHERE withdrawn_at IS NOT NULL ORDER BY id");
    // The first release with payments sold two papers on their own; later ones sell them with premium access.
    if (name === "first-payments") expect(withdrawn.map((p) => p.id)).toEqual(["wp_kitchen_design_efficiency", "wp_revenue_management_playbook"]);
    for (const { id } of withdrawn) {
      const refused = await post(server, "/checkout", { productId: id, returnTo: "/" }, { cookie: manifest.cookie });
      expect(refused.status, id).toBe(400);
      expect(await refused.text(), id).toContain("This product is no longer for sale.");
    }
    for (const key of manifest.uploads) {
      expect(fs.existsSync(path.join(server.dataDir, "files", key)), key).toBe(true);
      expect(readRows("SELECT path FROM stored_files WHERE path = ?", `files/${key}`), key).toHaveLength(1);
    }
  });

  it("rewrites no post's body: each keeps its content, reads as HTML unless saved from the editor, and none is scheduled", async () => {
    const before = new Database(path.join(FIXTURES, name, "app.db"), { readonly: true });
    const hasMarkdown = before.prepare("SELECT 1 FROM pragma_table_info('blog_posts') WHERE name = 'body_markdown'").get() !== undefined;
    const old = before.prepare(`SELECT id, content, ${hasMarkdown ? "body_markdown" : "NULL"} AS markdown FROM blog_posts`).all() as { id: string; content: string; markdown: string | null }[];
    before.close();
    const now = new Map(readRows<{ id: string; content: string; format: string; publishAt: number | null }>("SELECT id, content, body_format AS format, publish_at AS publishAt FROM blog_posts").map((r) => [r.id, r]));
    expect(old.length).toBeGreaterThan(0);
    for (const post of old) {
      expect(now.get(post.id), post.id).toMatchObject({ content: post.content, format: post.markdown === null ? "html" : "markdown", publishAt: null });
    }
    // The admin's edited seed post still reads as edited, now under an HTML body that says so in the editor.
    const page = await (await fetch(`${server.origin}/blog/prime-cost-weekly-control`)).text();
    expect(page).toContain("Prime Cost, as the owner tells it");
  });

  it("sends the queued mail once, and no other", async () => {
    if (!manifest.mailStates.includes("queued")) return expect(manifest.mailStates).toEqual([]);
    await smtp.waitForMail("ana.buyer@example.com", /^Fixture mail \(queued\)$/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.filter((m) => m.subject.startsWith("Fixture mail")).map((m) => m.subject)).toEqual(["Fixture mail (queued)"]);
  });

  it("logs no error on the way", () => {
    expect(server.output()).not.toMatch(/\berror\b/i);
  });
});
