/** A local path with some query params set (others kept, hash kept). */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, "http://local");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
