import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { settings } from "./schema";
import { openDatabase } from "./open.server";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function twoConnections() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "open-db-"));
  dirs.push(dir);
  const file = path.join(dir, "app.db");
  const app = openDatabase(file);
  // Another process's connection, which does not wait for a lock.
  const other = new Database(file, { timeout: 0 });
  return { app, other };
}

describe("the app's transactions", () => {
  it("read, then write, even when another connection writes in between", () => {
    const { app, other } = twoConnections();
    const write = other.prepare("INSERT INTO settings (key, value) VALUES ('other', '1')");
    let otherWasRefused = false;
    app.transaction((tx) => {
      tx.select().from(settings).all();
      try {
        write.run();
      } catch (error) {
        otherWasRefused = (error as { code?: string }).code === "SQLITE_BUSY";
      }
      tx.insert(settings).values({ key: "mine", value: "1" }).run();
    });
    // The transaction held the write lock from its start: the other connection had to wait its turn.
    expect(otherWasRefused).toBe(true);
    expect(app.select({ n: sql<number>`count(*)` }).from(settings).where(sql`key = 'mine'`).get()?.n).toBe(1);
    write.run();
    other.close();
    app.$client.close();
  });
});

describe("the connection's settings (docs/decisions/201)", () => {
  it("WAL, a busy timeout and full sync; checkpoints its own unless Litestream runs beside it", () => {
    const { app } = twoConnections();
    expect(app.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(app.$client.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(app.$client.pragma("synchronous", { simple: true })).toBe(2);
    expect(app.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    process.env.LITESTREAM_SUPERVISED = "1";
    try {
      expect(twoConnections().app.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    } finally {
      delete process.env.LITESTREAM_SUPERVISED;
    }
  });
});
