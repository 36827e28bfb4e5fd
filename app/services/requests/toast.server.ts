/**
 * Flash toasts after redirects (remix-toast). We give it a signed cookie of our
 * own: its default cookie is unsigned, so anyone could forge a toast message.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { getEnv } from "~/utils/env.server";
import { markPersonal } from "./response-privacy.server";
import { secureCookies } from "~/utils/http.server";
import { COOKIES } from "../../../server/policy/index.js";

const COOKIE_NAME = COOKIES.flash;

const storage = createCookieSessionStorage({
  cookie: {
    name: COOKIE_NAME,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    secrets: getEnv().SESSION_SECRET,
  },
});
const toastUtils = createToastUtilsWithCustomSession(storage);

export const { redirectWithSuccess, redirectWithError, redirectWithInfo, redirectWithToast, jsonWithError, jsonWithSuccess } =
  toastUtils;

/**
 * The flash cookie's session when the request carries a valid one, read with
 * Remix's own cookie parser (the one that will read the toast), so nothing
 * else decides differently whether a toast is there. Reading one makes the
 * response personal.
 */
async function flashSession(request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  if (Object.keys(session.data).length === 0) return null;
  markPersonal();
  return session;
}

/**
 * Reads the flash toast and deletes its cookie. Only touches the cookie when one
 * is present, so ordinary pages send no Set-Cookie and stay shareable.
 */
export async function readToast(request: Request) {
  const session = await flashSession(request);
  if (!session) return { toast: undefined, headers: new Headers() };
  const { toast } = await toastUtils.getToast(request);
  const headers = new Headers({ "Set-Cookie": await storage.destroySession(session) });
  return { toast, headers };
}

/**
 * The flash toast without consuming it (the root loader does that), for a
 * page whose content shows the same state, e.g. /resources after checkout.
 */
export async function peekToast(request: Request) {
  if (!(await flashSession(request))) return undefined;
  return (await toastUtils.getToast(request)).toast;
}
