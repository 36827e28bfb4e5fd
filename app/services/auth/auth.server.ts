/**
 * Sign-up, sign-in and the access check (remix-auth + remix-auth-form).
 * remix-auth 4 leaves sessions to us: the cookie holds only an unguessable
 * session id that points at a row, so signing out really ends the session.
 */
import { createCookie, data, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { z } from "zod";
import { customerHasAccess } from "~/models/customer.server";
import { createSession, deleteSession, getSessionUser, SESSION_TTL_MS } from "~/models/session.server";
import { createUserWithCustomer, getUserByEmail, type Role } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";
import { email, withoutControlCharacters } from "~/utils/forms.server";
import { parseFormData } from "~/services/requests/parse-action.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { secureCookies } from "~/utils/http.server";
import { inTransaction } from "~/models/transaction.server";
import { roleOf, type RoleFacts } from "./admin-role.server";
import type { AccountFields } from "~/utils/account";
import { markAccountRead, markHoldingsRead, markPersonal, memberStandIn, type MemberStandIn } from "~/services/requests/response-privacy.server";
import { ownedProductIds } from "~/models/order.server";
import { queueVerificationMail } from "~/services/account/email-verification.server";
import { dummyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "./password.server";
import { SlotsBusy } from "~/services/ops/work-slots.server";
import { COOKIES } from "../../../server/policy/index.js";

export type SessionUser = { id: string; email: string; fullName: string; role: Role };

const sessionCookie = createCookie(COOKIES.session, {
  httpOnly: true,
  sameSite: "lax", // sent on top-level navigations from other sites, so links into the site keep you signed in
  path: "/",
  secure: secureCookies(),
  secrets: getEnv().SESSION_SECRET,
  maxAge: SESSION_TTL_MS / 1000,
});

/** A sign-in or sign-up that failed for a reason the user can act on. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly fieldErrors: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The sign-in form; applied by the route (parseAction) and again by the strategy remix-auth runs. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ required_error: "Password is required." })
    .min(1, "Password is required.")
    .max(MAX_PASSWORD_LENGTH, "Invalid email or password."),
});

/** The sign-up form, likewise. */
export const signUpSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required." }).min(1, "Password is required."),
  fullName: z
    .string({ required_error: "Full name is required." })
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().min(1, "Full name is required.").max(100, "Full name must be at most 100 characters.")),
});

/** The site's one form reader; a problem becomes the AuthFailure the sign-in and sign-up forms show. */
function readAuthForm<S extends z.ZodObject<z.ZodRawShape>>(schema: S, form: FormData): z.infer<S> {
  const parsed = parseFormData(schema, form);
  if (parsed.ok) return parsed.data;
  throw authFormFailure(parsed.fieldErrors);
}

/** A sign-in or sign-up form that breaks its schema: the first problem is the form's message. */
export function authFormFailure(fieldErrors: Record<string, string>): AuthFailure {
  return new AuthFailure(Object.values(fieldErrors)[0] ?? "Please check the form.", 400, fieldErrors);
}

/** The user as the session sees them, with the admin role worked out afresh (never trusted from storage alone). */
export function toSessionUser(user: RoleFacts & { id: string; fullName: string }): SessionUser {
  return { id: user.id, email: user.email, fullName: user.fullName, role: roleOf(user) };
}

/** A hash refused because all hashing slots are busy: 503 with Retry-After, not a queue. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SlotsBusy)) throw error;
    throw new AuthFailure("We're very busy right now. Please try again in a moment.", 503, {}, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
}

async function verifySignIn(form: FormData): Promise<SessionUser> {
  const input = readAuthForm(signInSchema, form);
  const user = getUserByEmail(input.email);
  // Hash even for unknown e-mails, so response time does not reveal who has an account.
  const ok = await hashing(async () =>
    verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash())),
  );
  if (!user || !ok) throw new AuthFailure("Invalid email or password.", 401);
  return toSessionUser(user);
}

/**
 * A taken address is reported as taken (docs/decisions/121-sign-up-tells-the-truth.md),
 * behind the per-address sign-up limit of the /signup action.
 */
async function verifySignUp(form: FormData): Promise<SessionUser> {
  const input = readAuthForm(signUpSchema, form);
  const problem = passwordProblem(input.password);
  if (problem) throw new AuthFailure(problem, 400, { password: problem });
  if (getUserByEmail(input.email)) {
    throw new AuthFailure("An account with this email already exists. Please sign in.", 409, {
      email: "An account with this email already exists.",
    });
  }
  const passwordHash = await hashing(() => hashPassword(input.password));
  try {
    // The verification mail is stored with the account: both or neither.
    const user = inTransaction(() => {
      const created = createUserWithCustomer({ email: input.email, fullName: input.fullName, passwordHash });
      queueVerificationMail(created);
      return created;
    });
    return toSessionUser(user);
  } catch (error) {
    // Two sign-ups for one e-mail at the same moment: the unique index decides.
    if (error instanceof Error && /UNIQUE/.test(error.message)) {
      throw new AuthFailure("An account with this email already exists. Please sign in.", 409);
    }
    throw error;
  }
}

export const authenticator = new Authenticator<SessionUser>()
  .use(new FormStrategy(({ form }) => verifySignIn(form)), "sign-in")
  .use(new FormStrategy(({ form }) => verifySignUp(form)), "sign-up");

/**
 * The one place the session cookie is read, with Remix's cookie parser. A
 * request that carries one gets a private response, whatever its route
 * declares (docs/decisions/175).
 */
async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionIdIn(request);
  if (value) markPersonal();
  return value;
}

async function sessionIdIn(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * Starts a session for `user`. Any session the request already had is deleted
 * first and a fresh id issued, so an id planted before sign-in is worthless.
 */
export async function startSession(request: Request, user: SessionUser): Promise<string> {
  const previous = await readSessionId(request);
  if (previous) deleteSession(previous);
  const session = createSession(user.id);
  return sessionCookie.serialize(session.id, { expires: session.expiresAt });
}

/** The id of the request's session, if it carries one (a password change keeps this one and ends the others). */
export function sessionIdOf(request: Request): Promise<string | null> {
  return readSessionId(request);
}

/** Deletes the request's session row; returns the Set-Cookie that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const id = await readSessionId(request);
  if (id) deleteSession(id);
  return sessionCookie.serialize("", { maxAge: 0 });
}

export type Access = {
  user: SessionUser | null;
  /** What pages show of the user (the header's menu, forms filled in for them). */
  account: AccountFields | null;
  hasAccess: boolean;
  isAdmin: boolean;
  /** The access check failed (database error): treated as no access, and the user is told. */
  accessCheckFailed: boolean;
};

const accessCache = new WeakMap<Request, Promise<Access>>();

/** Who is asking and what they may see. Loaders and actions use this; nothing trusts the client. */
export function getAccess(request: Request): Promise<Access> {
  let access = accessCache.get(request);
  if (!access) {
    access = readAccess(request);
    accessCache.set(request, access);
  }
  return access;
}

async function readAccess(request: Request): Promise<Access> {
  const standIn = memberStandIn();
  if (standIn) return standInAccess(standIn);
  const sessionId = await sessionIdIn(request);
  if (sessionId) markAccountRead();
  const stored = sessionId ? getSessionUser(sessionId) : undefined;
  if (!stored) return { user: null, account: null, hasAccess: false, isAdmin: false, accessCheckFailed: false };
  const user = toSessionUser(stored);
  const account = accountFieldsOf(user);
  const isAdmin = user.role === "admin";
  try {
    return { user, account, hasAccess: customerHasAccess(user.id), isAdmin, accessCheckFailed: false };
  } catch (error) {
    console.error("Failed to check premium access status", error);
    return { user, account, hasAccess: false, isAdmin, accessCheckFailed: true };
  }
}

function accountFieldsOf(user: SessionUser): AccountFields {
  return { email: user.email, fullName: user.fullName, initial: user.email.charAt(0).toUpperCase() || "U" };
}

/**
 * The products the reader holds now (sorted ids): none for a visitor, the
 * stand-in's for a member page (docs/decisions/213). Shown as "Owned" on the
 * shop's cards; rights are still checked where a file is served.
 */
export async function heldProducts(request: Request): Promise<string[]> {
  markHoldingsRead();
  const standIn = memberStandIn();
  if (standIn) return standIn.owned;
  const { user } = await getAccess(request);
  return user ? ownedProductIds(user.id) : [];
}

/**
 * The reader a member page is rendered for: a user with the given access
 * whose account fields are the server's placeholders. No id: nothing of any
 * real account can be looked up for them.
 */
function standInAccess({ hasAccess, account }: MemberStandIn): Access {
  const user: SessionUser = { id: "", email: account.email, fullName: account.fullName, role: "user" };
  return { user, account, hasAccess, isAdmin: false, accessCheckFailed: false };
}

/**
 * The reader of a request, if their pages may be filled in from a member page
 * (docs/decisions/190) or kept as their own (194): a signed-in customer whose
 * access was checked. Admins, and readers whose check failed, get pages
 * rendered for them.
 */
export async function memberReader(cookie: string, withHoldings = true): Promise<(MemberStandIn & { id: string }) | null> {
  const access = await getAccess(new Request("http://internal/", { headers: { Cookie: cookie } }));
  if (!access.user || !access.account || access.isAdmin || access.accessCheckFailed) return null;
  // Only a page that shows the products held needs them (its member pages are keyed by them).
  const owned = withHoldings ? ownedProductIds(access.user.id) : [];
  return { id: access.user.id, hasAccess: access.hasAccess, account: access.account, owned };
}

function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Sign-in and sign-up pages send someone already signed in on to where they were going. */
export async function redirectIfSignedIn(request: Request) {
  const { user } = await getAccess(request);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/account"));
}

/** The signed-in user, or a redirect to sign-in that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const { user } = await getAccess(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
  return user;
}

/** Admins only: others get a 403 page (signed-out visitors are sent to sign in first). */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") {
    throw data({ message: "You don't have permission to access this page." }, { status: 403 });
  }
  return user;
}

/** Premium access only: signed-out visitors sign in first; others see what premium includes. */
export async function requirePremium(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await getAccess(request)).hasAccess) throw redirect("/resources");
  return user;
}
