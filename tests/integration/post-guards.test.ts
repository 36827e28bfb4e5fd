import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formRequest, settle } from "../support/requests";

// Every route that accepts a POST must refuse cross-site posts (CSRF) before doing anything.
const routesDir = path.resolve(__dirname, "../../app/routes");
type Action = (args: unknown) => Promise<unknown>;
const routeFiles = fs
  .readdirSync(routesDir)
  .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test.") && f !== "$.tsx");
const actions: [string, Action][] = [];
for (const file of routeFiles) {
  const mod = (await import(path.join(routesDir, file))) as { action?: Action };
  if (mod.action) actions.push([file, mod.action]);
}

describe("cross-site POSTs", () => {
  it("are checked on every route with an action (login, signup, logout, checkout at least)", () => {
    expect(actions.map(([file]) => file)).toEqual(expect.arrayContaining(["login.tsx", "signup.tsx", "logout.tsx", "checkout.tsx"]));
  });

  it.each(actions)("%s refuses them with 403", async (_file, action) => {
    const request = formRequest("/anything", { productId: "hospitality-bundle" }, { origin: "https://evil.example" });
    const response = await settle(() => action({ request, params: {}, context: {} }));
    expect(response.status).toBe(403);
  });
});
