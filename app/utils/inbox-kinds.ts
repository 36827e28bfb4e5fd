/** The kinds of message the admin inbox shows (shared by the page and its queries). */
export const INBOX_KINDS = ["enquiry", "contact", "affiliate", "quote", "order"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
