import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepRetryAfter } from "./http.server";

const none = new Headers();
const args = (over: Partial<Parameters<typeof keepRetryAfter>[0]>) => ({
  loaderHeaders: none,
  actionHeaders: none,
  parentHeaders: new Headers({ "X-From-Parent": "1" }),
  errorHeaders: undefined,
  ...over,
});

describe("keepRetryAfter", () => {
  it("passes on the Retry-After of a returned or a thrown refusal, and the parent's headers", () => {
    const fromAction = new Headers(keepRetryAfter(args({ actionHeaders: new Headers({ "Retry-After": "120" }) })));
    expect(fromAction.get("Retry-After")).toBe("120");
    expect(fromAction.get("X-From-Parent")).toBe("1");
    const fromError = new Headers(keepRetryAfter(args({ errorHeaders: new Headers({ "Retry-After": "30" }) })));
    expect(fromError.get("Retry-After")).toBe("30");
    expect(new Headers(keepRetryAfter(args({}))).has("Retry-After")).toBe(false);
  });
});

describe("routes that can answer 429", () => {
  // Remix drops an action's headers unless the route's `headers` export passes them on.
  const routesDir = path.resolve(__dirname, "../routes");
  const refusing = fs
    .readdirSync(routesDir)
    .filter((file) => /consumeLimit|tryConsume|guardPublicForm|signInWait|tooManyRequests/.test(fs.readFileSync(path.join(routesDir, file), "utf8")));

  it("include sign-in, sign-up and the public forms", () => {
    expect(refusing).toEqual(expect.arrayContaining(["login.tsx", "signup.tsx", "contact.tsx", "enquiry.tsx", "affiliate.tsx", "quote.tsx"]));
  });

  it.each(refusing)("%s passes Retry-After on to the page", async (file) => {
    const mod = (await import(path.join(routesDir, file))) as { headers?: typeof keepRetryAfter };
    expect(mod.headers).toBeTypeOf("function");
    const headers = new Headers(mod.headers!(args({ errorHeaders: new Headers({ "Retry-After": "60" }) })));
    expect(headers.get("Retry-After")).toBe("60");
  });
});
