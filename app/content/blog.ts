/** The Knowledge Center's fixed words and choices (SPEC §2 "Blog", §8). */

export const BLOG_CATEGORY_LINKS = [
  { id: null, label: "All Resources" },
  { id: "white-paper", label: "White Papers" },
  { id: "case-study", label: "Case Studies" },
  { id: "article", label: "Articles" },
  { id: "research", label: "Research" },
] as const;

export type BlogCategoryId = Exclude<(typeof BLOG_CATEGORY_LINKS)[number]["id"], null>;

export const CATEGORY_LABELS: Record<BlogCategoryId, string> = {
  "white-paper": "White Paper",
  "case-study": "Case Study",
  article: "Article",
  research: "Research",
};

/** `?category=` as a category, or null (All Resources) for a missing or unknown value. */
export function parseCategory(value: string | null): BlogCategoryId | null {
  return BLOG_CATEGORY_LINKS.find((c) => c.id !== null && c.id === value)?.id ?? null;
}

export const POST_NOT_FOUND = {
  message: "Post not found",
  description: "The article you're looking for doesn't exist or has been removed.",
};

export const NO_WHITE_PAPERS = {
  message: "No white papers found",
  description: "No white papers are available in this category.",
};

export const WHITE_PAPER_TABS = [
  { id: "all", label: "All" },
  { id: "free", label: "Free" },
  { id: "premium", label: "Premium" },
] as const;
export type WhitePaperTab = (typeof WHITE_PAPER_TABS)[number]["id"];

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Dates as the cards show them ("March 4, 2026"), in UTC, so the same on
 * server and browser. Written out rather than through Intl.DateTimeFormat: a
 * browser's first date formatter with a time zone loads its locale and zone
 * data, about 45 ms of a phone's main thread while a post comes alive.
 * blog-dates.test.ts checks it against Intl's en-US output.
 */
export function formatPostDate(iso: string | null): string {
  if (!iso) return "Draft";
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
