/**
 * `npm run bench:admin`: figures for the admin content tools, from the
 * production server on loopback (needs `npm run build` first).
 *  1. Generate a white paper against the local fake Anthropic server (which
 *     answers at once): our own cost around the model call, POST to redirect.
 *  2. A settings save, then the next visitor's home page: the save, and the
 *     first (uncached) render after it, against a cached render.
 *  3. Saving an edited post of about 150 KB (multipart, past the 64 KiB limit of other forms).
 *  4. Uploading a phone photo in the post editor (a 4000×3000 JPEG, turned by its
 *     EXIF orientation): stored upright at 2400 px and 1200 px, metadata dropped
 *     (tests/integration/server/post-images.test.ts checks what is stored).
 * Prints medians and p90s. Not a test: figures depend on the machine.
 */
import Database from "better-sqlite3";
import path from "node:path";
import sharp from "sharp";
import { SITE_SETTING_DEFAULTS } from "../app/content/site-setting-defaults";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../tests/support/fake-anthropic";
import { post, signUpOverHttp, startServer, type RunningServer } from "../tests/support/server";

const N = Number(process.env.RUNS ?? 20);
/** Each photo is new to the server (the same bytes again are not resized again), and making one takes a moment. */
const PHOTOS = Number(process.env.PHOTOS ?? 5);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => `median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms (n=${values.length})`;

async function timed(run: () => Promise<Response>, expectStatus: number) {
  const t0 = performance.now();
  const response = await run();
  await response.text();
  const ms = performance.now() - t0;
  if (response.status !== expectStatus) throw new Error(`expected ${expectStatus}, got ${response.status}`);
  return ms;
}

async function makeAdmin(server: RunningServer) {
  const email = `bench-admin-${Date.now()}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const db = new Database(path.join(server.dataDir, "app.db"));
  db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  db.close();
  return cookie;
}

const fake = await new FakeAnthropic().start();
const server = await startServer({
  seed: true,
  env: { ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.origin, ANTHROPIC_MAX_RETRIES: "0", WHITE_PAPER_SCHEDULE: "off" },
});
try {
  const admin = await makeAdmin(server);
  const get = (pathname: string) => fetch(`${server.origin}${pathname}`);

  const generate: number[] = [];
  for (let i = 0; i < N; i++) generate.push(await timed(() => post(server, "/admin/white-papers", { topic: `Bench topic ${i}` }, { cookie: admin }), 302));

  const save: number[] = [];
  const afterSave: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < N; i++) {
    await get("/");
    cached.push(await timed(() => get("/"), 200));
    save.push(await timed(() => post(server, "/admin/settings", { ...SITE_SETTING_DEFAULTS, contactPhone: `+1 415 555 ${1000 + i}` }, { cookie: admin }), 302));
    afterSave.push(await timed(() => get("/"), 200));
  }

  const body = "A paragraph about kitchen workflow and the pass. ".repeat(3000);
  const created = await post(server, "/admin/posts/new", { intent: "save", title: "Bench post", description: "d", category: "article", author: "Bench", body, publish: "on" }, { cookie: admin });
  const editPath = created.headers.get("Location")!;
  const edits: number[] = [];
  for (let i = 0; i < N; i++) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "save", title: `Bench post ${i}`, description: "d", category: "article", author: "Bench", body })) form.append(k, v);
    edits.push(await timed(() => fetch(`${server.origin}${editPath}`, { method: "POST", body: form, headers: { Origin: server.origin, Cookie: admin }, redirect: "manual" }), 302));
  }

  const photos: number[] = [];
  let photoBytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const raw = Buffer.alloc(4000 * 3000 * 3);
    for (let j = 0; j < raw.length; j++) raw[j] = (j % 251) ^ (Math.random() * 24);
    const bytes = await sharp(raw, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer();
    photoBytes = bytes.byteLength;
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "upload", title: "Bench photo", description: "d", category: "article", author: "Bench", body: "Text." })) form.append(k, v);
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `IMG_${i}.jpeg`);
    photos.push(await timed(() => fetch(`${server.origin}/admin/posts/new`, { method: "POST", body: form, headers: { Origin: server.origin, Cookie: admin }, redirect: "manual" }), 200));
  }

  console.log(`Generate a white paper (fake model answers at once), POST → 302: ${summary(generate)}`);
  console.log(`Settings save, POST → 302: ${summary(save)}`);
  console.log(`Home page for the next visitor after a save (uncached render): ${summary(afterSave)}`);
  console.log(`Home page from the page cache (before the save): ${summary(cached)}`);
  console.log(`Save a ${(body.length / 1024).toFixed(0)} KB post (multipart), POST → 302: ${summary(edits)}`);
  console.log(`Upload a 4000×3000 phone photo (JPEG of about ${(photoBytes / 1024 / 1024).toFixed(1)} MB) in the post editor, stored at 2400 and 1200 px, POST → 200: ${summary(photos)}`);
} finally {
  await server.stop();
  await fake.stop();
}
