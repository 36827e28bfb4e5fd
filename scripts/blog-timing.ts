/**
 * `npm run bench:blog`: the Knowledge Center's queries at scale. Seeds 10,000
 * published posts (a quarter premium, every category) into a scratch database
 * and prints the median time of the list query (a page of cards and the count),
 * the post query (by slug), the teaser cut of a long post and searches, including
 * one that finds nothing (its "Did you mean" and closest matches).
 * Not a test: figures depend on the machine.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const POSTS = Number(process.env.POSTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 200);

// The app's modules read DATA_DIR when first imported: point them at a scratch folder first.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-bench-"));
Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: "production", SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789", PUBLIC_URL: "http://localhost" });

const { db } = await import("~/db/client.server");
const { blogPosts } = await import("~/db/schema");
const { countPublishedPosts, findPublishedPost, listPublishedPosts } = await import("~/models/blog-post.server");
const { searchPublished } = await import("~/models/blog-search.server");
const { indexPost } = await import("~/models/search-index.server");
const { storedPostFields } = await import("~/models/post-row.server");
const { cutTeaser } = await import("~/utils/teaser.server");

const CATEGORIES = ["white-paper", "case-study", "article", "research"] as const;
const VOCABULARY = (
  "kitchen prep station covers labour margin menu supplier waste audit hotel guest breakfast buffet " +
  "revenue occupancy forecast pricing staff training schedule inventory par level fifo storeroom " +
  "temperature cold chain haccp allergen fermentation compost energy water ozone banquet plating"
).split(" ");

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(" ");
/** One edit away: the last two letters swapped. */
const misspell = (word: string) => `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`;

/** About 600 words in paragraphs, headings, a list and some inline markup. */
function body(i: number) {
  const parts: string[] = [];
  for (let p = 0; p < 8; p++) {
    parts.push(`<h2>${sentence(4)}</h2>`, `<p>${sentence(30)} <strong>${sentence(3)}</strong> ${sentence(25)} <em>post${i}</em>.</p>`);
    if (p % 3 === 0) parts.push(`<ul><li>${sentence(8)}</li><li>${sentence(8)}</li></ul>`);
  }
  return parts.join("\n");
}

function seedPosts(from = 0, to = POSTS) {
  const started = performance.now();
  db.transaction((tx) => {
    for (let i = from; i < to; i++) {
      const fields = storedPostFields({
        title: `${sentence(6)} ${i}`,
        description: sentence(25),
        contentHtml: body(i),
        category: CATEGORIES[i % CATEGORIES.length]!,
        isPremium: i % 4 === 0,
        readingTime: 3,
        author: "Bench Author",
      });
      const row = { ...fields, id: `bench-${i}`, slug: `bench-post-${i}`, isPublished: true, publishedAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000) };
      tx.insert(blogPosts).values(row).run();
      indexPost(tx as unknown as typeof db, { ...row });
    }
  });
  return performance.now() - started;
}

function median(fn: (i: number) => unknown) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const seeded = seedPosts();
const pages = Math.ceil(POSTS / 6);
const longPost = findPublishedPost("bench-post-0")!.content;
const results = {
  "list query (page of 6 + count, random page and category)": median(() => {
    const category = random() < 0.5 ? null : pick(CATEGORIES);
    const total = countPublishedPosts(category);
    return listPublishedPosts(category, 1 + Math.floor(random() * Math.min(pages, Math.ceil(total / 6))));
  }),
  "list query, page 1 of All Resources": median(() => [countPublishedPosts(null), listPublishedPosts(null, 1)]),
  "post query (by slug)": median(() => findPublishedPost(`bench-post-${Math.floor(random() * POSTS)}`)),
  [`teaser cut (${longPost.split(/\s+/).length}-word post)`]: median(() => cutTeaser(longPost)),
  "search (one word, ranked, first page)": median(() => searchPublished(pick(VOCABULARY), null, 1)),
  "search (two words + category)": median(() => searchPublished(`${pick(VOCABULARY)} ${pick(VOCABULARY)}`, pick(CATEGORIES), 1)),
  "search, UK spelling (labour: labour OR labor)": median(() => searchPublished("labour", null, 1)),
  // Nothing has both words: a suggestion for the misspelt one, and the posts with the other.
  "search finding nothing (did you mean + closest)": median(() => searchPublished(`${misspell(pick(VOCABULARY))} qzxv`, null, 1)),
};

// One more post: the first search finding nothing after a write reads the words as they now are.
seedPosts(POSTS, POSTS + 1);
const started = performance.now();
searchPublished(`${misspell(pick(VOCABULARY))} qzxv`, null, 1);
const afterWrite = performance.now() - started;

console.log(`Seeded ${POSTS.toLocaleString("en-US")} posts (with search index) in ${(seeded / 1000).toFixed(1)} s; ${RUNS} runs each, medians:`);
for (const [name, ms] of Object.entries(results)) console.log(`  ${name.padEnd(58)} ${ms.toFixed(3)} ms`);
console.log(`  ${"first search finding nothing after a post is written (once)".padEnd(58)} ${afterWrite.toFixed(3)} ms`);
const plan = db.$client
  .prepare(
    "EXPLAIN QUERY PLAN SELECT id FROM blog_posts WHERE is_published = 1 AND published_at IS NOT NULL AND category = 'article' ORDER BY published_at DESC LIMIT 6 OFFSET 60",
  )
  .all() as { detail: string }[];
console.log(`List query plan: ${plan.map((p) => p.detail).join("; ")}`);
db.$client.close();
fs.rmSync(dataDir, { recursive: true, force: true });
