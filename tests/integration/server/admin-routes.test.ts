/**
 * Every admin route, read from app/routes/ so a new one cannot be forgotten:
 * through the real production server, a visitor is sent to sign in and a
 * signed-in customer gets 403, on the loader and on the action alike (a route
 * without an action refuses the POST too). An admin reaches each loader, which
 * proves the addresses below are the routes' own and not 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeModules, type RouteModule } from "../../support/routes";
import { signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const ROUTES = routeModules((file) => /^admin[._]/.test(file));
let server: RunningServer;
let customer = "";
let admin = "";

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
  customer = await signUpOverHttp(server);
  admin = await signUpAdminOverHttp(server);
}, 120_000);
afterAll(() => server?.stop());

function request(route: RouteModule, method: "GET" | "POST", cookie?: string) {
  return fetch(`${server.origin}${route.url}`, {
    method,
    redirect: "manual",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === "POST" ? { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? new URLSearchParams({ intent: "save" }) : undefined,
  });
}

it("finds every admin route module, the layout and the file downloads included", () => {
  const urls = ROUTES.map((route) => route.url);
  expect(urls).toEqual(expect.arrayContaining(["/admin", "/admin?index", "/admin/inbox", "/admin/inbox.csv", "/admin/posts/1", "/admin/outbox/1", "/admin/affiliates/payouts", "/admin/affiliates/payouts.csv", "/admin/affiliates?index"]));
  expect(ROUTES.length).toBeGreaterThanOrEqual(13);
  expect(ROUTES.filter((route) => route.hasAction).length).toBeGreaterThan(3);
});

describe.each(ROUTES.map((route) => [route.file, route] as const))("%s", (_file, route) => {
  it.each(["GET", "POST"] as const)("%s: a visitor is sent to sign in, a customer gets 403", async (method) => {
    const visitor = await request(route, method);
    const refusedVisitor = [302, 303].includes(visitor.status) && (visitor.headers.get("Location") ?? "").startsWith("/login");
    // A route without an action answers a POST with 405 before anyone is asked to sign in.
    expect(refusedVisitor || (method === "POST" && !route.hasAction && visitor.status === 405), `visitor: ${visitor.status}`).toBe(true);

    const signedIn = await request(route, method, customer);
    expect([403, ...(method === "POST" && !route.hasAction ? [405] : [])], `customer: ${signedIn.status}`).toContain(signedIn.status);
    expect(await signedIn.text()).not.toMatch(/Inbox|Outbox|Drafts waiting/);
  });

  it.runIf(route.hasLoader)("GET: an admin is let in", async () => {
    const response = await request(route, "GET", admin);
    // `1` names no row in an empty database: the route's own 404, after the guard.
    expect(route.url.includes("/1") ? [200, 404] : [200], `admin: ${response.status}`).toContain(response.status);
  });
});
