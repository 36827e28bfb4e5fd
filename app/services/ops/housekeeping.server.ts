/**
 * Deletes what no request can use any more: expired sessions, expired mailed
 * tokens (reset and verification links) and rate-limit hits older than the
 * longest limit window; and mail delivered more than 90 days ago (queued and
 * failed mail stays until it is sent or retried); and buyers' stamped copies of files made
 * more than a week ago (a download makes one again); counted views and events
 * after 13 months, once their days are summed (insights/retention.server.ts). The production server calls this on a
 * schedule; rows are in the database, so any one process may run it.
 */
import { deleteExpiredTokens } from "~/models/email-token.server";
import { pruneDeliveredMail } from "~/models/outbox.server";
import { pruneHits } from "~/models/rate-limit.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { pruneStampedCopies } from "~/services/files/stamped-copies.server";
import { pruneInsights } from "~/services/insights/retention.server";
import { LONGEST_LIMIT_WINDOW_MS } from "~/services/requests/security.server";

const MAIL_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;
const STAMPED_COPY_MS = 7 * 24 * 60 * 60 * 1000;

export function pruneExpired(now = new Date()): { sessions: number; tokens: number; limitHits: number; mails: number; stampedCopies: number; insights: { views: number; events: number } } {
  return {
    sessions: deleteExpiredSessions(now),
    tokens: deleteExpiredTokens(now),
    limitHits: pruneHits(new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS)),
    mails: pruneDeliveredMail(new Date(now.getTime() - MAIL_HISTORY_MS)),
    stampedCopies: pruneStampedCopies(new Date(now.getTime() - STAMPED_COPY_MS)),
    insights: pruneInsights(now),
  };
}
