/**
 * 0020 opened on a database the release before it wrote, with orders in every
 * state: nothing is lost, no old order has a code or a discount, and a code can
 * be added and used on the upgraded file.
 */
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/open.server";
import { databaseAtMigration } from "../support/old-database";

describe("0020: promotion codes, and the code and discount of an order", () => {
  it("keeps every order as it was, with no code and no discount; a new code can be recorded on a new order", () => {
    const { file, sqlite } = databaseAtMigration("0018_refund_requested");
    sqlite.prepare("INSERT INTO users (id, email, full_name, password_hash) VALUES ('u1', 'ana@example.com', 'Ana', 'hash')").run();
    sqlite.prepare("INSERT INTO customers (user_id, email, name, has_access) VALUES ('u1', 'ana@example.com', 'Ana', 1)").run();
    sqlite.prepare("INSERT INTO products (id, name, kind, price_cents, description) VALUES ('p1', 'Playbook', 'digital', 7999, 'A playbook')").run();
    const paidAt = Date.UTC(2026, 5, 1);
    const insert = sqlite.prepare(
      "INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, paid_at) VALUES (?, 'u1', 'p1', 7999, 'usd', ?, 'test', ?)",
    );
    insert.run("paid", "paid", paidAt);
    insert.run("pending", "pending", null);
    sqlite.close();

    const db = openDatabase(file);
    const client = db.$client;
    try {
      const rows = client
        .prepare("SELECT id, status, amount_cents AS amount, paid_at AS paidAt, promotion_code_id AS codeId, promotion_code AS code, discount_cents AS discount FROM orders ORDER BY id")
        .all();
      expect(rows).toEqual([
        { id: "paid", status: "paid", amount: 7999, paidAt, codeId: null, code: null, discount: null },
        { id: "pending", status: "pending", amount: 7999, paidAt: null, codeId: null, code: null, discount: null },
      ]);
      expect(client.prepare("SELECT count(*) AS n FROM promotion_codes").get()).toEqual({ n: 0 });
      client.prepare("INSERT INTO promotion_codes (id, code, percent_off) VALUES ('promo_1', 'SPRING', 25)").run();
      client.prepare("UPDATE orders SET promotion_code_id = 'promo_1', promotion_code = 'SPRING', discount_cents = 2000, amount_cents = 5999 WHERE id = 'pending'").run();
      expect(client.prepare("SELECT times_redeemed AS n, deactivated_at AS off, affiliate_id AS affiliate FROM promotion_codes").get()).toEqual({ n: 0, off: null, affiliate: null });
      expect(() => client.prepare("INSERT INTO promotion_codes (id, code, percent_off) VALUES ('promo_2', 'SPRING', 10)").run()).toThrow(/UNIQUE/);
      expect(client.pragma("foreign_key_check")).toEqual([]);
      expect(client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      client.close();
    }
  });
});
