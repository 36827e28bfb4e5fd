/**
 * /admin/subscribers through its loader, action and CSV: the counts against
 * this test's own SQL, the growth per week, search, the export (CSV injection
 * defused), the import with and without a record of consent (confirmation mails
 * in the outbox), bad lines, limits, and lifting a suppression. The guards
 * through HTTP, and the page with JavaScript on and off, are in the browser test.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, mailSuppressions, subscribers, users } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { suppress } from "~/models/suppression.server";
import { action, loader } from "~/routes/admin.subscribers";
import { loader as csvLoader } from "~/routes/admin_.subscribers[.]csv";
import { startSession, toSessionUser } from "~/services/auth/auth.server";
import { csvRecords } from "~/services/newsletter/subscriber-import.server";
import { subscriberGrowth, weekStart } from "~/services/newsletter/subscriber-growth.server";
import { SUBSCRIBER_IMPORT } from "../../server/policy/index.js";
import { ORIGIN, formRequest, getRequest, settle } from "../support/requests";

let admin = "";
let customer = "";

beforeAll(async () => {
  const user = createUserWithCustomer({ email: `subs-admin-${randomUUID().slice(0, 6)}@example.com`, fullName: "List Admin", passwordHash: "unused" });
  db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).run();
  admin = (await startSession(getRequest("/"), toSessionUser({ ...user, role: "admin" }))).split(";")[0]!;
  const reader = createUserWithCustomer({ email: `subs-reader-${randomUUID().slice(0, 6)}@example.com`, fullName: "Reader", passwordHash: "unused" });
  customer = (await startSession(getRequest("/"), toSessionUser(reader))).split(";")[0]!;
});

const tag = () => randomUUID().slice(0, 8);
const DAY = 86_400_000;

function subscriber(email: string, status: "pending" | "confirmed" | "unsubscribed", extra: Partial<typeof subscribers.$inferInsert> = {}) {
  const now = new Date();
  return db
    .insert(subscribers)
    .values({ email, status, source: "blog", consentAt: status === "pending" ? null : now, unsubscribedAt: status === "unsubscribed" ? now : null, ...extra })
    .returning()
    .get();
}

type Page = Awaited<ReturnType<typeof loader>>;
async function page(query = "", cookie = admin) {
  const response = await settle(() => loader({ request: getRequest(`/admin/subscribers${query}`, { cookie }), params: {}, context: {} }));
  return { status: response.status, body: (response.status === 200 ? await response.json() : null) as Page };
}
const post = (fields: Record<string, string>, query = "", cookie = admin) => settle(() => action({ request: formRequest(`/admin/subscribers${query}`, fields, { cookie }), params: {}, context: {} }));

/** A multipart post as the import form sends it, with a file. */
function postFile(content: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", "import");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([content], "list.csv", { type: "text/csv" }));
  return settle(() => action({ request: new Request(`${ORIGIN}/admin/subscribers`, { method: "POST", body: form, headers: { Origin: ORIGIN, Cookie: admin } }), params: {}, context: {} }));
}

const rowOf = (email: string) => db.select().from(subscribers).where(eq(subscribers.email, email)).get();
const confirmationMailsTo = (email: string) => db.select().from(mailOutbox).where(like(mailOutbox.key, `newsletter-confirm:%:${email}`)).all();

describe("the page", () => {
  it("is for admins only: the loader, the action and the CSV", async () => {
    expect((await page("", customer)).status).toBe(403);
    expect((await settle(() => loader({ request: getRequest("/admin/subscribers"), params: {}, context: {} }))).status).toBe(302);
    const t = tag();
    expect((await post({ intent: "import", csv: `x-${t}@example.com` }, "", customer)).status).toBe(403);
    expect(rowOf(`x-${t}@example.com`)).toBeUndefined();
    expect((await settle(() => csvLoader({ request: getRequest("/admin/subscribers.csv", { cookie: customer }), params: {}, context: {} }))).status).toBe(403);
  });

  it("counts each status and the suppressed addresses as the database does", async () => {
    const t = tag();
    subscriber(`c1-${t}@example.com`, "confirmed");
    subscriber(`c2-${t}@example.com`, "confirmed");
    subscriber(`p-${t}@example.com`, "pending");
    subscriber(`u-${t}@example.com`, "unsubscribed");
    suppress(`s-${t}@example.com`, "bounce", "550");
    const sql = Object.fromEntries(db.all<{ status: string; n: number }>("SELECT status, count(*) AS n FROM subscribers GROUP BY status").map((r) => [r.status, r.n]));
    const suppressed = db.all<{ n: number }>("SELECT count(*) AS n FROM mail_suppressions")[0]!.n;
    const { body } = await page();
    expect(body.counts).toEqual({ confirmed: sql.confirmed ?? 0, pending: sql.pending ?? 0, unsubscribed: sql.unsubscribed ?? 0, suppressed });
    expect(body.counts.confirmed).toBeGreaterThanOrEqual(2);
  });

  it("charts the confirmed list at each week's end: joins and leaves by week", async () => {
    const t = tag();
    const thisWeek = weekStart(new Date()).getTime();
    const before = subscriberGrowth().rows;
    // Joined three weeks ago; joined two weeks ago and left last week; pending (never counted).
    subscriber(`g1-${t}@example.com`, "confirmed", { consentAt: new Date(thisWeek - 3 * 7 * DAY + DAY) });
    subscriber(`g2-${t}@example.com`, "unsubscribed", { consentAt: new Date(thisWeek - 2 * 7 * DAY + DAY), unsubscribedAt: new Date(thisWeek - 7 * DAY + DAY) });
    subscriber(`g3-${t}@example.com`, "pending", { createdAt: new Date(thisWeek - 7 * DAY) });
    const after = subscriberGrowth().rows;
    expect(after).toHaveLength(26);
    const diff = after.map((row, i) => row.total - before[i]!.total);
    expect(diff.slice(-5)).toEqual([0, 1, 2, 1, 1]);
    expect(after.at(-2)!.left - before.at(-2)!.left).toBe(1);
    expect(after.at(-4)!.joined - before.at(-4)!.joined).toBe(1);
    expect(after.at(-1)!.key).toBe(new Date(thisWeek).toISOString().slice(0, 10));
    const { body } = await page();
    // The page gets the chart and its table drawn: every week's row is in it, with its figures.
    expect(body.growthHtml).toContain("<svg");
    const cell = (n: number) => `<td[^>]*>${n.toLocaleString("en-US")}</td>`;
    for (const row of after) expect(body.growthHtml).toMatch(new RegExp(`>${row.key}</th>${cell(row.joined)}${cell(row.left)}${cell(row.total)}`));
  });

  it("searches address and name, filters by status, and pages", async () => {
    const t = tag();
    subscriber(`ana-${t}@example.com`, "confirmed", { name: "Ana Lima" });
    subscriber(`ben-${t}@example.com`, "pending", { name: `Ben ${t}` });
    subscriber(`cleo-${t}@example.com`, "unsubscribed");
    expect((await page(`?q=${t}`)).body.subscribers.map((s) => s.email).sort()).toEqual([`ana-${t}@example.com`, `ben-${t}@example.com`, `cleo-${t}@example.com`]);
    expect((await page(`?q=${t}&status=pending`)).body.subscribers.map((s) => s.email)).toEqual([`ben-${t}@example.com`]);
    expect((await page(`?q=ANA-${t}`)).body.subscribers.map((s) => s.email)).toEqual([`ana-${t}@example.com`]);
    suppress(`ana-${t}@example.com`, "complaint");
    expect((await page(`?q=${t}`)).body.subscribers.map((s) => [s.email, s.suppressed]).sort()).toEqual([
      [`ana-${t}@example.com`, "complaint"],
      [`ben-${t}@example.com`, null],
      [`cleo-${t}@example.com`, null],
    ]);
    expect((await page(`?q=${encodeURIComponent(`Ben ${t}`)}`)).body.total).toBe(1);
    // A wildcard typed in the box is a letter.
    expect((await page(`?q=%25${t}`)).body.total).toBe(0);
    const p = tag();
    for (let i = 0; i < 27; i++) subscriber(`page${i}-${p}@example.com`, "confirmed");
    const second = await page(`?q=${p}&page=2`);
    expect(second.body).toMatchObject({ total: 27, page: 2, pageCount: 2 });
    expect(second.body.subscribers).toHaveLength(2);
  });
});

describe("the CSV export", () => {
  it("has every column, and a formula typed as a name is defused", async () => {
    const t = tag();
    subscriber(`csv-${t}@example.com`, "confirmed", { name: "=HYPERLINK(\"http://evil.example\")", source: "import", consentNote: "+fair, Bangkok" });
    const response = await settle(() => csvLoader({ request: getRequest(`/admin/subscribers.csv?q=${t}`, { cookie: admin }), params: {}, context: {} }));
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="subscribers-/);
    const [header, row, ...rest] = csvRecords(await response.text()).map((r) => r.cells);
    expect(header).toEqual(["email", "name", "status", "source", "consentAt", "consentNote", "createdAt"]);
    expect(rest).toEqual([]);
    const stored = rowOf(`csv-${t}@example.com`)!;
    expect(row).toEqual([`csv-${t}@example.com`, "'=HYPERLINK(\"http://evil.example\")", "confirmed", "import", stored.consentAt!.toISOString(), "'+fair, Bangkok", stored.createdAt.toISOString()]);
  });
});

describe("the import", () => {
  it("with a record of consent: confirmed at once, source import, the note kept, no mail", async () => {
    const t = tag();
    const response = await post({ intent: "import", csv: `email,name\nAna-${t}@Example.com,Ana Lima\n"ben-${t}@example.com","Ben, the chef"\n`, consentNote: "  Sign-up sheet at the food fair  " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { added: 2, confirmed: true, skipped: [], invalid: [] } });
    expect(rowOf(`ana-${t}@example.com`)).toMatchObject({ status: "confirmed", source: "import", name: "Ana Lima", consentNote: "Sign-up sheet at the food fair", consentAt: expect.any(Date) });
    expect(rowOf(`ben-${t}@example.com`)).toMatchObject({ name: "Ben, the chef", status: "confirmed" });
    expect(confirmationMailsTo(`ana-${t}@example.com`)).toHaveLength(0);
  });

  it("without it: pending, and each is sent a confirmation mail", async () => {
    const t = tag();
    const response = await postFile(`cara-${t}@example.com,Cara\r\ndan-${t}@example.com\r\n`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { added: 2, confirmed: false } });
    expect(rowOf(`cara-${t}@example.com`)).toMatchObject({ status: "pending", source: "import", consentAt: null, consentNote: "" });
    for (const email of [`cara-${t}@example.com`, `dan-${t}@example.com`]) {
      const mails = confirmationMailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: "queued", subject: expect.stringMatching(/^Confirm your subscription/) });
      expect(mails[0]!.textBody).toMatch(/\/newsletter\/confirm\?token=/);
    }
  });

  it("leaves known addresses as they are, never imports a suppressed one, and says why per reason", async () => {
    const t = tag();
    subscriber(`left-${t}@example.com`, "unsubscribed");
    subscriber(`on-${t}@example.com`, "confirmed", { name: "Kept Name" });
    subscriber(`wait-${t}@example.com`, "pending");
    suppress(`bounced-${t}@example.com`, "complaint");
    const csv = [`left-${t}@example.com,New Name`, `on-${t}@example.com,Other`, `wait-${t}@example.com`, `bounced-${t}@example.com`, `new-${t}@example.com`, `NEW-${t}@example.com`].join("\n");
    const response = await post({ intent: "import", csv, consentNote: "Trade fair" });
    const body = await response.json();
    expect(body.result.added).toBe(1);
    expect(body.result.skipped).toEqual([
      { reason: "already subscribed", count: 1 },
      { reason: "already waiting for confirmation", count: 1 },
      { reason: "unsubscribed earlier (left as they are)", count: 1 },
      { reason: "on the suppression list (bounced or complained)", count: 1 },
      { reason: "repeated in this import", count: 1 },
    ]);
    expect(rowOf(`left-${t}@example.com`)).toMatchObject({ status: "unsubscribed", name: null, source: "blog" });
    expect(rowOf(`on-${t}@example.com`)).toMatchObject({ name: "Kept Name", source: "blog" });
    expect(rowOf(`bounced-${t}@example.com`)).toBeUndefined();
    expect(confirmationMailsTo(`wait-${t}@example.com`)).toHaveLength(0);
  });

  it("reports bad lines by their number and imports the rest", async () => {
    const t = tag();
    const csv = [`good-${t}@example.com,Good`, "not-an-address,Someone", "", `,No address`, `"quoted-${t}@example.com","A name\nover two lines"`, `x-${t}@example.com,${"n".repeat(101)}`, `=cmd|' /C calc'!A0@example.com`, `last-${t}@example.com`].join("\n");
    const body = await (await post({ intent: "import", csv, consentNote: "Fair" })).json();
    expect(body.result.added).toBe(3);
    expect(body.result.invalid).toEqual([
      { line: 2, reason: "not an e-mail address: not-an-address" },
      { line: 4, reason: "no e-mail address" },
      { line: 7, reason: "the name is longer than 100 characters" },
      { line: 8, reason: expect.stringMatching(/^not an e-mail address/) },
    ]);
    expect(rowOf(`quoted-${t}@example.com`)).toMatchObject({ name: "A name over two lines" });
    expect(rowOf(`last-${t}@example.com`)).toBeDefined();
  });

  it("refuses an import over the limits with a clear message and adds no one", async () => {
    const t = tag();
    const many = Array.from({ length: SUBSCRIBER_IMPORT.rows + 1 }, (_, i) => `many${i}-${t}@example.com`).join("\n");
    const tooMany = await post({ intent: "import", csv: many, consentNote: "Fair" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error: SUBSCRIBER_IMPORT.tooLarge, fields: { consentNote: "Fair" } });
    expect(db.all<{ n: number }>(`SELECT count(*) AS n FROM subscribers WHERE email LIKE '%-${t}@example.com'`)[0]!.n).toBe(0);
    const big = await postFile(`big-${t}@example.com,${"x".repeat(SUBSCRIBER_IMPORT.bytes)}`);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: SUBSCRIBER_IMPORT.tooLarge });
    const empty = await post({ intent: "import", csv: "  \n", consentNote: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatch(/no address to import/);
    const note = await post({ intent: "import", csv: `n-${t}@example.com`, consentNote: "x".repeat(301) });
    expect(note.status).toBe(400);
    expect((await note.json()).fieldErrors.consentNote).toMatch(/at most 300/);
  });
});

describe("the suppression list", () => {
  it("lists newest first with search, and Lift takes the address off", async () => {
    const t = tag();
    suppress(`old-${t}@example.com`, "bounce", "550 5.1.1 No such user", new Date(Date.now() - DAY));
    suppress(`new-${t}@example.com`, "complaint", "Mailgun complained");
    const { body } = await page(`?tab=suppressed&q=${t}`);
    expect(body.suppressions.map((s) => [s.email, s.reason])).toEqual([
      [`new-${t}@example.com`, "complaint"],
      [`old-${t}@example.com`, "bounce"],
    ]);
    expect(body.subscribers).toEqual([]);
    const lifted = await post({ intent: "lift", email: `OLD-${t}@example.com` }, `?tab=suppressed&q=${t}`);
    expect(lifted.status).toBe(302);
    expect(lifted.headers.get("location")).toBe(`/admin/subscribers?tab=suppressed&q=${t}`);
    expect(db.select().from(mailSuppressions).where(eq(mailSuppressions.email, `old-${t}@example.com`)).get()).toBeUndefined();
    const again = await post({ intent: "lift", email: `old-${t}@example.com` });
    expect(again.status).toBe(404);
    expect((await again.json()).error).toMatch(/not on the suppression list/);
    expect((await post({ intent: "lift", email: `new-${t}@example.com` }, "", customer)).status).toBe(403);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
  });
});
