/** A stored mail's states (shared by the outbox table and /admin/outbox, which must not load the schema in the browser). */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "logged"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
