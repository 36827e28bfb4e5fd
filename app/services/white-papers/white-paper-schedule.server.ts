/**
 * The weekly white paper (SPEC §9: Monday 2:00 AM, about 30% premium). Every
 * server process starts the schedule; the ISO-week row in the database
 * (models/generation-run) decides which one generates. A failed or missed run
 * is tried again when a process starts later in the same week.
 */
import { Cron } from "croner";
import { claimWeek, failClaim, finishClaim, runForWeek } from "~/models/generation-run.server";
import { getEnv } from "~/utils/env.server";
import { isoWeekKey, weeklySlotPassed } from "~/utils/iso-week";
import { isAiConfigured } from "./anthropic.server";
import { generateWhitePaper, GenerationFailed } from "./white-paper-generator.server";

export const WEEKLY_PATTERN = "0 2 * * 1";
const WEEKLY_HOUR = 2;
export const PREMIUM_SHARE = 0.3;

export type WeeklyOutcome =
  | { status: "written"; weekKey: string; title: string; slug: string; premium: boolean; published: boolean }
  | { status: "already-claimed"; weekKey: string }
  | { status: "not-configured" }
  | { status: "failed"; weekKey: string; error: string };

/** One attempt at this week's paper; safe to call from any number of processes at once. */
export async function runWeeklyWhitePaper({ now = new Date(), random = Math.random }: { now?: Date; random?: () => number } = {}): Promise<WeeklyOutcome> {
  if (!isAiConfigured()) {
    console.warn("Weekly white paper skipped: ANTHROPIC_API_KEY is not set.");
    return { status: "not-configured" };
  }
  const weekKey = isoWeekKey(now, getEnv().WHITE_PAPER_TIME_ZONE);
  const claim = claimWeek(weekKey, now);
  if (!claim) {
    console.log(`Weekly white paper for ${weekKey}: already written or being written (by this or another process).`);
    return { status: "already-claimed", weekKey };
  }
  const premium = random() < PREMIUM_SHARE;
  try {
    const post = await generateWhitePaper({ premium, afterInsert: ({ id }) => finishClaim(claim, id) });
    const state = post.published ? `published at /blog/${post.slug}` : "held as a draft for the admin's review";
    console.log(`Weekly white paper for ${weekKey}: "${post.title}" ${state}${premium ? " (premium)" : ""}.`);
    return { status: "written", weekKey, title: post.title, slug: post.slug, premium, published: post.published };
  } catch (error) {
    const message = error instanceof GenerationFailed ? error.message : error instanceof Error ? error.message : String(error);
    failClaim(claim, message);
    console.error(`Error Checking Schedule: the weekly white paper for ${weekKey} failed (${message}). It is tried again at the next start this week.`);
    return { status: "failed", weekKey, error: message };
  }
}

/** When the schedule next fires (the admin overview shows it). */
export function nextScheduledRun(now = new Date()): Date | null {
  const job = new Cron(WEEKLY_PATTERN, { timezone: getEnv().WHITE_PAPER_TIME_ZONE, paused: true });
  const next = job.nextRun(now);
  job.stop();
  return next;
}

export function isScheduleOn(): boolean {
  return getEnv().WHITE_PAPER_SCHEDULE === "on";
}

/**
 * Starts the weekly job in this process and, if this week's slot has passed
 * without a paper (failed, or the server was down), tries it now.
 * Returns a stop function for shutdown.
 */
export function startWeeklySchedule(): () => void {
  if (!isScheduleOn()) return () => {};
  const timezone = getEnv().WHITE_PAPER_TIME_ZONE;
  const run = async () => {
    try {
      await runWeeklyWhitePaper();
    } catch (error) {
      console.error("Error Checking Schedule", error);
    }
  };
  const job = new Cron(WEEKLY_PATTERN, { timezone, protect: true }, run);
  if (isAiConfigured() && weeklySlotPassed(new Date(), timezone, WEEKLY_HOUR)) void run();
  return () => job.stop();
}

/** What the admin overview shows about the schedule. */
export function scheduleState(now = new Date()) {
  const timeZone = getEnv().WHITE_PAPER_TIME_ZONE;
  const run = runForWeek(isoWeekKey(now, timeZone));
  return {
    on: isScheduleOn(),
    configured: isAiConfigured(),
    timeZone,
    nextRun: nextScheduledRun(now)?.toISOString() ?? null,
    thisWeek: run ? { status: run.status, error: run.error } : null,
  };
}
