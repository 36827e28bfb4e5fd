/**
 * The subscriber import through the running production server: the multipart
 * form the page sends (a file), within the admin's larger form limit, mailing
 * each pending address its confirmation link through a local SMTP server; an
 * import over the limits refused with the message that names them (by the app
 * within the server's limit, by the server beyond it); the CSV for admins only.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIBER_IMPORT } from "../../../server/policy/index.js";
import { linkIn } from "../../support/smtp-server";
import { signUpAdminOverHttp, signUpOverHttp, startServerWithMail, type RunningServer } from "../../support/server";
import type { TestSmtpServer } from "../../support/smtp-server";

let server: RunningServer;
let smtp: TestSmtpServer;
let admin = "";

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
  admin = await signUpAdminOverHttp(server);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function importFile(content: string, { cookie = admin, consentNote = "" } = {}) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("consentNote", consentNote);
  form.set("file", new File([content], "list.csv", { type: "text/csv" }));
  return fetch(`${server.origin}/admin/subscribers`, { method: "POST", redirect: "manual", headers: { Origin: server.origin, Cookie: cookie }, body: form });
}

/** A multipart post's headers alone, declaring `contentLength` bytes: refused before a byte of body is read. */
async function answerWithoutBody(pathname: string, contentLength: number) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${server.origin}${pathname}`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: admin, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(contentLength) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

describe("importing through the server", () => {
  it("a file without a record of consent: each address is mailed its confirmation link", async () => {
    const t = randomUUID().slice(0, 8);
    const response = await importFile(`email,name\nana-${t}@example.com,Ana\nben-${t}@example.com\n`);
    expect(response.status).toBe(200);
    // React puts <!-- --> between the sentence's parts.
    expect((await response.text()).replace(/<!-- -->/g, "")).toContain("Added 2 addresses, each sent a mail asking to confirm.");
    for (const email of [`ana-${t}@example.com`, `ben-${t}@example.com`]) {
      const mail = await smtp.waitForMail(email, /Confirm your subscription/);
      expect(linkIn(mail, "/newsletter/confirm?token=").origin).toBe(server.origin);
    }
    expect(smtp.mailsTo(`ana-${t}@example.com`)[0]!.text).toMatch(/^Hello Ana,/);
  });

  it("over 1 MB: the app's message within the admin's form limit, the server's beyond it", async () => {
    const t = randomUUID().slice(0, 8);
    const overApp = await importFile(`big-${t}@example.com,${"x".repeat(SUBSCRIBER_IMPORT.bytes)}`);
    expect(overApp.status).toBe(413);
    expect(await overApp.text()).toContain(SUBSCRIBER_IMPORT.tooLarge);
    const overServer = await answerWithoutBody("/admin/subscribers", 4 * SUBSCRIBER_IMPORT.bytes);
    expect(overServer.status).toBe(413);
    expect(overServer.text).toContain(SUBSCRIBER_IMPORT.tooLarge);
  });

  it("a signed-in reader is refused the import and the CSV", async () => {
    const reader = await signUpOverHttp(server);
    const t = randomUUID().slice(0, 8);
    expect((await importFile(`r-${t}@example.com`, { cookie: reader })).status).toBe(403);
    expect((await fetch(`${server.origin}/admin/subscribers.csv`, { headers: { Cookie: reader }, redirect: "manual" })).status).toBe(403);
    const csv = await fetch(`${server.origin}/admin/subscribers.csv`, { headers: { Cookie: admin } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("cache-control")).toMatch(/no-store/);
    expect(await csv.text()).not.toContain(`r-${t}@example.com`);
  });
});
