/**
 * Each public form action against arbitrary payloads: never a 5xx; a refused
 * payload stores nothing; an accepted one stores exactly one row. FUZZ_RUNS sets
 * the payloads per action: 1,000 with `npm run fuzz`, fewer in `npm test`.
 */
import { count } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_IDS } from "~/content/home-services";
import { db } from "~/db/client.server";
import { affiliateApplications, contactMessages, enquiries, quoteRequests } from "~/db/schema";
import { action as affiliateAction } from "~/routes/affiliate";
import { action as contactAction } from "~/routes/contact";
import { action as enquiryAction } from "~/routes/enquiry";
import { action as quoteAction } from "~/routes/quote";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "../support/seeded";
import { formRequest, settle } from "../support/requests";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type Fields = Record<string, string | string[]>;
type Action = (args: { request: Request; params: object; context: { clientAddress: string } }) => Promise<unknown>;

let ip = 0;
async function submit(action: Action, path: string, fields: Fields) {
  // A fresh client address per call, so the per-IP rate limit does not mask the outcome.
  const context = { clientAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` };
  return settle(() => action({ request: formRequest(path, fields), params: {}, context }));
}

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "   ", "\n", "<script>alert(1)</script>", "Ñandú 🍜 ร้านอาหาร", "'; DROP TABLE enquiries; --"),
  fc.nat({ max: 12_000 }).map((n) => "x".repeat(n)),
);
const email = fc.oneof(fc.emailAddress(), text);
const value = (inner: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: inner },
    { weight: 1, arbitrary: fc.array(inner, { minLength: 2, maxLength: 3 }) },
  );
const services = fc.array(fc.oneof(fc.constantFrom(...SERVICE_IDS), text), { maxLength: 25 });

/** Any subset of the form's fields, each arbitrary, sometimes with the honeypot filled. */
function payload(shape: Record<string, fc.Arbitrary<string | string[]>>) {
  return fc.record({ ...shape, fax_number: fc.constantFrom("", "", "", "bot") }, { requiredKeys: [] }) as fc.Arbitrary<Fields>;
}

const goodText = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);

const forms = [
  {
    name: "enquiry",
    path: "/enquiry",
    action: enquiryAction as Action,
    rows: () => db.select({ n: count() }).from(enquiries).get()?.n ?? 0,
    arbitrary: payload({ name: value(text), email: value(email), company: value(text), message: value(text), selectedServices: services, returnTo: value(text) }),
    valid: fc.record({ name: goodText, email: fc.emailAddress(), message: goodText, selectedServices: fc.subarray([...SERVICE_IDS]) }),
  },
  {
    name: "contact",
    path: "/contact",
    action: contactAction as Action,
    rows: () => db.select({ n: count() }).from(contactMessages).get()?.n ?? 0,
    arbitrary: payload({ name: value(text), email: value(email), company: value(text), message: value(text) }),
    valid: fc.record({ name: goodText, email: fc.emailAddress(), company: fc.string({ maxLength: 60 }), message: goodText }),
  },
  {
    name: "affiliate",
    path: "/affiliate",
    action: affiliateAction as Action,
    rows: () => db.select({ n: count() }).from(affiliateApplications).get()?.n ?? 0,
    arbitrary: payload({ name: value(text), email: value(email), website: value(fc.oneof(fc.webUrl(), text)), about: value(text) }),
    valid: fc.record({ name: goodText, email: fc.emailAddress(), about: goodText, website: fc.constantFrom("", "https://bangkokbites.example/blog") }),
  },
  {
    name: "quote",
    path: "/quote",
    action: quoteAction as Action,
    rows: () => db.select({ n: count() }).from(quoteRequests).get()?.n ?? 0,
    arbitrary: payload({
      productId: value(fc.oneof(fc.constantFrom("consulting_kitchen_design", "consulting_sustainability_audit", "nutri_sync"), text)),
      name: value(text),
      email: value(email),
      returnTo: value(text),
    }),
    valid: fc.record({ productId: fc.constantFrom("consulting_kitchen_design", "consulting_sustainability_audit"), name: goodText, email: fc.emailAddress() }),
  },
];

beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
});

describe.each(forms)("the $name action", ({ path, action, rows, arbitrary, valid }) => {
  it("never answers 5xx and stores one row exactly when it accepts (1,000 arbitrary payloads)", async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (fields) => {
        const before = rows();
        const response = await submit(action, path, fields);
        expect(response.status).toBeLessThan(500);
        if (response.status === 302) {
          expect(rows()).toBe(before + 1);
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(rows()).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("accepts every valid payload with exactly one row", async () => {
    await fc.assert(
      fc.asyncProperty(valid, async (fields) => {
        const before = rows();
        const response = await submit(action, path, fields as Fields);
        expect(response.status).toBe(302);
        expect(rows()).toBe(before + 1);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
