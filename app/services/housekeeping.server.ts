/**
 * Deletes what no request can use any more: expired sessions, expired mailed
 * tokens (reset and verification links) and rate-limit hits older than the
 * longest limit window. The production server calls this on a
 * schedule; rows are in the database, so any one process may run it.
 */
import { deleteExpiredTokens } from "~/models/email-token.server";
import { pruneHits } from "~/models/rate-limit.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { LONGEST_LIMIT_WINDOW_MS } from "./security.server";

export function pruneExpired(now = new Date()): { sessions: number; tokens: number; limitHits: number } {
  return {
    sessions: deleteExpiredSessions(now),
    tokens: deleteExpiredTokens(now),
    limitHits: pruneHits(new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS)),
  };
}
