/**
 * Every gated file of the Knowledge Center through the running production
 * server: the download matrix, and the guide upload, which is the
 * one multipart body the server streams past its 64 KiB form limit.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, rateLimitHits, resourceFiles, storedFiles as storedFilesTable, users } from "~/db/schema";
import { readSiteState } from "~/models/site-state.server";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { pageText } from "../../support/pdf-text";
import { signUpOverHttp, type RunningServer } from "../../support/server";

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
  dataDir = server.dataDir;
}, 120_000);

afterAll(async () => {
  if (process.env.DEBUG_KC) console.log(server.output());
  await server?.stop();
});

async function account(withAccess: boolean) {
  // This file signs up more accounts than one address may in an hour (10): each is a setup step, not the subject.
  db.delete(rateLimitHits).where(like(rateLimitHits.bucket, "signup:%")).run();
  const email = `files-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!;
  if (withAccess) db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, user.id)).run();
  return { cookie, id: user.id, email };
}

async function adminAccount() {
  const admin = await account(true);
  db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
  return admin;
}

function review(cookie: string, id: number, intent: "publish" | "discard") {
  return fetch(`${server.origin}/admin/guide-uploads`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie },
    body: new URLSearchParams({ id: String(id), intent }),
  });
}

const get = (pathname: string, cookie?: string) =>
  fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function upload(file: { bytes: Uint8Array; name: string; type?: string } | null, cookie: string, { resourceId = "prompt-rulebook", pathname = "/resources", origin = server.origin } = {}) {
  const form = new FormData();
  form.set("resourceId", resourceId);
  form.set("file", new Blob(file ? [new Uint8Array(file.bytes)] : [], { type: file?.type ?? "application/pdf" }), file?.name ?? "");
  return fetch(`${server.origin}${pathname}`, { method: "POST", redirect: "manual", headers: { Origin: origin, Cookie: cookie }, body: form });
}

/** A multipart upload sent as a chunked stream of `fileBytes` PDF-looking bytes. */
function chunkedUpload(cookie: string, fileBytes: number) {
  const boundary = "----kc-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resourceId"\r\n\r\nprompt-rulebook\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(256 * 1024).fill(97);
  let sent = 0;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= fileBytes) {
        controller.enqueue(tail);
        return controller.close();
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return fetch(`${server.origin}/resources`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

async function realPdf(text: string) {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const versions = (resourceId: string) => db.select().from(resourceFiles).where(eq(resourceFiles.resourceId, resourceId)).all();
/** The database's copy of a stored file (docs/decisions/201), by its storage key. */
const copyOf = (storageKey: string) => db.select({ sha256: storedFilesTable.sha256 }).from(storedFilesTable).where(eq(storedFilesTable.path, `files/${storageKey}`)).get();
/** Every file under the storage folder (the temp folder included). */
function storedFiles(): string[] {
  const root = path.join(dataDir, "files");
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

describe("the guide upload", () => {
  const downloadSha = async (cookie: string, file = "/downloads/prompt-rulebook.pdf") => sha256(new Uint8Array(await (await get(file, cookie)).arrayBuffer()));

  it("a member's PDF waits for an admin, who checks it and publishes it; only then is it the download", async () => {
    const member = await account(true);
    const bytes = await realPdf("Prompt rulebook, second edition");
    const servedBefore = await downloadSha(member.cookie);
    const contentBefore = readSiteState().contentVersion;
    const response = await upload({ bytes, name: "rulebook-v2.pdf" }, member.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/resources");

    const waiting = versions("prompt-rulebook").at(-1)!;
    expect(waiting).toMatchObject({ originalName: "rulebook-v2.pdf", sizeBytes: bytes.byteLength, sha256: sha256(bytes), uploadedBy: member.id, publishedAt: null });
    expect(await downloadSha(member.cookie)).toBe(servedBefore);
    expect(readSiteState().contentVersion).toBe(contentBefore);
    expect(storedFiles().filter((f) => f.startsWith("tmp"))).toEqual([]);
    // Its copy is in the database, so a replica of the database holds the file too.
    expect(copyOf(waiting.storageKey)).toEqual({ sha256: sha256(bytes) });

    // The waiting file is the admin's to see, nobody else's.
    const reviewFile = `/admin/guide-uploads/${waiting.id}/file`;
    expect((await get(reviewFile, member.cookie)).status).toBe(403);
    const admin = await adminAccount();
    const list = await (await get("/admin/guide-uploads", admin.cookie)).text();
    expect(list).toContain("rulebook-v2.pdf");
    expect(list).toContain(member.email);
    const check = await get(reviewFile, admin.cookie);
    expect(check.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(sha256(new Uint8Array(await check.arrayBuffer()))).toBe(sha256(bytes));

    expect((await review(admin.cookie, waiting.id, "publish")).status).toBe(302);
    // Admins get the file as published; a member gets their own stamped copy of it (docs/decisions/212).
    expect(await downloadSha(admin.cookie)).toBe(sha256(bytes));
    const copy = new Uint8Array(await (await get("/downloads/prompt-rulebook.pdf", member.cookie)).arrayBuffer());
    expect(await pageText(copy)).toContain("Prompt rulebook, second edition");
    expect(await pageText(copy)).toContain(`Licensed to Test User ${member.email}`);
    expect(Number(readSiteState().contentVersion)).toBeGreaterThan(Number(contentBefore));
    expect((await review(admin.cookie, waiting.id, "publish")).status).toBe(404);
  });

  it("a member's second upload of a guide replaces their first waiting one; a discarded upload leaves no file", async () => {
    const member = await account(true);
    const first = await realPdf("First try");
    const second = await realPdf("Second try");
    await upload({ bytes: first, name: "first.pdf" }, member.cookie);
    const firstRow = versions("prompt-rulebook").at(-1)!;
    await upload({ bytes: second, name: "second.pdf" }, member.cookie);
    const mine = versions("prompt-rulebook").filter((v) => v.uploadedBy === member.id);
    expect(mine.map((v) => v.originalName)).toEqual(["second.pdf"]);
    expect(storedFiles()).not.toContain(firstRow.storageKey);
    expect(copyOf(firstRow.storageKey)).toBeUndefined();

    const admin = await adminAccount();
    const before = await downloadSha(member.cookie);
    expect((await review(admin.cookie, mine[0]!.id, "discard")).status).toBe(302);
    expect(versions("prompt-rulebook").some((v) => v.id === mine[0]!.id)).toBe(false);
    expect(storedFiles()).not.toContain(mine[0]!.storageKey);
    expect(copyOf(mine[0]!.storageKey)).toBeUndefined();
    expect(await downloadSha(member.cookie)).toBe(before);
  });

  it("a member uploads at most 3 times an hour; the 4th is refused before it is read", async () => {
    const member = await account(true);
    const bytes = await realPdf("Quota");
    for (const resourceId of ["prompt-rulebook", "ai-hospitality-starter", "department-prompt-pack"]) {
      expect((await upload({ bytes, name: "q.pdf" }, member.cookie, { resourceId })).status).toBe(302);
    }
    const filesBefore = storedFiles();
    const refused = await upload({ bytes, name: "q.pdf" }, member.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Upload limit reached: You can upload 3 guide versions an hour. Please try again later.");
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("a refused file gives its turn back; ten tries an hour, refused ones included, bound what a member can send", async () => {
    const member = await account(true);
    const notPdf = { bytes: new TextEncoder().encode("just text"), name: "menu.txt", type: "text/plain" };
    for (let i = 0; i < 3; i++) {
      const refused = await upload(notPdf, member.cookie);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Invalid file type: Please upload a PDF file.");
    }
    const bytes = await realPdf("After three wrong files");
    for (const resourceId of ["prompt-rulebook", "ai-hospitality-starter", "department-prompt-pack"]) {
      expect((await upload({ bytes, name: "ok.pdf" }, member.cookie, { resourceId })).status).toBe(302);
    }
    expect(await (await upload({ bytes, name: "fourth.pdf" }, member.cookie)).text()).toContain("You can upload 3 guide versions an hour.");

    const other = await account(true);
    for (let i = 0; i < 10; i++) expect((await upload(notPdf, other.cookie)).status).toBe(400);
    const filesBefore = storedFiles();
    const tooMany = await upload({ bytes, name: "eleventh.pdf" }, other.cookie);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await tooMany.text()).toContain("Upload limit reached: You can try 10 uploads an hour. Please try again later.");
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("an admin's upload is the download at once, and only the newest 3 published versions are kept", async () => {
    const admin = await adminAccount();
    let last: Uint8Array = new Uint8Array();
    for (let i = 1; i <= 4; i++) {
      last = await realPdf(`Admin edition ${i}`);
      expect((await upload({ bytes: last, name: `admin-${i}.pdf` }, admin.cookie, { resourceId: "department-prompt-pack" })).status).toBe(302);
    }
    expect(await downloadSha(admin.cookie, "/downloads/department-prompt-pack.pdf")).toBe(sha256(last));
    const published = versions("department-prompt-pack").filter((v) => v.publishedAt !== null);
    expect(published).toHaveLength(3);
    const keptFiles = new Set(versions("department-prompt-pack").map((v) => path.basename(v.storageKey)));
    const onDisk = storedFiles().filter((f) => path.basename(f).startsWith("department-prompt-pack-"));
    expect(onDisk.every((f) => keptFiles.has(path.basename(f)))).toBe(true);
  });

  it("takes the upload the browser's JavaScript sends to /resources.data as well", async () => {
    const member = await account(true);
    const bytes = await realPdf("Starter kit v2");
    const response = await upload({ bytes, name: "starter.pdf" }, member.cookie, { pathname: "/resources.data", resourceId: "ai-hospitality-starter" });
    expect(response.status).toBeLessThan(400);
    expect(versions("ai-hospitality-starter").at(-1)!.sha256).toBe(sha256(bytes));
  });

  it("refuses 10 MB + 1 byte, a PNG named .pdf and an empty file with SPEC's messages, leaving nothing behind", async () => {
    const member = await account(true);
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(Buffer.from("%PDF-1.7\n"));
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from("not really a pdf")]);
    const cases = [
      { file: { bytes: tooBig, name: "big.pdf" }, status: 413, message: "File too large: Please upload a PDF file smaller than 10MB." },
      { file: { bytes: png, name: "photo.pdf" }, status: 400, message: "Invalid file type: Please upload a PDF file." },
      { file: { bytes: new Uint8Array(0), name: "empty.pdf" }, status: 400, message: "Invalid file type: Please upload a PDF file." },
    ];
    for (const { file, status, message } of cases) {
      const filesBefore = storedFiles();
      const rowsBefore = versions("prompt-rulebook").length;
      const response = await upload(file, member.cookie);
      expect(response.status, file.name).toBe(status);
      expect(await response.text()).toContain(message);
      expect(versions("prompt-rulebook")).toHaveLength(rowsBefore);
      expect(storedFiles()).toEqual(filesBefore);
    }
  }, 60_000);

  it("is for users with access only, from this site only, and never larger than the limit", async () => {
    const bytes = await realPdf("Not allowed");
    const rowsBefore = versions("prompt-rulebook").length;
    const stranger = await account(false);
    expect((await upload({ bytes, name: "x.pdf" }, stranger.cookie)).status).toBe(403);
    // A visitor's 3 MB upload is answered before it is read: the answer (sign in) must still arrive whole, not a reset.
    const large = new Uint8Array(3 * 1024 * 1024);
    large.set(bytes);
    const visitor = await upload({ bytes: large, name: "x.pdf" }, "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/login");
    const member = await account(true);
    expect((await upload({ bytes, name: "x.pdf" }, member.cookie, { origin: "https://evil.example" })).status).toBe(403);
    // A body over the upload limit is refused by the server before Remix reads it
    // (the client may see the answer or a reset while it is still sending).
    const filesBefore = storedFiles();
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(Buffer.from("%PDF-"));
    const declared = await upload({ bytes: huge, name: "huge.pdf" }, member.cookie).catch((error: Error) => error);
    if (declared instanceof Response) expect(declared.status).toBe(413);
    // Chunked, with no length to refuse it by: the stream is cut at the limit and the partial file removed.
    const chunked = await chunkedUpload(member.cookie, 12 * 1024 * 1024).catch((error: Error) => error);
    if (chunked instanceof Response) expect(chunked.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    // A reset can reach the client before the server has finished its clean-up.
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual(filesBefore);
    // Other multipart posts keep the ordinary form limit.
    const big = new FormData();
    big.set("message", "x".repeat(100 * 1024));
    const contact = await fetch(`${server.origin}/contact`, { method: "POST", headers: { Origin: server.origin }, body: big });
    expect(contact.status).toBe(413);
    expect(versions("prompt-rulebook")).toHaveLength(rowsBefore);
  }, 60_000);
});

describe("a guide over the limit, sent without JavaScript", () => {
  it("is answered, before its body is sent, with SPEC's message and a link back to the form", async () => {
    const member = await account(true);
    const { hostname, port } = new URL(server.origin);
    // Only the head of the request: the server answers from Content-Length alone.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(
          `POST /resources HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.origin}\r\nCookie: ${member.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n--x\r\n`,
        ),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("File too large: Please upload a PDF file smaller than 10MB.");
    expect(answer).toContain('<a href="/resources">Back to the form</a>');
  });
});

describe("the download matrix", () => {
  const FILES = {
    freeWhitePaper: "/downloads/wp-future-of-hospitality-ai.pdf",
    paidWhitePaper: "/downloads/wp-revenue-management-playbook.pdf",
    premiumPdf: "/downloads/department-prompt-pack.pdf",
    attachment: "/downloads/attachments/menu-engineering-worksheet.pdf",
    uploadedVersion: "/downloads/ai-hospitality-starter.pdf",
  } as const;

  it("gives each reader exactly the files they may have; the others get the gated path", async () => {
    const member = await account(true);
    const uploaded = await realPdf("Uploaded for the matrix");
    // An admin's upload is published at once: the version every reader with access now gets.
    const admin = await adminAccount();
    expect((await upload({ bytes: uploaded, name: "matrix.pdf" }, admin.cookie, { resourceId: "ai-hospitality-starter" })).status).toBe(302);
    const stranger = await account(false);

    const readers = { visitor: undefined, withoutAccess: stranger.cookie, withAccess: member.cookie };
    const allowed: Record<keyof typeof readers, (keyof typeof FILES)[]> = {
      visitor: ["freeWhitePaper"],
      withoutAccess: ["freeWhitePaper"],
      withAccess: ["freeWhitePaper", "paidWhitePaper", "premiumPdf", "attachment", "uploadedVersion"],
    };
    for (const [reader, cookie] of Object.entries(readers) as [keyof typeof readers, string | undefined][]) {
      for (const [name, url] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
        const response = await get(url, cookie);
        const body = new Uint8Array(await response.arrayBuffer());
        const label = `${reader} × ${name}`;
        if (allowed[reader].includes(name)) {
          expect(response.status, label).toBe(200);
          expect(response.headers.get("Content-Type"), label).toBe("application/pdf");
          expect(response.headers.get("Content-Disposition"), label).toBe(`attachment; filename="${path.basename(url)}"`);
          expect(Number(response.headers.get("Content-Length")), label).toBe(body.byteLength);
          expect(Buffer.from(body.subarray(0, 5)).toString(), label).toBe("%PDF-");
          if (name === "uploadedVersion") expect(await pageText(body), label).toContain("Uploaded for the matrix");
          // A reader with access gets their own copy of every premium file; a free one as it is stored.
          if (name !== "freeWhitePaper") expect(await pageText(body), label).toContain(member.email);
        } else {
          expect(Buffer.from(body.subarray(0, 5)).toString(), label).not.toBe("%PDF-");
          if (reader === "visitor") {
            expect(response.status, label).toBe(302);
            expect(response.headers.get("Location"), label).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
          } else {
            expect(response.status, label).toBe(403);
            // A page with a way on, not a dead-end line of text.
            const page = Buffer.from(body).toString("utf8");
            expect(page, label).toContain("<h1>This file is for its buyers only.</h1>");
            expect(page, label).toContain('<a href="/resources">Premium resources and access</a>');
          }
        }
      }
    }
  }, 60_000);

  it("serves nothing by a guessed path or from public/", async () => {
    for (const guess of ["/downloads/attachments/..%2F..%2Fapp.db", "/downloads/resources/prompt-rulebook.pdf", "/files/resources/prompt-rulebook.pdf", "/prompt-rulebook.pdf", "/downloads/attachments/not-a-real-file.pdf"]) {
      const response = await get(guess);
      expect([302, 404], guess).toContain(response.status);
      expect(Buffer.from(new Uint8Array(await response.arrayBuffer()).subarray(0, 5)).toString(), guess).not.toBe("%PDF-");
    }
  });
});
