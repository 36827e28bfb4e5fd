/**
 * A full or read-only disk is a fault, not a bug (docs/decisions/178): a write
 * that fails for want of space answers 503 with Retry-After and says plainly
 * that nothing was saved or sent; a form comes back with what was typed. The
 * rule lives here once: `guardStorageFaults` wraps every route's loader and
 * action when the server loads the build. The log says once what ran out and
 * where; the admin dashboard shows it while it lasts.
 */
import { data, type ActionFunction, type LoaderFunction, type ServerBuild } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "../../../server/policy/index.js";

/** SQLite's and the file system's words for "no room" or "cannot write here". */
const STORAGE_CODES = /^(SQLITE_FULL|SQLITE_READONLY|SQLITE_IOERR|ENOSPC|EROFS|EDQUOT)/;

export const STORAGE_FAULT_MESSAGE =
  "We couldn't save this just now because the site is short of storage space, so nothing was saved or sent. Please try again in a few minutes.";
export const STORAGE_RETRY_AFTER_SECONDS = RETRY_AFTER_SECONDS.storageFault;

type Fault = { code: string; where: string; since: Date };
let current: Fault | null = null;

export function isStorageFault(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && STORAGE_CODES.test(code);
}

/** Logged once until storage works again (markStorageHealthy), not a stack per request. */
export function reportStorageFault(error: Error & { code: string }, where: string) {
  if (current) return;
  current = { code: error.code, where, since: new Date() };
  console.error(`Storage fault: ${error.code} (${error.message}) at ${where}. Writes answer 503 until there is room again; reads go on.`);
}

/** A write has succeeded again (the health check's heartbeat): the fault is over. */
export function markStorageHealthy() {
  if (!current) return;
  console.error(`Storage works again (it failed with ${current.code} from ${current.since.toISOString()}).`);
  current = null;
}

export function currentStorageFault(): Fault | null {
  return current;
}

const retryAfter = { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) };

/**
 * Every route's loader and action, wrapped: a storage fault becomes a 503.
 * An action's 503 is form data in the shape the forms read (`formError` and
 * `error`, the fields as typed, never a password), so the form is drawn
 * again with JavaScript on or off; a loader's is thrown to the error page.
 */
export function guardStorageFaults(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader && { loader: guarded(id, loader, loaderFault) }),
        // A resource route's answer is its Response: Remix 2 drops the status of a returned data() there.
        ...(action && { action: guarded(id, action, route.module.default ? actionFault : resourceActionFault) }),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

function guarded<T extends LoaderFunction | ActionFunction>(routeId: string, handler: T, onFault: (request: Request | null) => Promise<unknown>): T {
  return (async (args: Parameters<T>[0]) => {
    // A copy of a form's body, to give back what was typed (uploads are streamed: not copied).
    const copy = isSmallForm(args.request) ? args.request.clone() : null;
    try {
      return await handler(args);
    } catch (error) {
      if (!isStorageFault(error)) throw error;
      reportStorageFault(error, `${args.request.method} ${new URL(args.request.url).pathname} (${routeId})`);
      return onFault(copy);
    }
  }) as T;
}

function isSmallForm(request: Request) {
  return request.method === "POST" && /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "");
}

async function actionFault(copy: Request | null) {
  const fields: Record<string, string> = {};
  if (copy) {
    for (const [name, value] of await copy.formData().catch(() => new FormData())) {
      if (typeof value === "string" && !/password/i.test(name)) fields[name] = value.slice(0, 5000);
    }
  }
  return data(
    { formError: STORAGE_FAULT_MESSAGE, error: STORAGE_FAULT_MESSAGE, fieldErrors: {}, fields },
    { status: 503, headers: retryAfter },
  );
}

/** A webhook's sender (Stripe, Mailgun) sends again after a 503: the event is not lost. */
async function resourceActionFault() {
  return Response.json({ error: STORAGE_FAULT_MESSAGE }, { status: 503, headers: retryAfter });
}

async function loaderFault(): Promise<never> {
  throw data({ message: STORAGE_FAULT_MESSAGE }, { status: 503, headers: retryAfter });
}
