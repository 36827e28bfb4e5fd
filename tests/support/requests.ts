/** Builds requests the way a browser would send them, for calling loaders and actions directly. */
export const ORIGIN = "http://localhost:3000";

export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  { cookie, origin = ORIGIN, headers = {} }: { cookie?: string; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  const h = new Headers({ "Content-Type": "application/x-www-form-urlencoded", ...headers });
  if (origin) h.set("Origin", origin);
  if (cookie) h.set("Cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: h });
}

export function getRequest(path: string, { cookie }: { cookie?: string } = {}) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The "name=value" pairs of a response's Set-Cookie headers, joined for a Cookie header. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Runs a loader/action and returns its Response, whether it was returned or thrown. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    return toResponse(result);
  } catch (error) {
    if (error instanceof Response) return error;
    return toResponse(error);
  }
}

/** Remix's `data()` results are plain objects with `data` and `init`. */
function toResponse(value: unknown): Response {
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { data, init } = value as { data: unknown; init?: ResponseInit };
    return new Response(JSON.stringify(data), init ?? undefined);
  }
  return new Response(JSON.stringify(value ?? null), { status: 200 });
}
