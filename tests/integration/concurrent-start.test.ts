/**
 * Processes (issue "Clocks and processes"): two separate processes started at
 * once on one empty data folder (two containers, two `npm start`s on a shared
 * volume, a restart that overlaps the old process) must migrate the database
 * once, both come up, and claim the week's white paper once
 * (docs/decisions/151: one `generation_runs` row per ISO week).
 *
 * Unlike WEB_CONCURRENCY (server/index.js starts its workers one after the
 * other for this reason), nothing orders two separate processes: each runs
 * `openDatabase` (app/db/open.server.ts: migrate) on its own. So:
 * - two real `npm start`s (scripts/start.js: the compiled seed step, then the
 *   production server with its weekly schedule) on one empty folder;
 * - then the race itself, repeated: two `npm run white-papers:generate` tools
 *   (build/tools/generate-white-paper.js: open and migrate the database, then
 *   claim this week) held by a preload until the same instant, each round on a
 *   new empty folder. Whether a round hits the window is up to the scheduler,
 *   so there are many rounds.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoWeekKey, weeklySlotPassed } from "~/utils/iso-week";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../support/fake-anthropic";

const ROOT = path.resolve(import.meta.dirname, "../..");
// About one round in six hits the window where both processes read "no migrations yet"; 16 rounds
// miss it about 5% of the time. CONCURRENT_START_ROUNDS=100 for a surer answer.
const ROUNDS = Number(process.env.CONCURRENT_START_ROUNDS ?? 16);
const fake = new FakeAnthropic();
const folders: string[] = [];
const children: ChildProcess[] = [];

/** A zone where this week's Monday 02:00 has passed now, so a starting server makes up the week's paper at once. */
const SLOT_ZONE = ["America/Los_Angeles", "Pacific/Auckland", "Asia/Bangkok"].find((zone) => weeklySlotPassed(new Date(), zone, 2))!;

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, "build", "tools", "seed.js"))) throw new Error("Run `npm run build` first.");
  await fake.start();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await fake.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function emptyFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-concurrent-"));
  folders.push(dir);
  return dir;
}

/** What the processes share: production, the data folder, the fake Anthropic; no developer's .env or replica. */
function envFor(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ENV_FILE: path.join(dataDir, "no.env"),
    SESSION_SECRET: "concurrent-start-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: "http://127.0.0.1",
    LOG_LEVEL: "warn",
    ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY,
    ANTHROPIC_BASE_URL: fake.origin,
    ANTHROPIC_MAX_RETRIES: "0",
    WHITE_PAPER_TIME_ZONE: SLOT_ZONE,
    WHITE_PAPER_SCHEDULE: "on",
    ...extra,
  };
  for (const key of ["LITESTREAM_REPLICA_URL", "LITESTREAM_SUPERVISED", "NODE_OPTIONS", "WEB_CONCURRENCY", "SMTP_URL", "STRIPE_SECRET_KEY"]) {
    if (!(key in extra)) delete env[key];
  }
  return env;
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function launch(args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The origin a started server prints, or an error with its output if it exited first. */
async function serving(run: Run, timeoutMs = 90_000): Promise<string> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    const port = /Serving on http:\/\/[^:]+:(\d+)/.exec(run.output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (run.child.exitCode !== null) throw new Error(`exited with ${run.child.exitCode} before serving (${firstError(run.output())}):\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`did not start serving:\n${run.output()}`);
}

/** Every migration in drizzle/'s journal, as drizzle's migrator records it (sha256 of the file, the journal's time). */
function expectedMigrations() {
  const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries
    .map(({ tag, when }) => ({ hash: createHash("sha256").update(fs.readFileSync(path.join(ROOT, "drizzle", `${tag}.sql`)).toString()).digest("hex"), createdAt: when }))
    .sort((a, b) => a.createdAt - b.createdAt);
}

function readDatabase(dataDir: string) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return {
      migrations: (db.prepare("SELECT hash, created_at AS createdAt FROM __drizzle_migrations ORDER BY created_at, id").all() as { hash: string; createdAt: number }[]).map(
        (m) => ({ hash: m.hash, createdAt: Number(m.createdAt) }),
      ),
      runs: db.prepare("SELECT week_key AS weekKey, status, post_id AS postId FROM generation_runs ORDER BY id").all() as { weekKey: string; status: string; postId: string | null }[],
      posts: (db.prepare("SELECT count(*) AS n FROM blog_posts WHERE author = 'AI Research Team'").get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

/** The line of a failed process's output that says what went wrong. */
function firstError(output: string) {
  const lines = output.trim().split("\n");
  return (lines.find((line) => /already exists/.test(line)) ?? lines.find((line) => /^\w*Error\b/.test(line)) ?? lines[0] ?? "").trim().slice(0, 200);
}

describe("two `npm start`s at once on one empty data folder", () => {
  it("both migrate and seed without failing, the migrations are recorded once each, both serve, and the week's paper is claimed once", async () => {
    const dataDir = emptyFolder();
    fake.mode = "slow";
    fake.slowMs = 3000;
    const callsBefore = fake.calls.length;
    const week = isoWeekKey(new Date(), SLOT_ZONE);
    // SKIP_BUILD: the build is this run's (building here would race the other test files).
    const env = envFor(dataDir, { PORT: "0", HOST: "127.0.0.1", SKIP_BUILD: "1" });
    const starts = [launch(["scripts/start.js"], env), launch(["scripts/start.js"], env)];
    try {
      const origins = await Promise.all(starts.map((run) => serving(run)));
      for (const origin of origins) expect((await fetch(`${origin}/`)).status).toBe(200);

      // The slow fake keeps the first claim "running" while the second process starts.
      for (let i = 0; i < 100 && readDatabase(dataDir).runs.some((r) => r.status === "running"); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      const after = readDatabase(dataDir);
      expect(after.migrations).toEqual(expectedMigrations());
      expect(after.runs).toEqual([{ weekKey: week, status: "succeeded", postId: expect.any(String) }]);
      expect(fake.calls.length - callsBefore).toBe(1);
      const said = starts.map((run) => run.output());
      expect(said.filter((out) => out.includes(`Weekly white paper for ${week}: "`)), said.join("\n-----\n")).toHaveLength(1);
      expect(said.filter((out) => out.includes(`Weekly white paper for ${week}: already written or being written`)), said.join("\n-----\n")).toHaveLength(1);
    } finally {
      for (const run of starts) if (run.child.exitCode === null) run.child.kill("SIGTERM");
      await Promise.all(starts.map((run) => run.exited));
    }
    // Both shut down cleanly on SIGTERM.
    expect(await Promise.all(starts.map((run) => run.exited)), starts.map((run) => run.output()).join("\n-----\n")).toEqual([0, 0]);
  }, 180_000);
});

describe("the race, repeated: two processes released at the same instant on an empty data folder", () => {
  it(`in each of ${ROUNDS} rounds, both succeed, each migration is recorded once, and exactly one of the two claims the week`, async () => {
    fake.mode = "ok";
    const migrations = expectedMigrations();
    const week = isoWeekKey(new Date(), SLOT_ZONE);
    // Loaded before the tool's own code: waits for the instant both were given.
    const hold = `data:text/javascript,${encodeURIComponent("const at = Number(process.env.GO_AT); while (Date.now() < at);")}`;
    const problems: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const dataDir = emptyFolder();
      const callsBefore = fake.calls.length;
      const env = envFor(dataDir, { GO_AT: String(Date.now() + 500) });
      const tools = [0, 1].map(() => launch(["--import", hold, "build/tools/generate-white-paper.js"], env));
      const codes = await Promise.all(tools.map((tool) => tool.exited));
      const outputs = tools.map((tool) => tool.output());
      const seen = fs.existsSync(path.join(dataDir, "app.db")) ? readDatabase(dataDir) : undefined;
      const wrote = outputs.filter((out) => /^Wrote "White Paper: .+" .*for \d{4}-W\d{2}: a draft/m.test(out)).length;
      const refused = outputs.filter((out) => out.includes("already has its white paper, or a server is writing it now")).length;
      const wrong = [
        codes.some((code) => code !== 0) && `exit codes ${codes.join(", ")}: ${outputs.map(firstError).join(" | ")}`,
        seen && JSON.stringify(seen.migrations) !== JSON.stringify(migrations) && `migrations recorded: ${seen.migrations.length} (expected ${migrations.length}, once each)`,
        (seen?.runs.length !== 1 || seen.runs[0]!.weekKey !== week) && `generation_runs: ${JSON.stringify(seen?.runs)}`,
        seen?.posts !== 1 && `${seen?.posts ?? 0} papers stored`,
        (wrote !== 1 || refused !== 1) && `${wrote} wrote a paper and ${refused} were refused (expected 1 and 1)`,
        fake.calls.length - callsBefore !== 1 && `${fake.calls.length - callsBefore} calls to the model`,
      ].filter(Boolean);
      if (wrong.length > 0) problems.push(`round ${round}: ${wrong.join("; ")}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
