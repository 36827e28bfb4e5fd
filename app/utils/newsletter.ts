/** The public forms that subscribe to the newsletter; each posts its name as `source` (kept as the consent's source). */
export const SUBSCRIBE_SOURCES = ["blog", "post", "footer", "guide"] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/** Where every subscribe form posts. */
export const NEWSLETTER_PATH = "/newsletter";
