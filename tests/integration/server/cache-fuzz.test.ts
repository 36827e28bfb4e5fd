/**
 * The page cache under random traffic, through the running production server
 * (issue 22): sequences of GET and HEAD, for pages and `.data`, with known and
 * unknown parameters, from visitors, free and premium readers, their session
 * cookie spelled every way a parser accepts. After every step, a visitor's
 * responses hold no reader's e-mail and no premium post's hidden text, and
 * no 200 to a GET is empty. FUZZ_RUNS sets the sequences: 1,000 with
 * `npm run fuzz`, fewer in `npm test`.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seedDatabase } from "../../../seed/index";
import { startServer, type RunningServer } from "../../support/server";
import { copySeedFiles } from "../../support/seeded";
import { hiddenPhraseOfPremiumPost, newReader, rawRequest, respell, type RawResponse, type Reader } from "../../support/cache-probes";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const TIMEOUT = 120_000 + RUNS * 2_000;

let server: RunningServer;
let premium: Reader;
let free: Reader;
let hidden: { slug: string; phrase: string };

beforeAll(async () => {
  const dataDir = process.env.DATA_DIR!;
  copySeedFiles(dataDir);
  await seedDatabase(db, dataDir);
  server = await startServer({ dataDir });
  hidden = hiddenPhraseOfPremiumPost();
  premium = await newReader(server, { premium: true, fullName: "Premium Fuzzreader" });
  free = await newReader(server, { premium: false, fullName: "Free Fuzzreader" });
}, 120_000);
afterAll(() => server.stop());

type Who = "visitor" | "free" | "premium";
type Step = { method: "GET" | "HEAD"; who: Who; spelling: number; page: number; data: boolean };

/** Pages with and without known parameters, one with an unknown one, and the premium post. */
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
  who: fc.constantFrom("visitor", "visitor", "free", "premium"),
  spelling: fc.nat({ max: SPELLINGS.length - 1 }),
  page: fc.nat({ max: 11 }),
  data: fc.boolean(),
});

/** `/blog?x=1` as Remix's `.data` request for it: `/blog.data?x=1`; `/` is `/_root.data`. */
function target(page: string, data: boolean) {
  if (!data) return page;
  const [pathname, query] = page.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
}

function headersFor(who: Who, spelling: number) {
  if (who === "visitor") return VISITOR_COOKIES[spelling % VISITOR_COOKIES.length]!;
  return SPELLINGS[spelling]!((who === "premium" ? premium : free).cookie);
}

function expectNothingPersonal(response: RawResponse, context: string) {
  for (const secret of [premium.email, free.email, "Premium Fuzzreader", "Free Fuzzreader", hidden.phrase]) {
    expect(response.body.includes(secret), `${context} leaked "${secret}"`).toBe(false);
  }
}

async function run(steps: Step[]) {
  for (const s of steps) {
    const pathname = target(pages()[s.page]!, s.data);
    const context = `${s.method} ${pathname} as ${s.who} (${JSON.stringify(headersFor(s.who, s.spelling))})`;
    const response = await rawRequest(server, s.method, pathname, headersFor(s.who, s.spelling));
    expect(response.status, context).toBeLessThan(500);
    if (s.who === "visitor") expectNothingPersonal(response, context);
    else expect(response.headers["cache-control"], context).toBe("private, no-store");
    // After every step, what a visitor gets for the page and its data.
    for (const probe of [target(pages()[s.page]!, false), target(pages()[s.page]!, true)]) {
      const visitor = await rawRequest(server, "GET", probe);
      const after = `${probe} for a visitor after ${context}`;
      expectNothingPersonal(visitor, after);
      if (visitor.status === 200) expect(visitor.body.length, `${after}: empty 200`).toBeGreaterThan(0);
    }
  }
}

it(
  "no visitor ever gets a reader's page, and no 200 is empty, whatever the order of requests",
  async () => {
    // The readers' own pages do show their secrets: otherwise the probe proves nothing.
    const own = await rawRequest(server, "GET", `/blog/${hidden.slug}`, SPELLINGS[1]!(premium.cookie));
    expect(own.body).toContain(hidden.phrase);
    expect(own.body).toContain(premium.email);

    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), run), { numRuns: RUNS });
  },
  TIMEOUT,
);
