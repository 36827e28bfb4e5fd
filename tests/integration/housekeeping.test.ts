import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailTokens, mailOutbox, rateLimitHits, sessions, users } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { pruneExpired } from "~/services/ops/housekeeping.server";
import { LONGEST_LIMIT_WINDOW_MS } from "~/services/requests/security.server";

const NOW = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);

beforeEach(() => {
  db.delete(sessions).run();
  db.delete(rateLimitHits).run();
  db.delete(users).run();
});

describe("pruneExpired", () => {
  it("deletes expired sessions and limit hits older than the longest window, and nothing else", () => {
    const user = createUserWithCustomer({ email: "ana@example.com", fullName: "Ana", passwordHash: "x" });
    db.insert(sessions)
      .values([
        { id: "expired-long-ago", userId: user.id, expiresAt: ago(24 * 60 * 60 * 1000) },
        { id: "expired-just-now", userId: user.id, expiresAt: ago(1) },
        { id: "live", userId: user.id, expiresAt: ahead(60 * 1000) },
      ])
      .run();
    db.insert(rateLimitHits)
      .values([
        { bucket: "signup:old", createdAt: ago(LONGEST_LIMIT_WINDOW_MS + 1000) },
        { bucket: "signin:old", createdAt: ago(3 * LONGEST_LIMIT_WINDOW_MS) },
        { bucket: "signup:in-window", createdAt: ago(LONGEST_LIMIT_WINDOW_MS - 1000) },
        { bucket: "signin:recent", createdAt: ago(1000) },
      ])
      .run();

    db.insert(emailTokens)
      .values([
        { tokenHash: "expired", purpose: "password-reset", userId: user.id, email: user.email, expiresAt: ago(1) },
        { tokenHash: "live", purpose: "verify-email", userId: user.id, email: user.email, expiresAt: ahead(60 * 1000) },
      ])
      .run();

    const day = 24 * 60 * 60 * 1000;
    const mail = (key: string, status: "sent" | "failed" | "queued", age: number) => ({ key, recipient: "a@example.com", subject: "s", textBody: "t", htmlBody: "h", status, createdAt: ago(age) });
    db.insert(mailOutbox)
      .values([mail("old-sent", "sent", 91 * day), mail("old-failed", "failed", 91 * day), mail("old-queued", "queued", 91 * day), mail("recent-sent", "sent", day)])
      .run();

    expect(pruneExpired(NOW)).toEqual({ sessions: 2, tokens: 1, limitHits: 2, mails: 1, stampedCopies: 0, insights: { views: 0, events: 0 } });
    expect(db.select({ key: mailOutbox.key }).from(mailOutbox).all().map((m) => m.key).sort()).toEqual(["old-failed", "old-queued", "recent-sent"]);
    expect(db.select({ hash: emailTokens.tokenHash }).from(emailTokens).all()).toEqual([{ hash: "live" }]);
    expect(db.select({ id: sessions.id }).from(sessions).all()).toEqual([{ id: "live" }]);
    expect(db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits).all().map((h) => h.bucket).sort()).toEqual([
      "signin:recent",
      "signup:in-window",
    ]);
    // A second run finds nothing more to do.
    expect(pruneExpired(NOW)).toEqual({ sessions: 0, tokens: 0, limitHits: 0, mails: 0, stampedCopies: 0, insights: { views: 0, events: 0 } });
  });
});
