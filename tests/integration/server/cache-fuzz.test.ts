/**
 * The page cache, member pages and own pages under random traffic, through the running
 * production server: sequences of GET and HEAD, for pages and `.data`, with
 * known and unknown parameters and a referral link, from visitors and from
 * two free and two premium readers, their session cookie spelled every way a
 * parser accepts, and any of them carrying a referral cookie (which must not
 * make anyone a reader, nor keep a visitor from the shared pages).
 * After every step, a visitor's responses hold no reader's e-mail or name and
 * no premium post's hidden text; every reader's page holds no other reader's,
 * and the hidden text only for premium readers; no 200 to a GET is empty.
 * FUZZ_RUNS sets the sequences: 1,000 with `npm run fuzz`, fewer in `npm test`.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { insertAffiliate, signedReferral, type TestAffiliate } from "../../support/affiliates";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { productionEnv, type RunningServer } from "../../support/server";
import { hiddenPhraseOfPremiumPost, newReader, rawRequest, respell, type RawResponse, type Reader } from "../../support/cache-probes";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const TIMEOUT = 120_000 + RUNS * 2_000;

let server: RunningServer;
/** Two premium readers, then two free ones: each access's member page is filled in for two people. */
let readers: (Reader & { premium: boolean })[];
let hidden: { slug: string; phrase: string };
let affiliate: TestAffiliate;
/** A referral cookie as the server signs it ("affiliate_ref=…"). */
let referral = "";

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
  hidden = hiddenPhraseOfPremiumPost();
  affiliate = insertAffiliate(db.$client);
  referral = await signedReferral(productionEnv("").SESSION_SECRET!, { code: affiliate.code, at: Date.now() });
  readers = [];
  for (const [premium, fullName] of [
    [true, "Premium Fuzzreader"],
    [true, "Second Premiumfuzz"],
    [false, "Free Fuzzreader"],
    [false, "Second Freefuzz"],
  ] as const) {
    readers.push({ ...(await newReader(server, { premium, fullName })), premium });
  }
}, 120_000);
afterAll(() => server.stop());

/** -1: a visitor; otherwise an index into `readers`. `ref`: the request also carries the referral cookie. */
type Step = { method: "GET" | "HEAD"; who: number; spelling: number; page: number; data: boolean; ref: boolean };

/** Pages with and without known parameters, one with an unknown one, the premium post, the account page each reader's own is kept for, and a referral link. */
const pages = () => [
  "/",
  "/?tab=digital",
  "/?utm_source=fuzz",
  "/blog",
  "/blog?category=research",
  "/blog?category=research&page=2",
  `/blog/${hidden.slug}`,
  `/blog/${hidden.slug}?dialog=signin`,
  "/prompt-vault?department=Kitchen+Systems",
  "/white-papers",
  "/guest-experience",
  "/resources",
  "/account",
  `/blog?ref=${affiliate.code}&category=research`,
];

/** A session cookie as clients send it: spacing, tabs, neighbours, duplicates, quotes, several headers. */
const SPELLINGS: ((session: string) => [string, string][])[] = [
  (s) => [["Cookie", s]],
  (s) => [["Cookie", respell(s, " =")]],
  (s) => [["Cookie", respell(s, "\t=")]],
  (s) => [["Cookie", ` ${s}`]],
  (s) => [["Cookie", `theme=dark; ${s}; lang=en`]],
  (s) => [["Cookie", `${s}; ${s}`]],
  (s) => [["Cookie", `${s.replace("=", '="')}"`]],
  (s) => [["Cookie", "theme=dark"], ["Cookie", s]],
];
/** What a visitor may carry: nothing, unrelated cookies, forged ones. */
const VISITOR_COOKIES: [string, string][][] = [[], [["Cookie", "theme=dark"]], [["Cookie", "__session=forged.value"]], [["Cookie", "toast=forged"]]];

const step: fc.Arbitrary<Step> = fc.record({
  method: fc.constantFrom("GET", "GET", "HEAD"),
  who: fc.integer({ min: -2, max: 3 }).map((n) => Math.max(n, -1)),
  spelling: fc.nat({ max: SPELLINGS.length - 1 }),
  page: fc.nat({ max: 13 }),
  data: fc.boolean(),
  ref: fc.boolean(),
});

/** `/blog?x=1` as Remix's `.data` request for it: `/blog.data?x=1`; `/` is `/_root.data`. */
function target(page: string, data: boolean) {
  if (!data) return page;
  const [pathname, query] = page.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
}

function headersFor(who: number, spelling: number, ref = false): [string, string][] {
  const headers = who < 0 ? VISITOR_COOKIES[spelling % VISITOR_COOKIES.length]! : SPELLINGS[spelling]!(readers[who]!.cookie);
  // Its own Cookie header, or before the others in the same one.
  if (!ref) return headers;
  return spelling % 2 || headers.length === 0 ? [...headers, ["Cookie", referral]] : [["Cookie", `${referral}; ${headers[0]![1]}`], ...headers.slice(1)];
}

/** Nothing of any reader but `who` (-1: a visitor), and the hidden text only for a premium reader. */
function expectNothingOfOthers(response: RawResponse, who: number, context: string) {
  const secrets = readers.flatMap((reader, i) => (i === who ? [] : [reader.email, reader.fullName]));
  if (!readers[who]?.premium) secrets.push(hidden.phrase);
  for (const secret of secrets) expect(response.body.includes(secret), `${context} leaked "${secret}"`).toBe(false);
}

async function run(steps: Step[]) {
  for (const s of steps) {
    const pathname = target(pages()[s.page]!, s.data);
    const context = `${s.method} ${pathname} as ${readers[s.who]?.fullName ?? "a visitor"} (${JSON.stringify(headersFor(s.who, s.spelling, s.ref))})`;
    const response = await rawRequest(server, s.method, pathname, headersFor(s.who, s.spelling, s.ref));
    expect(response.status, context).toBeLessThan(500);
    expectNothingOfOthers(response, s.who, context);
    if (s.who >= 0) expect(response.headers["cache-control"], context).toBe("private, no-store");
    // After every step, what a visitor gets for the page and its data (with and without the referral
    // cookie), and what each reader gets for the page.
    const page = pages()[s.page]!;
    const probes = [[target(page, false), -1, false], [target(page, true), -1, false], [target(page, false), -1, true], ...readers.map((_, i) => [page, i, false] as const)] as const;
    for (const [probe, who, ref] of probes) {
      const seen = await rawRequest(server, "GET", probe, headersFor(who, 0, ref));
      const after = `${probe} for ${readers[who]?.fullName ?? "a visitor"} after ${context}`;
      expectNothingOfOthers(seen, who, after);
      if (seen.status === 200) expect(seen.body.length, `${after}: empty 200`).toBeGreaterThan(0);
    }
  }
}

it(
  "no visitor ever gets a reader's page, and no 200 is empty, whatever the order of requests",
  async () => {
    // The readers' own pages do show their secrets: otherwise the probe proves nothing.
    const own = await rawRequest(server, "GET", `/blog/${hidden.slug}`, SPELLINGS[1]!(readers[0]!.cookie));
    expect(own.body).toContain(hidden.phrase);
    expect(own.body).toContain(readers[0]!.email);

    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), run), { numRuns: RUNS });
  },
  TIMEOUT,
);
