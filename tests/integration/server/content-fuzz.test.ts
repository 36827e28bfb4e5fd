/**
 * Arbitrary payloads against the content, mail and account actions,
 * through the running production server: the guide upload (random
 * bytes, wrong types, cut-off multipart, oversize), the white-paper generator
 * (against the fake Anthropic server), the admin post actions, and forgot/reset
 * password. Never a 5xx; afterwards every stored file has its row and every row
 * its file, nothing is left in the upload folder, and no post is half-stored.
 * FUZZ_RUNS sets the payloads per action (1,000 with `npm run fuzz`).
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../../support/fake-anthropic";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Each fuzz gets time in proportion to its payloads (a busy machine answers some in a second). */
const TIMEOUT = 120_000 + RUNS * 1_000;
const fake = new FakeAnthropic();
let server: RunningServer;
let admin: string;
let buyer: string;
let filesBefore: number;
let uploadsBefore: number;

function sql(readonly = true) {
  return new Database(path.join(server.dataDir, "app.db"), { readonly });
}

beforeAll(async () => {
  await fake.start();
  server = await startServer({
    seed: true,
    env: { TRUST_PROXY: "1", ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.origin, ANTHROPIC_TIMEOUT_MS: "5000", ANTHROPIC_MAX_RETRIES: "0", WHITE_PAPER_SCHEDULE: "off" },
  });
  admin = await signUpOverHttp(server, "fuzz-admin@example.com");
  const db = sql(false);
  db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run("fuzz-admin@example.com");
  db.close();
  buyer = await buyerWithAccess();
  filesBefore = countFiles(path.join(server.dataDir, "files"));
  uploadsBefore = (sql().prepare("SELECT count(*) AS n FROM resource_files").get() as { n: number }).n;
}, 120_000);
afterAll(async () => {
  await server.stop();
  await fake.stop();
});

/** A user who bought premium access in test mode, over HTTP. */
async function buyerWithAccess() {
  const cookie = await signUpOverHttp(server, "fuzz-uploader@example.com");
  const start = await post(server, "/checkout", { productId: "hospitality-bundle" }, { cookie });
  const pay = await post(server, start.headers.get("location")!, { intent: "pay" }, { cookie });
  expect(pay.status).toBe(303);
  return cookie;
}

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "prompt-rulebook", "white-paper", "premium-content", "\r\nBcc: x@evil.example"),
  fc.nat({ max: 3_000 }).map((n) => "y".repeat(n)),
);

let address = 0;
const nextAddress = () => `10.88.${(address >> 8) & 255}.${address++ & 255}`;

async function send(pathname: string, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(`${server.origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, "X-Forwarded-For": nextAddress(), ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

function formBody(fields: Record<string, string>, multipart: boolean): { body: BodyInit; headers: Record<string, string> } {
  if (multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return { body: form, headers: {} };
  }
  return { body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

async function fuzzForm(pathname: string, fields: fc.Arbitrary<Record<string, string>>, cookie?: string) {
  await fc.assert(
    fc.asyncProperty(fields, fc.boolean(), async (values, multipart) => {
      const { body, headers } = formBody(values, multipart);
      const status = await send(pathname, body, { ...headers, ...(cookie ? { Cookie: cookie } : {}) });
      expect(status, `${pathname} ${JSON.stringify(values).slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
}

const record = (shape: Record<string, fc.Arbitrary<string>>) => fc.record(shape, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;

/** The upload quotas (gated-files.test.ts) are forgotten, so every payload reaches the parser. */
function forgetUploadQuota() {
  const db = sql(false);
  db.prepare("DELETE FROM rate_limit_hits WHERE bucket LIKE 'guide-upload%'").run();
  db.close();
}

describe("no payload is a 5xx", () => {
  it("the guide upload: random bytes, wrong types, cut-off bodies, other fields", async () => {
    const upload = fc.record({
      bytes: fc.oneof(fc.uint8Array({ maxLength: 4_000 }), fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([Buffer.from("%PDF-1.4\n"), b]))),
      resourceId: fc.oneof(text, fc.constantFrom("prompt-rulebook", "department-prompt-pack", "ai-hospitality-starter")),
      filename: fc.oneof(text, fc.constantFrom("guide.pdf", "image.png", "../../etc/passwd", "")),
      type: fc.constantFrom("application/pdf", "image/png", "application/octet-stream", ""),
      shape: fc.constantFrom("multipart", "multipart", "cut", "raw"),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ bytes, resourceId, filename, type, shape }) => {
        forgetUploadQuota();
        let status: number;
        if (shape === "multipart") {
          const form = new FormData();
          form.append("resourceId", resourceId);
          form.append("file", new Blob([Buffer.from(bytes)], type ? { type } : {}), filename);
          status = await send("/resources", form, { Cookie: buyer });
        } else if (shape === "cut") {
          const head = `--cut\r\nContent-Disposition: form-data; name="resourceId"\r\n\r\n${resourceId.slice(0, 40)}\r\n--cut\r\nContent-Disposition: form-data; name="file"; filename="guide.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
          status = await send("/resources", Buffer.concat([Buffer.from(head), Buffer.from(bytes)]), { Cookie: buyer, "Content-Type": "multipart/form-data; boundary=cut" });
        } else {
          status = await send("/resources", Buffer.from(bytes), { Cookie: buyer, "Content-Type": type || "application/octet-stream" });
        }
        expect(status, `${shape} ${filename} ${type}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    // Oversize, declared and not declared.
    forgetUploadQuota();
    const big = new FormData();
    big.append("resourceId", "prompt-rulebook");
    big.append("file", new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024 + 1)])], { type: "application/pdf" }), "big.pdf");
    expect(await send("/resources", big, { Cookie: buyer })).toBe(413);
  }, TIMEOUT);

  // The fake model answers every call; a failing model is a 502 by design (tests/integration/white-papers.test.ts), not bad input.
  it("the white-paper generator", async () => {
    await fuzzForm("/admin/white-papers", record({ topic: fc.oneof(text, fc.constantFrom("Hotel linen", "")) }), admin);
  }, TIMEOUT);

  it("the admin post actions: new, edit, publish, unpublish, delete", async () => {
    const postFields = record({
      title: text,
      slug: fc.oneof(text, fc.constantFrom("menu-engineering-matrix-field-guide", "a-new-post", "Bad Slug!")),
      description: text,
      category: fc.oneof(text, fc.constantFrom("white-paper", "case-study", "article", "research")),
      isPremium: fc.constantFrom("on", "", "yes"),
      author: text,
      authorTitle: text,
      imageUrl: fc.oneof(text, fc.constantFrom("https://example.com/a.jpg", "javascript:alert(1)")),
      body: text,
      attachmentName: text,
      attachmentUrl: fc.oneof(text, fc.constantFrom("/downloads/attachments/x.pdf", "//evil.example/x")),
      metaDescription: text,
      socialImageUrl: fc.oneof(text, fc.constantFrom("/images/blog/article.svg", `/images/${"a".repeat(64)}.png`)),
      publish: fc.oneof(text, fc.constantFrom("on", "", "draft", "now", "schedule")),
      publishAt: fc.oneof(text, fc.constantFrom("2031-03-09T02:30", "2020-01-01T09:00", "2031-01-15T09:00", "2031-02-31T09:00")),
      intent: fc.constantFrom("preview", "save", "", "delete"),
    });
    await fuzzForm("/admin/posts/new", postFields, admin);
    const ids = (sql().prepare("SELECT id FROM blog_posts LIMIT 3").all() as { id: string }[]).map((r) => r.id);
    await fuzzForm(`/admin/posts/${ids[0]}`, postFields, admin);
    await fuzzForm("/admin/posts", record({ intent: fc.oneof(text, fc.constantFrom("publish", "unpublish", "delete")), id: fc.oneof(text, fc.constantFrom(...ids)) }), admin);
  }, TIMEOUT);

  it("forgot and reset password", async () => {
    await fuzzForm("/forgot-password", record({ email: fc.oneof(text, fc.emailAddress(), fc.constant("fuzz-uploader@example.com")), fax_number: fc.constantFrom("", "bot") }));
    await fuzzForm("/reset-password", record({ token: text, password: text }));
  }, TIMEOUT);
});

it("leaves every stored file with its row, no temporary files, and no half-stored post", () => {
  const db = sql();
  try {
    const uploads = (db.prepare("SELECT count(*) AS n FROM resource_files").get() as { n: number }).n;
    expect(countFiles(path.join(server.dataDir, "files"))).toBe(filesBefore + (uploads - uploadsBefore));
    for (const { storage_key } of db.prepare("SELECT storage_key FROM resource_files").all() as { storage_key: string }[]) {
      expect(fs.existsSync(path.join(server.dataDir, "files", storage_key)), storage_key).toBe(true);
    }
    expect(countFiles(path.join(server.dataDir, "files", "tmp"))).toBe(0);
    const broken = db.prepare("SELECT count(*) AS n FROM blog_posts WHERE trim(title) = '' OR trim(slug) = '' OR trim(description) = '' OR content LIKE '%<script%' OR content LIKE '%onerror%'").get();
    expect(broken).toEqual({ n: 0 });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  } finally {
    db.close();
  }
});

function countFiles(dir: string) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
