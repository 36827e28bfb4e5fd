import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WHITE_PAPER_TOPICS } from "~/content/white-paper-topics";
import { db } from "~/db/client.server";
import { blogPosts, generationRuns } from "~/db/schema";
import { readSiteState } from "~/models/site-state.server";
import { action as generateAction, loader as generateLoader } from "~/routes/admin.white-papers";
import { runWeeklyWhitePaper } from "~/services/white-papers/white-paper-schedule.server";
import { resetEnvForTests } from "~/utils/env.server";
import { signUpAdmin, signUpDirect } from "../support/accounts";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../support/fake-anthropic";
import { formRequest, getRequest, settle } from "../support/requests";

const fake = new FakeAnthropic();
const args = (request: Request) => ({ request, params: {}, context: {} });
let admin = "";
let user = "";

function useAi(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

const postCount = () => db.select({ n: sql<number>`count(*)` }).from(blogPosts).get()!.n;
const generate = (topic: string, cookie = admin) =>
  settle(() => generateAction(args(formRequest("/admin/white-papers", { topic }, { cookie }))));

beforeAll(async () => {
  await fake.start();
  admin = await signUpAdmin("wp-admin@example.com");
  user = await signUpDirect("wp-user@example.com");
});

beforeEach(() => {
  fake.mode = "ok";
  fake.calls.length = 0;
  useAi({ ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.origin, ANTHROPIC_TIMEOUT_MS: "4000", ANTHROPIC_MAX_RETRIES: "0" });
});

afterAll(async () => {
  await fake.stop();
});

describe("generating a white paper (/admin/white-papers)", () => {
  it("stores one sanitised white-paper post by the AI Research Team, a draft for review by default, and says so", async () => {
    const before = postCount();
    const version = readSiteState().contentVersion;
    const warn = vi.spyOn(console, "warn");
    const response = await generate("Buffet waste in resort hotels");
    // The SDK warns when a model nears its end of life: the default must not be one.
    expect(warn.mock.calls.flat().join("\n")).not.toMatch(/deprecated|end-of-life/i);
    warn.mockRestore();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/white-papers");
    expect(response.headers.get("Set-Cookie")).toContain("toast=");
    expect(postCount()).toBe(before + 1);

    const post = db.select().from(blogPosts).where(eq(blogPosts.title, "White Paper: Buffet waste in resort hotels")).get()!;
    expect(post).toMatchObject({ category: "white-paper", author: "AI Research Team", isPublished: false, isPremium: false, source: "ai", readingTime: 7 });
    expect(post.slug).toBe("white-paper-buffet-waste-in-resort-hotels");
    expect(post.publishedAt).toBeNull();
    expect(post.content).toContain("<h2>Why it matters</h2>");
    expect(post.content).toContain("<li>Measure a baseline.</li>");
    expect(post.content).not.toMatch(/<script|alert\("xss"\)|onerror|onclick|<img/i);
    expect(Number(readSiteState().contentVersion)).toBeGreaterThan(Number(version));

    // The real SDK sent the key and asked for the tool.
    const call = fake.calls[0]!;
    // (SDK 1.x sends the key as a bearer token; older ones as x-api-key.)
    expect([call.headers.authorization, call.headers["x-api-key"]]).toContain(`Bearer ${FAKE_ANTHROPIC_KEY}`);
    expect(call.body).toMatchObject({ model: "claude-sonnet-4-6", tool_choice: { type: "tool", name: "publish_white_paper" } });

    // The last-generated notice shows it.
    const page = (await generateLoader(args(getRequest("/admin/white-papers", { cookie: admin })))) as {
      configured: boolean;
      release: string;
      last: { title: string; published: boolean };
    };
    expect(page.configured).toBe(true);
    expect(page.release).toBe("review");
    expect(page.last).toMatchObject({ title: "White Paper: Buffet waste in resort hotels", published: false });
  });

  it("publishes at once when the admin chose so, and holds drafts again when the admin chooses review", async () => {
    const choose = (release: string) =>
      settle(() => generateAction(args(formRequest("/admin/white-papers", { form: "release", release }, { cookie: admin }))));
    expect((await choose("sometimes")).status).toBe(400);
    expect((await choose("publish")).status).toBe(302);
    await generate("Glassware breakage");
    const published = db.select().from(blogPosts).where(eq(blogPosts.title, "White Paper: Glassware breakage")).get()!;
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).toBeInstanceOf(Date);

    expect((await choose("review")).status).toBe(302);
    await generate("Ice machines");
    expect(db.select().from(blogPosts).where(eq(blogPosts.title, "White Paper: Ice machines")).get()!.isPublished).toBe(false);
  });

  it("lets only admins choose what happens to new papers", async () => {
    const response = await settle(() => generateAction(args(formRequest("/admin/white-papers", { form: "release", release: "publish" }, { cookie: user }))));
    expect(response.status).toBe(403);
    const page = (await generateLoader(args(getRequest("/admin/white-papers", { cookie: admin })))) as { release: string };
    expect(page.release).toBe("review");
  });

  it("gives a second paper on the same topic a slug of its own", async () => {
    await generate("Staff meals");
    await generate("Staff meals");
    const slugs = db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.title, "White Paper: Staff meals")).all();
    expect(slugs.map((s) => s.slug).sort()).toEqual(["white-paper-staff-meals", "white-paper-staff-meals-2"]);
  });

  it("a second Generate while one is running is refused, so a double click buys one paper", async () => {
    fake.mode = "slow";
    fake.slowMs = 1500;
    const before = postCount();
    const responses = await Promise.all([generate("Double click"), generate("Double click")]);
    expect(responses.map((r) => r.status).sort()).toEqual([302, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect(JSON.parse(await refused.text()).error).toMatch(/being generated already/);
    expect(postCount()).toBe(before + 1);
    expect(fake.calls).toHaveLength(1);
    // Finished (or failed): the next one may start.
    fake.mode = "api-error";
    expect((await generate("After a failure")).status).toBe(502);
    fake.mode = "ok";
    expect((await generate("After a failure")).status).toBe(302);
  });

  it("picks a topic from the curated list when the topic is blank", async () => {
    const response = await generate("   ");
    expect(response.status).toBe(302);
    expect(WHITE_PAPER_TOPICS).toContain(fake.topicOf(fake.calls[0]!));
  });

  for (const [mode, reason] of [
    ["api-error", /The AI service returned an error \(500\): Internal server error \(fake\)/],
    ["hang", /did not answer in time/],
    ["malformed", /unexpected shape/],
  ] as const) {
    it(`stores nothing and says 'Generation Failed' when the AI service ${mode === "hang" ? "times out" : `answers with ${mode}`}`, async () => {
      fake.mode = mode;
      const before = postCount();
      const version = readSiteState().contentVersion;
      const response = await generate("Night audit routines");
      expect(response.status).toBe(502);
      const body = JSON.parse(await response.text());
      expect(body.error).toMatch(reason);
      expect(body.topic).toBe("Night audit routines");
      expect(postCount()).toBe(before);
      expect(readSiteState().contentVersion).toBe(version);
    });
  }

  it("refuses a topic that is too long, without calling the AI", async () => {
    const response = await generate("x".repeat(201));
    expect(response.status).toBe(400);
    expect(JSON.parse(await response.text()).fieldError).toBe("The topic must be at most 200 characters.");
    expect(fake.calls).toHaveLength(0);
  });

  it("says generation is not configured without a key, and generates nothing", async () => {
    useAi({ ANTHROPIC_API_KEY: undefined });
    const page = (await generateLoader(args(getRequest("/admin/white-papers", { cookie: admin })))) as { configured: boolean };
    expect(page.configured).toBe(false);
    const before = postCount();
    const response = await generate("Anything");
    expect(response.status).toBe(503);
    expect(postCount()).toBe(before);
    expect(fake.calls).toHaveLength(0);
  });

  it("is for admins only: a signed-in user gets 403 and nothing is generated", async () => {
    const response = await generate("Anything", user);
    expect(response.status).toBe(403);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("the weekly run", () => {
  const monday = (week: number) => new Date(Date.UTC(2027, 0, 4 + 7 * week, 12)); // Mondays of 2027, noon UTC

  it("publishes one paper when two processes run the same week at once", async () => {
    fake.mode = "slow";
    fake.slowMs = 400;
    const before = postCount();
    const now = monday(1);
    const outcomes = await Promise.all([runWeeklyWhitePaper({ now }), runWeeklyWhitePaper({ now })]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["already-claimed", "written"]);
    expect(postCount()).toBe(before + 1);
    expect(fake.calls).toHaveLength(1);
    const run = db.select().from(generationRuns).where(eq(generationRuns.weekKey, "2027-W02")).get()!;
    expect(run.status).toBe("succeeded");
    expect(run.postId).not.toBeNull();
    // Later in the same week: nothing more.
    expect((await runWeeklyWhitePaper({ now: new Date(now.getTime() + 86_400_000) })).status).toBe("already-claimed");
    expect(postCount()).toBe(before + 1);
  });

  it("records a failure, stores nothing, and succeeds when tried again the same week", async () => {
    const now = monday(2);
    fake.mode = "api-error";
    const before = postCount();
    const failed = await runWeeklyWhitePaper({ now });
    expect(failed.status).toBe("failed");
    expect(postCount()).toBe(before);
    expect(db.select().from(generationRuns).where(eq(generationRuns.weekKey, "2027-W03")).get()?.status).toBe("failed");

    fake.mode = "ok";
    const retried = await runWeeklyWhitePaper({ now, random: () => 0.1 });
    expect(retried).toMatchObject({ status: "written", premium: true, published: false });
    expect(postCount()).toBe(before + 1);
    expect(db.select().from(generationRuns).where(eq(generationRuns.weekKey, "2027-W03")).get()?.status).toBe("succeeded");
  });

  it("makes about 30% of weekly papers premium", async () => {
    const free = await runWeeklyWhitePaper({ now: monday(3), random: () => 0.31 });
    expect(free).toMatchObject({ status: "written", premium: false });
    const slug = free.status === "written" ? free.slug : "";
    expect(db.select({ p: blogPosts.isPremium }).from(blogPosts).where(eq(blogPosts.slug, slug)).get()?.p).toBe(false);
  });

  it("`npm run white-papers:generate` in two processes at once publishes this week's paper once", async () => {
    fake.mode = "slow";
    fake.slowMs = 800;
    const before = postCount();
    const cli = () =>
      promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/generate-white-paper.ts"], { env: { ...process.env } });
    const outputs = await Promise.all([cli(), cli()]);
    const said = outputs.map((o) => o.stdout).join("\n");
    expect(said).toMatch(/Wrote "White Paper: .+"( \(premium\))? for \d{4}-W\d{2}: a draft, waiting for review under Posts\./);
    expect(said).toMatch(/already has its white paper, or a server is writing it now/);
    expect(postCount()).toBe(before + 1);
    expect(fake.calls).toHaveLength(1);
  }, 60_000);

  it("does nothing without a key", async () => {
    useAi({ ANTHROPIC_API_KEY: undefined });
    expect(await runWeeklyWhitePaper({ now: monday(4) })).toEqual({ status: "not-configured" });
    expect(db.select().from(generationRuns).where(eq(generationRuns.weekKey, "2027-W05")).get()).toBeUndefined();
  });
});

describe("the fake Anthropic server", () => {
  it("accepts Authorization: Bearer as well as x-api-key, and refuses a wrong key", async () => {
    const ask = (headers: Record<string, string>) =>
      fetch(`${fake.origin}/v1/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "anthropic-version": "2023-06-01", ...headers },
        body: JSON.stringify({ model: "m", max_tokens: 10, messages: [{ role: "user", content: "Write a white paper on this topic: x" }] }),
      });
    const bearer = await ask({ Authorization: `Bearer ${FAKE_ANTHROPIC_KEY}` });
    expect(bearer.status).toBe(200);
    expect((await bearer.json()).content[0].type).toBe("tool_use");
    expect((await ask({ "x-api-key": "wrong" })).status).toBe(401);
  });
});
