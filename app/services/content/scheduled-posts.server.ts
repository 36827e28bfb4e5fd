/**
 * Scheduled posts publish themselves (docs/decisions/206). Every server
 * process runs this timer; publishDuePosts claims each due post in one
 * statement, so however many run it, a post is published once. Publishing
 * writes blog_posts, which moves the content version on: every process's page
 * cache drops the pages rendered without the post (blog, home, sitemap, feed).
 * A send to subscribers kept with the schedule starts once the post is published.
 */
import { nextScheduledPublish, publishDuePosts } from "~/models/admin-posts.server";
import { startSendsOnPublish } from "~/services/newsletter/send.server";

/**
 * Longest wait between two looks: a schedule saved by another process (or
 * changed in the database) is seen this soon; one known in time is met to the
 * millisecond, by a timer set for it.
 */
export const SCHEDULE_CHECK_MS = 5000;

/** Publishes what is due, then the wait until the next look. */
export function publishDueAndPlan(now = new Date()): { published: string[]; sent: string[]; waitMs: number } {
  const published = publishDuePosts(now);
  // Also the sends of posts published by an earlier look that died before starting them.
  const sent = startSendsOnPublish(now).map(({ postId, result }) => (result.ok ? `${postId} to ${result.audience}` : `${postId} not sent: ${result.error}`));
  const next = nextScheduledPublish();
  const waitMs = next ? Math.min(SCHEDULE_CHECK_MS, Math.max(0, next.getTime() - now.getTime())) : SCHEDULE_CHECK_MS;
  return { published, sent, waitMs };
}

/** Starts the timer in this process (a post whose time passed while the site was down is published at once). Returns a stop function. */
export function startScheduledPublishing(): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = () => {
    let waitMs = SCHEDULE_CHECK_MS;
    try {
      const outcome = publishDueAndPlan();
      waitMs = outcome.waitMs;
      if (outcome.published.length > 0) console.log(`Scheduled posts published: ${outcome.published.join(", ")}.`);
      if (outcome.sent.length > 0) console.log(`Sends on publication started: ${outcome.sent.join(", ")}.`);
    } catch (error) {
      // A busy or full disk: the post stays scheduled and the next look tries again.
      console.error("Scheduled publishing failed", error);
    }
    if (stopped) return;
    timer = setTimeout(look, waitMs);
    timer.unref();
  };
  look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
