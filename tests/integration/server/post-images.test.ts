/**
 * Image uploads in the admin's post editor, through the running production
 * server: the origin check and body limit in front of Remix, the admin check,
 * the content checks, the files on disk, and /images/<name> as browsers and
 * CDNs get it. Also: a new post is a draft until the admin publishes it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, storedFiles, users } from "~/db/schema";
import { readSiteState } from "~/models/site-state.server";
import { MAX_IMAGE_BYTES } from "~/services/files/image-upload.server";
import { EDITOR_IMAGE } from "../../../server/policy/index.js";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
let admin = "";
let member = "";

beforeAll(async () => {
  server = await startServer({ dataDir: process.env.DATA_DIR! });
  member = await signUpOverHttp(server, `images-member-${Date.now()}@example.com`);
  const adminEmail = `images-admin-${Date.now()}@example.com`;
  admin = await signUpOverHttp(server, adminEmail);
  db.update(users).set({ role: "admin" }).where(eq(users.email, adminEmail)).run();
}, 120_000);

afterAll(() => server?.stop());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const imagesDir = () => path.join(server.dataDir, "images");
/** Every file in the images folder, temp files included. */
const storedImages = () => (fs.existsSync(imagesDir()) ? fs.readdirSync(imagesDir()).sort() : []);

/** A PNG of its own colour, so each test's upload is new to the server. */
function png(width: number, height: number) {
  const background = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

type Upload = { bytes: Uint8Array; name: string; type?: string };

/** The editor's form as the browser sends it, with `image` as its file. */
function sendEditor(
  image: Upload | null,
  { cookie = admin, intent = "upload", fields = {}, origin = server.origin, id = "new" }: { cookie?: string; intent?: string; fields?: Record<string, string>; origin?: string; id?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ title: "Walk-in cooler layouts", description: "Shelving that keeps air moving.", category: "article", author: "Team", body: "Text.", ...fields, intent })) {
    form.set(name, value);
  }
  form.set("image", new Blob(image ? [new Uint8Array(image.bytes)] : [], { type: image?.type ?? "application/octet-stream" }), image?.name ?? "");
  return fetch(`${server.origin}/admin/posts/${id}`, { method: "POST", redirect: "manual", headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) }, body: form });
}

const get = (pathname: string, init: RequestInit = {}) => fetch(`${server.origin}${pathname}`, { redirect: "manual", ...init });

/** A GET with the target exactly as written (fetch would resolve the dots first). */
function rawGet(target: string): Promise<number> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

describe("uploading an image in the post editor", () => {
  it("stores an admin's PNG under its hash with a card-width copy, offers its path and Markdown, and serves it for a year", async () => {
    const bytes = await png(1600, 800);
    const hash = sha256(bytes);
    const version = readSiteState().contentVersion;
    const response = await sendEditor({ bytes, name: "Cooler Layout.PNG", type: "image/png" }, { fields: { imageAlt: "Cooler [plan]" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Path: <code>/images/${hash}.png</code>`);
    expect(html).toContain(`![Cooler plan](/images/${hash}.png)`);
    // The post had no image: the upload is now its Image URL, and what was typed is kept.
    expect(html).toMatch(new RegExp(`id="post-imageUrl"[^>]*value="/images/${hash}.png"`));
    expect(html).toContain('value="Walk-in cooler layouts"');
    expect(storedImages()).toEqual(expect.arrayContaining([`${hash}.png`, `${hash}-w1200.png`]));
    expect(storedImages().filter((name) => name.endsWith(".tmp"))).toEqual([]);
    // Both copies are in the database too, byte for byte, so a replica of it holds them (docs/decisions/201).
    for (const name of [`${hash}.png`, `${hash}-w1200.png`]) {
      const copy = db.select().from(storedFiles).where(eq(storedFiles.path, `images/${name}`)).get();
      expect(copy?.sha256, name).toBe(sha256(fs.readFileSync(path.join(imagesDir(), name))));
    }
    // Nothing a visitor sees has changed until a post uses it.
    expect(readSiteState().contentVersion).toBe(version);

    for (const [name, width] of [[`${hash}.png`, 1600], [`${hash}-w1200.png`, 1200]] as const) {
      const served = await get(`/images/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: "png", width });
    }

    // The same bytes again are the same image: same name, no new file.
    const before = storedImages();
    const again = await sendEditor({ bytes, name: "copy.png" }, { fields: { imageUrl: "/images/blog/article.svg" } });
    const againHtml = await again.text();
    expect(againHtml).toContain(`Path: <code>/images/${hash}.png</code>`);
    // The post has an image already: it stays.
    expect(againHtml).toMatch(/id="post-imageUrl"[^>]*value="\/images\/blog\/article.svg"/);
    expect(storedImages()).toEqual(before);
  });

  it("stores a large phone photo upright, 2400 pixels wide, without its camera metadata", async () => {
    const width = 4000;
    const height = 3000;
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i % 251) ^ (Math.random() * 24);
    // Orientation 6: the camera was turned; the picture is 3000 wide once upright.
    const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 45/1 0/1" } })
      .toBuffer();
    const sent = await sharp(bytes).metadata();
    expect({ orientation: sent.orientation, hasExif: sent.exif !== undefined, under: bytes.byteLength < MAX_IMAGE_BYTES }).toEqual({ orientation: 6, hasExif: true, under: true });
    // How long this takes is a figure, not a test: `npm run bench:admin` prints it.
    const response = await sendEditor({ bytes, name: "IMG_0042.jpeg", type: "image/jpeg" });
    expect(response.status).toBe(200);

    const full = await sharp(path.join(imagesDir(), `${sha256(bytes)}.jpg`)).metadata();
    expect({ width: full.width, height: full.height, exif: full.exif, orientation: full.orientation }).toEqual({ width: 2400, height: 3200, exif: undefined, orientation: undefined });
    const card = await sharp(path.join(imagesDir(), `${sha256(bytes)}-w1200.jpg`)).metadata();
    expect({ width: card.width, height: card.height }).toEqual({ width: 1200, height: 1600 });
  }, 60_000);

  it("refuses a file whose content is not an image of its name's kind, says why, and stores nothing", async () => {
    const bytes = await png(40, 40);
    const before = storedImages();
    const cases: [Upload, string][] = [
      [{ bytes, name: "brochure.pdf", type: "application/pdf" }, "but the file is a PNG image. Rename it to end in .png and upload it again."],
      [{ bytes, name: "photo.jpg", type: "image/jpeg" }, "but the file is a PNG image."],
      [{ bytes: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), name: "innocent.png", type: "image/png" }, "This file is not a PNG, JPEG or WebP image."],
      [{ bytes: Buffer.concat([bytes.subarray(0, 16), Buffer.from("<html>not really</html>")]), name: "cut.png" }, "This image could not be read and may be damaged."],
    ];
    for (const [upload, message] of cases) {
      const response = await sendEditor(upload);
      expect(response.status, upload.name).toBe(400);
      const html = await response.text();
      expect(html, upload.name).toContain(message);
      expect(html, upload.name).toContain('value="Walk-in cooler layouts"');
    }
    const none = await sendEditor(null);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose an image to upload.");
    // A refused image stops a save too.
    const title = `Never saved ${Date.now()}`;
    const saved = await sendEditor({ bytes, name: "brochure.pdf" }, { intent: "save", fields: { title, publish: "on" } });
    expect(saved.status).toBe(400);
    expect(db.select().from(blogPosts).where(eq(blogPosts.title, title)).all()).toEqual([]);
    expect(storedImages()).toEqual(before);
  });

  it("is for admins only, from this site only", async () => {
    const bytes = await png(40, 40);
    const before = storedImages();
    const visitor = await sendEditor({ bytes, name: "a.png" }, { cookie: "" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await sendEditor({ bytes, name: "a.png" }, { cookie: member })).status).toBe(403);
    const crossSite = await sendEditor({ bytes, name: "a.png" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("Cross-site form submissions are not allowed.");
    expect(storedImages()).toEqual(before);
  });

  it("refuses an image over 5 MB with 413 and a message; the server's limit lets such a form reach the editor", async () => {
    expect(EDITOR_IMAGE.bytes).toBe(MAX_IMAGE_BYTES);
    const before = storedImages();
    const header = await png(40, 40);
    const bytes = Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES + 1 - header.byteLength)]);
    // With an article of some length, as the editor sends it.
    const response = await sendEditor({ bytes, name: "big.png", type: "image/png" }, { fields: { body: "A paragraph about the pass. ".repeat(10_000) } });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Image too large: please upload an image of at most 5 MB.");
    expect(html).toContain('value="Walk-in cooler layouts"');
    // Past the server's limit the post is refused before it is read (the client may see the answer or a reset).
    const huge = await sendEditor({ bytes: Buffer.concat([bytes, bytes]), name: "huge.png" }).catch((error: Error) => error);
    if (huge instanceof Response) {
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("an image may be at most 5 MB");
    }
    expect((await get("/healthz")).status).toBe(200);
    expect(storedImages()).toEqual(before);
  }, 30_000);
});

describe("/images/<name>", () => {
  it("answers 404 to unknown names, other files and climbing paths", async () => {
    fs.mkdirSync(imagesDir(), { recursive: true });
    fs.writeFileSync(path.join(imagesDir(), ".left-over.tmp"), "half an image");
    for (const target of [
      `/images/${"0".repeat(64)}.png`,
      `/images/${"0".repeat(64)}-w1200.png`,
      "/images/nothing.png",
      "/images/.left-over.tmp",
      "/images/../site.db",
      "/images/..%2fsite.db",
      "/images/%2e%2e/%2e%2e/etc/passwd",
      "/images/..%5c..%5csite.db",
    ]) {
      expect(await rawGet(target), target).toBe(404);
    }
  });
});

describe("a new post", () => {
  it("is a draft until the admin publishes it; then visitors see its uploaded image", async () => {
    const form = await (await get("/admin/posts/new", { headers: { Cookie: admin } })).text();
    // Of the publish choices, the draft is the one made.
    const choices = [...form.matchAll(/<input type="radio" name="publish"[^>]*>/g)].map(([tag]) => `${/value="(\w+)"/.exec(tag)?.[1]}${tag.includes("checked") ? " (chosen)" : ""}`);
    expect(choices).toEqual(["draft (chosen)", "now", "schedule"]);

    const bytes = await png(1300, 400);
    const hash = sha256(bytes);
    const title = `Cold room audit ${Date.now()}`;
    const created = await sendEditor({ bytes, name: "cold-room.png" }, { intent: "save", fields: { title, body: `Before.\n\n![The cold room](/images/${hash}.png)\n\n![Elsewhere](https://example.com/a.png)` } });
    expect(created.status).toBe(302);
    const row = db.select().from(blogPosts).where(eq(blogPosts.title, title)).get()!;
    expect(row).toMatchObject({ isPublished: false, publishedAt: null, imageUrl: `/images/${hash}.png` });
    const draft = await get(`/blog/${row.slug}`);
    expect(draft.status).toBe(302);
    expect(draft.headers.get("Location")).toBe("/blog");

    expect((await post(server, "/admin/posts", { intent: "publish", id: row.id }, { cookie: admin })).status).toBe(302);
    const page = await get(`/blog/${row.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<img src="/images/${hash}-w1200.png" alt="" width="1200" height="400"`);
    expect(html).toContain(`<img src="/images/${hash}-w1200.png" alt="The cold room" loading="lazy" decoding="async"`);
    expect(html).not.toContain("example.com/a.png");
  });
});
