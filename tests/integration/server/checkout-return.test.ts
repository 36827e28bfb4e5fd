/**
 * Checkout's return address through the running production server (docs/spec-notes.md#back-to-the-post-after-checkout-spec-4):
 * /resources sends a returning buyer back to the post they started on, and a
 * `next` that is not a post never leads anywhere but /resources.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: process.env.DATA_DIR! });
}, 120_000);
afterAll(() => server.stop());

/** Where a visitor's canceled checkout return carrying `next` leads, by GET and by HEAD. */
async function returnsTo(next: string) {
  const targets = [];
  for (const method of ["GET", "HEAD"]) {
    const response = await fetch(`${server.origin}/resources?canceled=true&next=${next}`, { method, redirect: "manual" });
    expect(response.status, `${method} ${next}`).toBe(302);
    expect(response.headers.get("Cache-Control") ?? "", `${method} ${next}`).not.toMatch(/public/);
    const target = new URL(response.headers.get("Location")!, server.origin);
    expect(target.origin, `${method} ${next}`).toBe(server.origin);
    targets.push(`${target.pathname}${target.search}`);
  }
  return targets;
}

describe("checkout's return address", () => {
  it("leads back to a post, and anywhere else only to /resources, never off the site", async () => {
    const post = "/blog/menu-engineering-matrix-field-guide";
    expect(await returnsTo(encodeURIComponent(post))).toEqual([post, post]);
    for (const next of [
      "//evil.example",
      "https://evil.example/blog/x",
      "/blog/x%5C@evil.example",
      "%2F%2Fevil.example%2Fblog%2Fx",
      "/blog/../admin",
      "/blog/%0d%0aSet-Cookie:x=1",
    ]) {
      expect(await returnsTo(next)).toEqual(["/resources", "/resources"]);
    }
  });
});
