/**
 * Arbitrary payloads against the actions added since the forms fuzz, through
 * the running production server: form, multipart, raw and truncated
 * bodies. Never a 5xx; afterwards the database holds no partial rows and no
 * file appeared. FUZZ_RUNS sets the payloads per action: 1,000 with
 * `npm run fuzz`, fewer in `npm test` to keep it short.
 */
import Database from "better-sqlite3";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Each fuzz gets time in proportion to its payloads (a busy machine answers some in a second). */
const TIMEOUT = 120_000 + RUNS * 1_000;
const WEBHOOK_SECRET = "whsec_fuzz_secret";
let server: RunningServer;
let cookie: string;
let adminCookie: string;
let filesBefore: number;
const signedEventIds = new Set<string>();

beforeAll(async () => {
  server = await startServer({ seed: true, env: { TRUST_PROXY: "1", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  cookie = await signUpOverHttp(server, "fuzz-buyer@example.com");
  adminCookie = await signUpAdminOverHttp(server);
  // Something for the affiliate actions to act on: an application and the affiliate it became.
  const db = new Database(path.join(server.dataDir, "app.db"));
  db.prepare("INSERT INTO affiliate_applications (id, name, email, about, affiliate_code) VALUES (1, 'Fuzz Partner', 'fuzz-partner@example.com', 'About', 'FUZZ-AAAAAA'), (2, 'Fuzz Applicant', 'fuzz-applicant@example.com', 'About', 'FUZZ-BBBBBB')").run();
  db.prepare("INSERT INTO affiliates (id, application_id, code, name, email, rate_percent, approved_at) VALUES ('aff_fuzz', 1, 'FUZZ-AAAAAA', 'Fuzz Partner', 'fuzz-partner@example.com', 10, ?)").run(Date.now());
  db.close();
  filesBefore = countFiles(path.join(server.dataDir, "files"));
}, 120_000);
afterAll(() => server.stop());

type Fields = Record<string, string | string[]>;
type Body = { kind: "form" | "multipart" | "raw" | "truncated"; fields: Fields; bytes: Uint8Array; contentType: string };

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\r\nBcc: x@evil.example", "<script>alert(1)</script>", "//evil.example", "javascript:alert(1)", "hospitality-bundle", "a-long-test-password-2026", "' OR 1=1 --"),
  fc.nat({ max: 5_000 }).map((n) => "x".repeat(n)),
);
const emailish = fc.oneof(fc.emailAddress(), text);
const value = (inner: fc.Arbitrary<string>) => fc.oneof({ weight: 5, arbitrary: inner }, { weight: 1, arbitrary: fc.array(inner, { minLength: 2, maxLength: 3 }) });
const fieldsOf = (shape: Record<string, fc.Arbitrary<string>>) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([k, a]) => [k, value(a)])), { requiredKeys: [] }) as fc.Arbitrary<Fields>;

function body(fields: fc.Arbitrary<Fields>): fc.Arbitrary<Body> {
  return fc.record({
    kind: fc.constantFrom("form", "form", "multipart", "raw", "truncated"),
    fields,
    bytes: fc.uint8Array({ maxLength: 2_000 }),
    contentType: fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=xyz", "application/json", "text/plain", ""),
  }) as fc.Arbitrary<Body>;
}

let address = 0;
async function send(pathname: string, b: Body, headers: Record<string, string> = {}) {
  const init: RequestInit & { headers: Record<string, string> } = {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, "X-Forwarded-For": `10.77.${(address >> 8) & 255}.${address++ & 255}`, ...headers },
  };
  if (b.kind === "form") {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(b.fields)) for (const one of [v].flat()) params.append(k, one);
    init.body = params;
    init.headers["Content-Type"] = "application/x-www-form-urlencoded";
  } else if (b.kind === "multipart") {
    const form = new FormData();
    for (const [k, v] of Object.entries(b.fields)) for (const one of [v].flat()) form.append(k, one);
    init.body = form;
  } else if (b.kind === "raw") {
    init.body = Buffer.from(b.bytes);
    if (b.contentType) init.headers["Content-Type"] = b.contentType;
  } else {
    // A multipart body cut off mid-part.
    init.body = `--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${String([b.fields.email ?? "a"].flat()[0]).slice(0, 40)}`;
    init.headers["Content-Type"] = "multipart/form-data; boundary=xyz";
  }
  const response = await fetch(`${server.origin}${pathname}`, init);
  await response.arrayBuffer();
  return response.status;
}

async function fuzz(pathname: string, arbitrary: fc.Arbitrary<Body>, headers: () => Record<string, string> = () => ({})) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (b) => {
      const status = await send(pathname, b, headers());
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status, `${pathname} ${b.kind} ${JSON.stringify(b.fields).slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
  return statuses;
}

describe("no payload is a 5xx", () => {
  it("sign-in", async () => {
    await fuzz("/login", body(fieldsOf({ email: emailish, password: text, redirectTo: text, intent: text, productId: text })));
  }, TIMEOUT);

  it("sign-up", async () => {
    await fuzz("/signup", body(fieldsOf({ email: emailish, password: text, fullName: text, redirectTo: text, intent: text })));
  }, TIMEOUT);

  it("checkout start, signed out and signed in", async () => {
    const fields = fieldsOf({ productId: fc.oneof(text, fc.constantFrom("hospitality-bundle", "kitchen-design-consultation", "white-paper-subscription")), next: text, returnTo: text });
    await fuzz("/checkout", body(fields));
    await fuzz("/checkout", body(fields), () => ({ Cookie: cookie }));
  }, TIMEOUT);

  it("the affiliate actions: the admin's approvals and payouts, and the approval link's button", async () => {
    const ids = fc.oneof(text, fc.constantFrom("1", "2", "3", "-1", "1e9", "aff_fuzz", "aff_none"));
    const rates = fc.oneof(text, fc.constantFrom("0", "1", "12", "12%", "50", "51", "1.5", "-3", "999"));
    const admin = () => ({ Cookie: adminCookie });
    await fuzz(
      "/admin/affiliates?index",
      body(fieldsOf({ intent: fc.oneof(text, fc.constantFrom("approve", "reject", "suspend", "reactivate", "rate")), applicationId: ids, affiliateId: ids, ratePercent: rates })),
      admin,
    );
    const months = fc.oneof(text, fc.constantFrom("2026-01", "2026-13", "1999-12", "9999-12"));
    await fuzz("/admin/affiliates/payouts", body(fieldsOf({ intent: fc.oneof(text, fc.constant("mark-paid")), month: months, reference: text, check: text })), admin);
    await fuzz("/affiliate/join", body(fieldsOf({ token: text })), () => ({ Cookie: cookie }));
  }, TIMEOUT);

  it("the Stripe webhook, with and without valid signatures", async () => {
    const event = fc.record({
      id: fc.oneof(fc.string({ maxLength: 30 }), fc.constant("evt_fuzz")),
      type: fc.constantFrom("checkout.session.completed", "charge.refunded", "charge.dispute.created", "customer.subscription.deleted", "checkout.session.expired", "nonsense"),
      data: fc.record({ object: fc.dictionary(fc.constantFrom("id", "metadata", "payment_status", "payment_intent", "refunded", "client_reference_id"), fc.jsonValue()) }),
    });
    const payload = fc.oneof(event.map((e) => JSON.stringify(e)), fc.string({ maxLength: 500 }), fc.jsonValue().map((v) => JSON.stringify(v)));
    await fc.assert(
      fc.asyncProperty(payload, fc.boolean(), async (raw, signed) => {
        const timestamp = Math.floor(Date.now() / 1000);
        const signature = signed ? createHmac("sha256", WEBHOOK_SECRET).update(`${timestamp}.${raw}`).digest("hex") : "deadbeef";
        const response = await fetch(`${server.origin}/webhooks/stripe`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
          body: raw,
        });
        await response.arrayBuffer();
        expect(response.status, raw.slice(0, 200)).toBeLessThan(500);
        if (!signed) expect(response.status).toBe(400);
        if (signed && response.status === 200) signedEventIds.add((JSON.parse(raw) as { id: string }).id);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});

it("leaves no partial rows and no stray files", () => {
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    // Every account is whole: a user always has its customer row.
    expect(db.prepare("SELECT count(*) AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.user_id = u.id)").get()).toEqual({ n: 0 });
    // Orders only for real products, only for the signed-in buyer.
    const buyers = db.prepare("SELECT DISTINCT u.email FROM orders o JOIN users u ON u.id = o.user_id").all() as { email: string }[];
    expect(buyers.every((b) => b.email === "fuzz-buyer@example.com")).toBe(true);
    // Only events whose signature was valid were recorded.
    const events = db.prepare("SELECT id FROM webhook_events").all() as { id: string }[];
    for (const { id } of events) expect(signedEventIds.has(id), id).toBe(true);
    // Affiliates only from applications, at a rate the terms allow; nothing paid out of nothing.
    const affiliates = db.prepare("SELECT application_id AS applicationId, rate_percent AS rate, status FROM affiliates").all() as { applicationId: number; rate: number; status: string }[];
    for (const a of affiliates) {
      expect([1, 2]).toContain(a.applicationId);
      expect(a.rate).toBeGreaterThanOrEqual(1);
      expect(a.rate).toBeLessThanOrEqual(50);
      expect(["active", "suspended"]).toContain(a.status);
    }
    expect(db.prepare("SELECT count(*) AS n FROM affiliate_payouts").get()).toEqual({ n: 0 });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(db.pragma("foreign_key_check")).toEqual([]);
  } finally {
    db.close();
  }
  expect(countFiles(path.join(server.dataDir, "files"))).toBe(filesBefore);
});

function countFiles(dir: string) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
