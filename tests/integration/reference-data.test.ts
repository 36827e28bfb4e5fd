/**
 * Reference data moving with releases (seed/reference.ts, docs/decisions/202):
 * each test is a release after another on its own database file, with the
 * code's rows changed between them as a new release would change them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/open.server";
import { blogPosts, libraryPrompts, products } from "~/db/schema";
import { syncReferenceRows, type OwnedTable } from "../../seed/reference";

type ProductRow = typeof products.$inferInsert & { id: string };

const product = (id: string, priceCents: number, more: Partial<ProductRow> = {}): ProductRow => ({
  id,
  name: `Product ${id}`,
  kind: "digital",
  priceCents,
  description: `About ${id}`,
  listed: true,
  ...more,
});

const prompt = (id: string, title: string) => ({
  id,
  title,
  context: "A context",
  promptText: "A prompt",
  department: "Kitchen Systems" as const,
  difficulty: "Beginner" as const,
  language: "English" as const,
  useCase: "SOP Generation" as const,
});

const post = (id: string, title: string) => ({
  id,
  title,
  slug: id,
  description: "A post",
  content: "<p>Body</p>",
  category: "article" as const,
  author: "Niran",
  isPublished: true,
  publishedAt: new Date("2026-01-05T00:00:00Z"),
});

function release(catalogue: ProductRow[], prompts = [prompt("p1", "First prompt")], posts = [post("post-1", "A seed post")]): OwnedTable[] {
  return [
    { table: products, rows: catalogue, adminEditable: false, removal: "withdraw" },
    { table: libraryPrompts, rows: prompts, adminEditable: false, removal: "delete-unchanged" },
    { table: blogPosts, rows: posts, adminEditable: true, removal: "keep" },
  ];
}

function newDatabase(): Db {
  return openDatabase(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hcs-reference-")), "app.db"));
}

const row = (db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).get(...params) as Record<string, unknown> | undefined;

describe("reference data across releases", () => {
  it("a product added by a release reaches a database that has the earlier one, once", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1000)]));
    const next = release([product("a", 1000), product("b", 2500)]);
    expect(syncReferenceRows(db, next).inserted).toEqual(["products/b"]);
    expect(row(db, "SELECT price_cents AS price, listed FROM products WHERE id = 'b'")).toEqual({ price: 2500, listed: 1 });
    expect(syncReferenceRows(db, next)).toEqual({ inserted: [], updated: [], kept: [], removed: [], withdrawn: [] });
  });

  it("a release's new price reaches a product the admin left alone; the admin's price wins where they changed it", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1000), product("b", 2000)]));
    db.$client.prepare("UPDATE products SET price_cents = 1500 WHERE id = 'b'").run();
    const report = syncReferenceRows(db, release([product("a", 1200, { description: "New words" }), product("b", 2400)]));
    expect(report.updated).toEqual(["products/a"]);
    expect(report.kept).toEqual(["products/b.price_cents"]);
    expect(row(db, "SELECT price_cents AS price, description FROM products WHERE id = 'a'")).toEqual({ price: 1200, description: "New words" });
    expect(row(db, "SELECT price_cents AS price FROM products WHERE id = 'b'")).toEqual({ price: 1500 });
    // And in the release after, still theirs; the columns they did not touch still follow the code.
    syncReferenceRows(db, release([product("a", 1200), product("b", 2600, { name: "Renamed by the code" })]));
    expect(row(db, "SELECT price_cents AS price, name FROM products WHERE id = 'b'")).toEqual({ price: 1500, name: "Renamed by the code" });
  });

  it("a product a release removes is withdrawn from sale, not deleted: its orders keep it", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1000), product("gone", 3000)]));
    db.$client.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'x')").run();
    db.$client.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode) VALUES ('o1', 'u1', 'gone', 3000, 'usd', 'paid', 'test')").run();
    expect(syncReferenceRows(db, release([product("a", 1000)])).withdrawn).toEqual(["products/gone"]);
    const gone = row(db, "SELECT withdrawn_at AS withdrawnAt FROM products WHERE id = 'gone'");
    expect(gone?.withdrawnAt).toEqual(expect.any(Number));
    expect(row(db, "SELECT product_id AS product FROM orders WHERE id = 'o1'")).toEqual({ product: "gone" });
    expect(syncReferenceRows(db, release([product("a", 1000)])).withdrawn).toEqual([]);
  });

  it("a prompt a release removes goes when unchanged, and stays when the admin changed it", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1)], [prompt("p1", "One"), prompt("p2", "Two"), prompt("p3", "Three")]));
    db.$client.prepare("UPDATE library_prompts SET title = 'Two, our way' WHERE id = 'p2'").run();
    expect(syncReferenceRows(db, release([product("a", 1)], [prompt("p1", "One")])).removed).toEqual(["library_prompts/p3"]);
    expect(db.$client.prepare("SELECT id, title FROM library_prompts ORDER BY id").all()).toEqual([
      { id: "p1", title: "One" },
      { id: "p2", title: "Two, our way" },
    ]);
  });

  it("a seed post the admin deleted is not put back", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1)]));
    db.$client.prepare("DELETE FROM blog_posts WHERE id = 'post-1'").run();
    expect(syncReferenceRows(db, release([product("a", 1)])).inserted).toEqual([]);
    expect(row(db, "SELECT id FROM blog_posts WHERE id = 'post-1'")).toBeUndefined();
  });

  it("a new seed post whose slug the admin has since used waits, and is added once the slug is free", () => {
    const db = newDatabase();
    syncReferenceRows(db, release([product("a", 1)]));
    db.$client.prepare("INSERT INTO blog_posts (id, title, slug, description, content, category, author, source) VALUES ('mine', 'Mine', 'post-2', 'd', '<p>x</p>', 'article', 'Me', 'admin')").run();
    const next = release([product("a", 1)], undefined, [post("post-1", "A seed post"), post("post-2", "Another")]);
    expect(syncReferenceRows(db, next).inserted).toEqual([]);
    expect(row(db, "SELECT title FROM blog_posts WHERE slug = 'post-2'")).toEqual({ title: "Mine" });
    db.$client.prepare("UPDATE blog_posts SET slug = 'my-post' WHERE id = 'mine'").run();
    expect(syncReferenceRows(db, next).inserted).toEqual(["blog_posts/post-2"]);
  });

  it("a database from before the ledger: an earlier release's products take this one's, dropped ones are withdrawn; a missing seed post was deleted, a different one edited", () => {
    const db = newDatabase();
    db.insert(products).values([product("a", 999, { name: "An earlier name" }), product("dropped", 100)]).run();
    db.insert(blogPosts).values({ ...post("post-1", "Retitled by the admin"), source: "seed" }).run();
    const posts = [post("post-1", "A seed post"), post("post-2", "Deleted by the admin")];
    const report = syncReferenceRows(db, release([product("a", 1000), product("new", 500)], undefined, posts));
    expect(report.inserted).toEqual(["products/new", "library_prompts/p1"]);
    expect(report.updated).toEqual(["products/a"]);
    expect(report.withdrawn).toEqual(["products/dropped"]);
    expect(report.kept).toEqual(["blog_posts/post-1.title"]);
    expect(row(db, "SELECT name, price_cents AS price FROM products WHERE id = 'a'")).toEqual({ name: "Product a", price: 1000 });
    expect(row(db, "SELECT title FROM blog_posts WHERE id = 'post-1'")).toEqual({ title: "Retitled by the admin" });
    expect(row(db, "SELECT id FROM blog_posts WHERE id = 'post-2'")).toBeUndefined();
    // From now on the ledger knows: the code's next change reaches the columns the admin left alone.
    const next = [post("post-1", "A seed post"), { ...post("post-2", "Deleted by the admin"), description: "New words" }];
    syncReferenceRows(db, release([product("a", 1000)], undefined, [{ ...next[0]!, description: "Better words" }, next[1]!]));
    expect(row(db, "SELECT title, description FROM blog_posts WHERE id = 'post-1'")).toEqual({ title: "Retitled by the admin", description: "Better words" });
    expect(row(db, "SELECT id FROM blog_posts WHERE id = 'post-2'")).toBeUndefined();
  });
});
