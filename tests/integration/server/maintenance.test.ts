/**
 * Maintenance is enforced in front of Remix: pages, `.data` requests whatever
 * `_routes` says, actions and resource routes alike; only the allow-list of
 * docs/design.md "Maintenance mode" stays open.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { MAINTENANCE_MODE: "1" } });
}, 120_000);
afterAll(() => server.stop());

const get = (pathname: string) => fetch(`${server.origin}${pathname}`, { redirect: "manual" });

describe("with maintenance on", () => {
  it("pages answer 503 with the maintenance page and Retry-After", async () => {
    for (const pathname of ["/", "/prompt-vault", "/no-such-page"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("3600");
      expect(await response.text()).toContain("Down for Maintenance");
    }
  });

  it("a page that would send a visitor to sign-in, a resource route and a form post get the same styled page", async () => {
    const answers = [await get("/account"), await get("/course"), await get("/sitemap.xml"), await post(server, "/contact", { name: "A", email: "a@example.com", message: "Hi" })];
    for (const response of answers) {
      expect(response.status, response.url).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("3600");
      const html = await response.text();
      expect(html).toContain("We&#x27;re Down for Maintenance");
      expect(html).toContain('href="mailto:');
      // The site's stylesheet is linked, and answers during maintenance (an unstyled fallback would have none).
      const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+\.css)">/.exec(html)?.[1];
      expect(stylesheet, response.url).toBeDefined();
      const css = await get(stylesheet!);
      expect(css.status).toBe(200);
      expect((await css.text()).length).toBeGreaterThan(10_000);
    }
  });

  it("`.data` requests answer 503 whatever routes they name, without the page's data", async () => {
    const response = await get("/prompt-vault.data?_routes=routes%2Fprompt-vault");
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("promptText");
  });

  it("actions answer 503 and store nothing", async () => {
    const response = await post(server, "/signup", { email: "during@example.com", password: "a-long-test-password-2026", fullName: "During" });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("3600");
    expect(response.headers.getSetCookie()).toEqual([]);
    const signIn = await post(server, "/login", { email: "during@example.com", password: "a-long-test-password-2026" });
    expect(signIn.status).toBe(401);
  });

  it("resource routes answer 503 too", async () => {
    for (const pathname of ["/sitemap.xml", "/admin/inbox.csv"]) {
      expect((await get(pathname)).status, pathname).toBe(503);
    }
  });

  it("keeps health, static files and sign-in open", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/favicon.svg")).status).toBe(200);
    expect((await get("/login")).status).toBe(200);
  });

  it("keeps the way back in open: an admin who forgot the password can ask for a link and use it", async () => {
    expect((await get("/forgot-password")).status).toBe(200);
    const asked = await post(server, "/forgot-password", { email: "admin-who-forgot@example.com" });
    expect(asked.status).toBe(303);
    expect((await get("/reset-password?token=not-a-real-token")).status).toBe(410);
  });
});
