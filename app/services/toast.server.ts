/**
 * Flash toasts after redirects (remix-toast). We give it a signed cookie of our
 * own: its default cookie is unsigned, so anyone could forge a toast message.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { getEnv } from "~/utils/env.server";
import { secureCookies } from "~/utils/http.server";

const COOKIE_NAME = "toast";

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
 * Reads the flash toast and deletes its cookie. Only touches the cookie when one
 * is present, so ordinary pages send no Set-Cookie and stay cacheable.
 */
export async function readToast(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  if (!new RegExp(`(^|;\\s*)${COOKIE_NAME}=`).test(cookie)) return { toast: undefined, headers: new Headers() };
  const { toast } = await toastUtils.getToast(request);
  const headers = new Headers({ "Set-Cookie": await storage.destroySession(await storage.getSession(cookie)) });
  return { toast, headers };
}

/**
 * The flash toast without consuming it (the root loader does that), for a
 * page whose content shows the same state, e.g. /resources after checkout.
 */
export async function peekToast(request: Request) {
  const cookie = request.headers.get("Cookie") ?? "";
  if (!new RegExp(`(^|;\\s*)${COOKIE_NAME}=`).test(cookie)) return undefined;
  return (await toastUtils.getToast(request)).toast;
}
