/**
 * Member pages through HTTP (docs/decisions/190): a signed-in reader of a
 * shared page gets the page of their access with their own account filled
 * in, byte for byte what a render for them would have been; no reader ever
 * gets another's account or a premium body their access does not open; a
 * flash, an admin and `.data` are rendered for the reader.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hiddenPhraseOfPremiumPost } from "../../support/cache-probes";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { post, signUpAdminOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
/** The same database served without a page cache: every page rendered for its reader. */
let rendering: RunningServer;
let hidden: { slug: string; phrase: string };

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
  rendering = await startServer({ dataDir: server.dataDir, env: { PAGE_CACHE_MB: "0" } });
  hidden = hiddenPhraseOfPremiumPost();
}, 120_000);
afterAll(async () => {
  await rendering?.stop();
  await server?.stop();
});

type Reader = { email: string; fullName: string; cookie: string };

const tag = () => Math.random().toString(36).slice(2, 8);

async function newReader({ email = `member-${tag()}@example.com`, fullName = `Member ${tag()}`, premium = false } = {}): Promise<Reader> {
  const response = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  if (premium) writeSql("UPDATE customers SET has_access = 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)", email.toLowerCase());
  return { email: email.toLowerCase(), fullName: fullName.trim(), cookie };
}

/** One premium and one free reader for the tests that need only that: sign-ups from one address are limited. */
let pair: Promise<{ premium: Reader; free: Reader }> | undefined;
const premiumAndFree = () => (pair ??= (async () => ({ premium: await newReader({ premium: true }), free: await newReader() }))());

function writeSql(sql: string, ...params: unknown[]) {
  const db = new Database(path.join(server.dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const get = (on: RunningServer, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${on.origin}${pathname}`, { headers, redirect: "manual" });

/** A body with its response's nonce taken out: two answers for one reader then differ in nothing else. */
async function withoutNonce(response: Response) {
  const html = await response.text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, "NONCE") : html;
}

/** Asks until the answer is a member page from the cache (the first answer teaches the server the route shares). */
async function memberPage(pathname: string, reader: Reader) {
  for (let i = 0; i < 3; i++) {
    const response = await get(server, pathname, { Cookie: reader.cookie });
    if (response.headers.get("X-Member-Page") === "HIT") return response;
    await response.arrayBuffer();
  }
  throw new Error(`${pathname} was not answered from a member page`);
}

/** The page rendered for the reader by the server without a cache, asked twice (the first render loads lazy parts). */
async function renderedFor(pathname: string, reader: Reader) {
  await (await get(rendering, pathname, { Cookie: reader.cookie })).arrayBuffer();
  return get(rendering, pathname, { Cookie: reader.cookie });
}

describe("member pages", () => {
  it("are what a render for the reader would be, byte for byte, whatever their name and e-mail", async () => {
    const readers = [
      await newReader({ email: `o'neil+${tag()}@example.com`, fullName: `Zoë "Q" <b>&' \\ Ω ${tag()}` }),
      await newReader({ fullName: `</script><script>alert(1)</script> ${tag()}`, premium: true }),
      await newReader({ fullName: `${tag()} \u2028 😀 \\u003c &amp; {"_1":2}` }),
    ];
    const pages = ["/", "/prompt-vault", "/white-papers", "/microfest-case-study", `/blog/${hidden.slug}`, "/?dialog=enquiry&product=consulting_kitchen_design"];
    for (const reader of readers) {
      for (const pathname of pages) {
        const filled = await memberPage(pathname, reader);
        expect(filled.headers.get("Cache-Control")).toBe("private, no-store");
        const mine = await withoutNonce(filled);
        const rendered = await withoutNonce(await renderedFor(pathname, reader));
        // React 18's Node stream puts NUL bytes where a character of several bytes meets its buffer's end (ADR 193).
        expect(rendered, `${pathname} for ${reader.fullName}`).not.toContain("\u0000");
        expect(mine, `${pathname} for ${reader.fullName}`).toBe(rendered);
      }
    }
  });

  it("fill in the reader's own account, and open a premium body only to premium readers", async () => {
    const { premium, free } = await premiumAndFree();
    const pathname = `/blog/${hidden.slug}`;
    for (const [reader, other] of [
      [premium, free],
      [free, premium],
      [premium, free],
    ] as const) {
      const html = await (await memberPage(pathname, reader)).text();
      expect(html).toContain(reader.email);
      expect(html).toContain(reader.fullName);
      expect(html).not.toContain(other.email);
      expect(html).not.toContain(other.fullName);
      expect(html.includes(hidden.phrase)).toBe(reader === premium);
    }
  });

  it("show a premium reader their access on the shared lists (no previews, no prices), while visitors get the page cache", async () => {
    const { premium, free } = await premiumAndFree();
    // /resources is where checkout returns: rendered for each reader, never shared.
    const readerPage = async (pathname: string, reader: Reader) =>
      pathname === "/resources" ? (await get(server, pathname, { Cookie: reader.cookie })).text() : (await memberPage(pathname, reader)).text();
    for (const pathname of ["/blog", "/white-papers", "/blog?category=white-paper", "/pricing", "/resources"]) {
      const visitor = await get(server, pathname);
      const again = await get(server, pathname);
      if (pathname !== "/resources") expect(again.headers.get("X-Page-Cache"), pathname).toBe("HIT");
      const visitorHtml = await visitor.text();
      const mine = await readerPage(pathname, premium);
      const theirs = await readerPage(pathname, free);
      for (const html of [visitorHtml, theirs]) {
        if (pathname !== "/blog") expect(html, pathname).toContain('data-testid="offer-panel"');
        expect(html, pathname).not.toContain("Included in your access");
      }
      expect(mine, pathname).not.toContain('data-testid="offer-panel"');
      if (pathname === "/blog") {
        expect(visitorHtml.match(/>Read Preview</g)?.length ?? 0).toBeGreaterThan(0);
        expect(mine).not.toContain("Read Preview");
        expect(mine.match(/>Read</g)?.length).toBe(visitorHtml.match(/>Read Preview</g)?.length);
      }
      if (pathname === "/resources") expect(mine.match(/>Download PDF</g)?.length).toBe(3);
      if (pathname.includes("white-paper")) {
        expect(visitorHtml).toContain("Premium access, $49.99 one-time");
        expect(mine).toContain("Included in your access");
        expect(mine).not.toMatch(/\$\d/);
      }
    }
  });

  it("follow a change to the content at once", async () => {
    const reader = await newReader();
    await memberPage("/microfest-case-study", reader);
    // Plain SQL, as another process would write: the database bumps the content version.
    const phone = `+1 555 ${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
    writeSql("INSERT INTO settings (key, value) VALUES ('site.contactPhone', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", phone);
    const after = await get(server, "/microfest-case-study", { Cookie: reader.cookie });
    expect(after.headers.get("X-Member-Page")).not.toBe("HIT");
    expect(await after.text()).toContain(phone);
  });

  it("answer HEAD and revalidation as a render would", async () => {
    const reader = await newReader();
    const filled = await memberPage("/prompt-vault", reader);
    const etag = filled.headers.get("ETag")!;
    expect(etag).toMatch(/^W\//);
    const again = await get(server, "/prompt-vault", { Cookie: reader.cookie, "If-None-Match": etag, "Cache-Control": "max-age=0" });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.origin}/prompt-vault`, { method: "HEAD", headers: { Cookie: reader.cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("are not used for a reader with a flash to show, an admin, a `.data` request or a page of their own", async () => {
    const reader = await newReader();
    await memberPage("/prompt-vault", reader);
    // A missing post redirects with a flash; the next page shows it.
    const missing = await get(server, "/blog/no-such-post", { Cookie: reader.cookie });
    const flash = missing.headers.getSetCookie().find((c) => c.startsWith("toast="))?.split(";")[0];
    expect(flash).toBeTruthy();
    const withFlash = await get(server, "/prompt-vault", { Cookie: `${reader.cookie}; ${flash}` });
    expect(withFlash.headers.get("X-Member-Page")).toBeNull();
    expect(await withFlash.text()).toContain("Post not found");

    const admin = await signUpAdminOverHttp(server);
    for (let i = 0; i < 3; i++) expect((await get(server, "/prompt-vault", { Cookie: admin })).headers.get("X-Member-Page")).toBeNull();
    for (let i = 0; i < 3; i++) expect((await get(server, "/prompt-vault.data", { Cookie: reader.cookie })).headers.get("X-Member-Page")).toBeNull();
    for (let i = 0; i < 3; i++) {
      const account = await get(server, "/account", { Cookie: reader.cookie });
      expect(account.headers.get("X-Member-Page")).toBeNull();
      expect(await account.text()).toContain(reader.email);
    }
  });
});

/** Asks until the answer is the reader's own page, kept for them (the first answer teaches the server the route keeps it). */
async function ownPage(reader: Reader) {
  for (let i = 0; i < 3; i++) {
    const response = await get(server, "/account", { Cookie: reader.cookie });
    if (response.headers.get("X-Own-Page") === "HIT") return response;
    await response.arrayBuffer();
  }
  throw new Error("/account was not answered from the reader's own page");
}

const accountVersion = () => {
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    return (db.prepare("SELECT value FROM settings WHERE key = 'account_version'").get() as { value: string } | undefined)?.value ?? "0";
  } finally {
    db.close();
  }
};

describe("own pages (the account page, kept for its reader)", () => {
  // This file signs up more readers from one address than an hour's sign-up limit allows.
  beforeEach(() => writeSql("DELETE FROM rate_limit_hits WHERE bucket LIKE 'signup:%'"));

  it("are what a render for the reader would be, byte for byte, and hold nobody else's account", async () => {
    // The same access: only the reader tells their pages apart.
    const readers = [
      await newReader({ email: `o'neil+${tag()}@example.com`, fullName: `Zoë "Q" <b>&' \\ Ω ${tag()}`, premium: true }),
      await newReader({ fullName: `</script><script>alert(1)</script> ${tag()}`, premium: true }),
    ];
    for (const [reader, other] of [
      [readers[0]!, readers[1]!],
      [readers[1]!, readers[0]!],
      [readers[0]!, readers[1]!],
    ] as const) {
      const kept = await ownPage(reader);
      expect(kept.headers.get("Cache-Control")).toBe("private, no-store");
      const mine = await withoutNonce(kept);
      expect(mine).not.toContain(other.email);
      expect(mine).toBe(await withoutNonce(await renderedFor("/account", reader)));
    }
  });

  it("follow every write to the reader's rows at once", async () => {
    const reader = await newReader();
    await ownPage(reader);
    // Plain SQL, as another process (a webhook) would write: the database bumps the account version.
    const renamed = `Renamed ${tag()}`;
    writeSql("UPDATE users SET full_name = ? WHERE email = ?", renamed, reader.email);
    const afterRename = await get(server, "/account", { Cookie: reader.cookie });
    expect(afterRename.headers.get("X-Own-Page")).toBe("MISS");
    expect(await afterRename.text()).toContain(renamed);

    const pendingAddress = `pending-${tag()}@example.com`;
    writeSql(
      "INSERT INTO email_tokens (token_hash, purpose, user_id, email, expires_at) SELECT ?, 'change-email', id, ?, ? FROM users WHERE email = ?",
      `hash-${tag()}`,
      pendingAddress,
      Date.now() + 3_000,
      reader.email,
    );
    const pending = await ownPage(reader);
    expect(await pending.text()).toContain(pendingAddress);
    // Kept only until the link expires: then the page no longer offers it.
    const deadline = Date.now() + 10_000;
    let html = pendingAddress;
    while (html.includes(pendingAddress) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      html = await (await get(server, "/account", { Cookie: reader.cookie })).text();
    }
    expect(html).not.toContain(pendingAddress);
    expect(html).toContain(reader.email);
  });

  it("move on with a write to any table the page is made from", () => {
    const email = `watched-${tag()}@example.com`;
    const writes = [
      "INSERT INTO users (id, email, full_name, password_hash) VALUES ('watched-user', ?, 'Watched', 'x')",
      "INSERT INTO customers (user_id, email, name) VALUES ('watched-user', ?, 'Watched')",
      "INSERT INTO orders (id, user_id, product_id, amount_cents, currency, mode) SELECT 'watched-order', 'watched-user', id, 100, 'usd', 'test' FROM products WHERE ? IS NOT NULL LIMIT 1",
      "INSERT INTO purchases (order_id, user_id, product_id) SELECT 'watched-order', 'watched-user', product_id FROM orders WHERE id = 'watched-order' AND ? IS NOT NULL",
      "INSERT INTO email_tokens (token_hash, purpose, user_id, email, expires_at) VALUES ('watched-token', 'verify-email', 'watched-user', ?, 0)",
      "UPDATE purchases SET revoked_at = 1 WHERE user_id = 'watched-user' AND ? IS NOT NULL",
      "DELETE FROM email_tokens WHERE user_id = 'watched-user' AND ? IS NOT NULL",
    ];
    for (const sql of writes) {
      const before = accountVersion();
      writeSql(sql, email);
      expect(accountVersion(), sql).not.toBe(before);
    }
  });

  it("are not kept for an admin or a reader with a flash to show", async () => {
    const admin = await signUpAdminOverHttp(server);
    for (let i = 0; i < 3; i++) expect((await get(server, "/account", { Cookie: admin })).headers.get("X-Own-Page")).toBeNull();
    const reader = await newReader();
    await ownPage(reader);
    const missing = await get(server, "/blog/no-such-post", { Cookie: reader.cookie });
    const flash = missing.headers.getSetCookie().find((c) => c.startsWith("toast="))?.split(";")[0];
    const withFlash = await get(server, "/account", { Cookie: `${reader.cookie}; ${flash}` });
    expect(withFlash.headers.get("X-Own-Page")).toBeNull();
    expect(await withFlash.text()).toContain("Post not found");
  });
});
