/** URL slugs for posts: lower-case ASCII words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/** "Menu Engineering: A Guide (2026)" → "menu-engineering-a-guide-2026"; "" when nothing usable is left. */
export function slugify(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents off: "café" → "cafe"
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, MAX_SLUG_LENGTH) || "";
}

/** The first of base, base-2, base-3… that `taken` says is free. */
export function firstFreeSlug(base: string, taken: (slug: string) => boolean): string {
  const root = base || "post";
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
