/**
 * Every route action reads its post through parseAction (services/requests/parse-action.server.ts):
 * one body reader, one error shape. Read from app/routes/ so a new action cannot be missed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "../support/routes";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

/** Actions whose body is not a form: each with the reason. */
const NOT_FORMS: Record<string, string> = {
  "webhooks.stripe.ts": "Stripe's signed JSON, checked byte for byte against its signature",
  "webhooks.mail.ts": "Mailgun's signed JSON: its signature is checked inside the body",
};

const source = (file: string) => fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
const actions = routeModules().filter((route) => route.hasAction && !(route.file in NOT_FORMS));

describe("route actions", () => {
  it("are found in app/routes/", () => {
    expect(actions.map((route) => route.file)).toEqual(expect.arrayContaining(["contact.tsx", "account.tsx", "admin.posts.$id.tsx", "resources.tsx", "logout.tsx"]));
    expect(actions.length).toBeGreaterThanOrEqual(25);
  });

  it("all read their post through parseAction", () => {
    const without = actions.filter((route) => !/\bparseAction\(/.test(source(route.file))).map((route) => route.file);
    expect(without, "actions that do not call parseAction").toEqual([]);
  });

  it("never read or check a body by hand beside it", () => {
    const byHand = actions
      .filter((route) => /\breadForm\(|\.formData\(\)|\bparseForm\(|\.safeParse\(/.test(source(route.file)))
      .map((route) => route.file);
    expect(byHand, "actions that read or parse a form themselves").toEqual([]);
  });

  it("leave out only bodies that are not forms", () => {
    for (const file of Object.keys(NOT_FORMS)) expect(routeModules((name) => name === file)[0]?.hasAction, file).toBe(true);
  });
});
