/**
 * The newsletter's pace in the background: every process ticks
 * (WEB_CONCURRENCY); each tick claims recipients in the database, so two
 * processes never queue one twice, and the minute's total is counted there
 * too. After a restart, waiting recipients are simply picked up again.
 */
import { onSendStarted, PACE_TICK_MS, queueDueRecipients } from "./send.server";

let timer: NodeJS.Timeout | undefined;

function tick() {
  try {
    queueDueRecipients();
  } catch (error) {
    // A busy or full disk: the recipients stay waiting and the next tick tries again.
    console.error("Newsletter pace failed", error);
  }
}

export function startNewsletterWorker(tickMs = PACE_TICK_MS) {
  if (timer) return;
  onSendStarted(() => setImmediate(tick));
  timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
}

export function stopNewsletterWorker() {
  clearInterval(timer);
  timer = undefined;
  onSendStarted(null);
}
