/**
 * The weekly white paper's guard: one `generation_runs` row per ISO week. A
 * process may generate only after claiming the week in one atomic statement,
 * so two processes, or a restart, never publish twice in a week.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { generationRuns, settings } from "~/db/schema";

/** A run still "running" after this long died with its process; the week may be claimed again. */
export const STALE_RUN_MS = 30 * 60 * 1000;

export type Claim = { weekKey: string; startedAt: Date };

/**
 * Claims `weekKey` for this process: a new week, or one whose run failed or
 * went stale. Undefined when the week is done or another process is on it.
 */
export function claimWeek(weekKey: string, now = new Date()): Claim | undefined {
  const staleBefore = now.getTime() - STALE_RUN_MS;
  const row = db
    .insert(generationRuns)
    .values({ weekKey, status: "running", startedAt: now })
    .onConflictDoUpdate({
      target: generationRuns.weekKey,
      set: { status: "running", startedAt: now, error: null, finishedAt: null },
      setWhere: sql`${generationRuns.status} = 'failed' OR (${generationRuns.status} = 'running' AND ${generationRuns.startedAt} < ${staleBefore})`,
    })
    .returning({ weekKey: generationRuns.weekKey })
    .get();
  return row ? { weekKey, startedAt: now } : undefined;
}

/**
 * Marks the claimed run done with its post. Called inside the post's
 * transaction: a claim lost meanwhile (taken over as stale) throws, and the
 * post is not stored.
 */
export function finishClaim(claim: Claim, postId: string) {
  const { changes } = db
    .update(generationRuns)
    .set({ status: "succeeded", postId, finishedAt: new Date() })
    .where(claimed(claim))
    .run();
  if (changes !== 1) throw new Error(`The claim on ${claim.weekKey} was lost; not publishing a second paper.`);
}

export function failClaim(claim: Claim, error: string) {
  db.update(generationRuns)
    .set({ status: "failed", error: error.slice(0, 1000), finishedAt: new Date() })
    .where(claimed(claim))
    .run();
}

function claimed(claim: Claim) {
  return and(
    eq(generationRuns.weekKey, claim.weekKey),
    eq(generationRuns.status, "running"),
    eq(generationRuns.startedAt, claim.startedAt),
  );
}

/** The newest run, for the admin overview. */
export function latestRun() {
  return db.select().from(generationRuns).orderBy(desc(generationRuns.startedAt)).limit(1).get();
}

export function runForWeek(weekKey: string) {
  return db.select().from(generationRuns).where(eq(generationRuns.weekKey, weekKey)).get();
}

const MANUAL_LOCK_KEY = "white_paper_generating";
/** Longer than any generation can take (the SDK's timeout and retries); a lock older than this was left by a crash. */
const MANUAL_LOCK_MS = 15 * 60 * 1000;

/**
 * One hand-started generation at a time, across processes: a second click on
 * Generate (without JavaScript nothing stops it) must not buy a second paper.
 * Returns a token for `releaseManualGeneration`, or undefined when one is running.
 */
export function claimManualGeneration(now = new Date()): string | undefined {
  const token = `${now.getTime()}-${Math.random().toString(36).slice(2)}`;
  const row = db
    .insert(settings)
    .values({ key: MANUAL_LOCK_KEY, value: token, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: token, updatedAt: now },
      setWhere: sql`${settings.value} = '' OR ${settings.updatedAt} < ${now.getTime() - MANUAL_LOCK_MS}`,
    })
    .returning({ key: settings.key })
    .get();
  return row ? token : undefined;
}

export function releaseManualGeneration(token: string) {
  db.update(settings)
    .set({ value: "", updatedAt: new Date() })
    .where(and(eq(settings.key, MANUAL_LOCK_KEY), eq(settings.value, token)))
    .run();
}
