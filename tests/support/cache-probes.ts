/**
 * What the cache tests need to look for leaks through the running server: a
 * premium post's hidden text, readers with and without access, cookies
 * spelled as real clients may spell them, and requests fetch() cannot send
 * (several Cookie headers, HEAD read raw).
 */
import http from "node:http";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, customers, users } from "~/db/schema";
import { post, type RunningServer } from "./server";

/** Five plain words from the last paragraph of a published premium post: past any teaser. */
export function hiddenPhraseOfPremiumPost(): { slug: string; phrase: string } {
  const posts = db
    .select({ slug: blogPosts.slug, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPremium, true), eq(blogPosts.isPublished, true)))
    .all();
  for (const { slug, content } of posts) {
    const paragraphs = [...content.matchAll(/<p>([^<]+)<\/p>/g)].map((m) => m[1]!);
    const words = (paragraphs.at(-1) ?? "").split(" ");
    for (let i = 0; i + 5 <= words.length; i++) {
      const window = words.slice(i, i + 5);
      if (window.every((word) => /^[A-Za-z]{3,}$/.test(word))) return { slug, phrase: window.join(" ") };
    }
  }
  throw new Error("no published premium post with a plain last paragraph");
}

export type Reader = { email: string; fullName: string; cookie: string };

/** An account signed up through HTTP; with `premium`, given access in the database. */
export async function newReader(server: RunningServer, { premium, fullName = "Cache Reader" }: { premium: boolean; fullName?: string }): Promise<Reader> {
  const email = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
  if (premium) {
    const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!;
    db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, user.id)).run();
  }
  return { email, fullName, cookie };
}

/** `__session=v` spelled with another separator before its value (`" ="`, `"\t="`): still a session to Remix's parser. */
export function respell(cookie: string, separator: string) {
  const at = cookie.indexOf("=");
  return `${cookie.slice(0, at)}${separator}${cookie.slice(at + 1)}`;
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with headers exactly as given (repeated names stay repeated), read whole. */
export function rawRequest(server: RunningServer, method: string, pathname: string, headers: [string, string][] = []): Promise<RawResponse> {
  const url = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      // Raw header lists get no Host of Node's own.
      { host: url.hostname, port: url.port, method, path: pathname, headers: [["Host", url.host], ...headers].flat(), agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}
